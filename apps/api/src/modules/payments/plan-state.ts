import type { Profile } from '@pathscoop/contracts';
import type { Database } from '../../db/database';
import { findPlanById } from './payments.repo';

/**
 * The plan as the client sees it (GET profile/, the sign-in user). An expired plan is reported as
 * no plan, so that every client rule keyed on `pricing_plan` (the top navigation's 'Pricing Plan'
 * link, the recommendations gate, My Plan's 'Free Member') treats it like the server's gate does.
 */

type PlanFields = {
  role: 'Student' | 'Mentor';
  pricing_plan_id: number | null;
  plan_expires_at: Date | null;
};

/** The plan id that counts now: null without a plan or once it has expired. */
export function currentPlanId(user: Omit<PlanFields, 'role'>, now: Date): number | null {
  if (user.pricing_plan_id === null) return null;
  if (user.plan_expires_at !== null && user.plan_expires_at.getTime() <= now.getTime()) return null;
  return user.pricing_plan_id;
}

/**
 * `pricing_plan`, `plan_is_paid` and `plan_expires_at` of GET profile/. Paid rule (spec part 2,
 * My Plan): a mentor, or a current plan with a nonzero price.
 */
export async function presentPlanState(
  db: Database,
  user: PlanFields,
  now: Date,
): Promise<Pick<Profile, 'pricing_plan' | 'plan_is_paid' | 'plan_expires_at'>> {
  const planId = currentPlanId(user, now);
  const plan = planId === null ? undefined : await findPlanById(db, planId);
  return {
    pricing_plan: plan ? plan.id : null,
    plan_is_paid: user.role === 'Mentor' || (plan !== undefined && Number(plan.price) > 0),
    plan_expires_at: plan && user.plan_expires_at ? user.plan_expires_at.toISOString() : null,
  };
}
