/**
 * The seam for the AI companions (issue 11): the Career Buddy's agent id on a career detail, when
 * the student's plan includes the companions. The companions module owns the agents table and the
 * rule (it calls loadEntitlements).
 */
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { careerBuddyAgentIdFor } from '../companions/companions.service';

export async function findCareerBuddyAgentId(ctx: AppContext, user: CurrentUser): Promise<number | null> {
  return careerBuddyAgentIdFor(ctx, user);
}
