import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { hasPlanOrAffiliation } from './pricing.service';

/**
 * What a student may use beyond the free assessment (docs/gating.md, "Entitlements"). One rule,
 * read by every module that sells something (sessions, companions); none re-implements it.
 *
 * - A current plan (not expired) gives the values of the terms version the member bought
 *   (pricing_plan_terms, migration 0165; a plan edited later does not change them), or the plan's
 *   current terms when none is recorded.
 * - A school affiliation (users.school_id from a valid affiliate code) gives the school's values.
 * - With both, each value is the more generous of the two.
 * - Neither: nothing (the free assessment and top 10 stay open to everyone).
 */
export type Entitlements = {
  /** Where the entitlements come from, for messages and audits. */
  source: 'plan' | 'school' | 'plan+school' | 'none';
  /** 1:1 mentorship sessions usable within 12 months. */
  mentorSessionsPerYear: number;
  /** AI companions (Career Buddy, College Buddy) included. */
  companions: boolean;
  /** Companion chat messages a day; null = unlimited. 0 when companions are not included. */
  dailyChatMessages: number | null;
  priorityMatching: boolean;
  /** A monthly progress e-mail to the parent or guardian on file (docs/parents.md); plans only. */
  parentSummary: boolean;
};

export type EntitlementSource = {
  mentor_sessions: number;
  companions: boolean;
  daily_chat_messages: number | null;
  priority_matching?: boolean;
  parent_summary?: boolean;
};

export const NO_ENTITLEMENTS: Entitlements = {
  source: 'none',
  mentorSessionsPerYear: 0,
  companions: false,
  dailyChatMessages: 0,
  priorityMatching: false,
  parentSummary: false,
};

const moreMessages = (a: number | null, b: number | null) =>
  a === null || b === null ? null : Math.max(a, b);

function fromSource(s: EntitlementSource, source: Entitlements['source']): Entitlements {
  return {
    source,
    mentorSessionsPerYear: s.mentor_sessions,
    companions: s.companions,
    dailyChatMessages: s.companions ? s.daily_chat_messages : 0,
    priorityMatching: s.priority_matching ?? false,
    parentSummary: s.parent_summary ?? false,
  };
}

/** Pure: combines a current plan and a school affiliation (either may be absent). */
export function combineEntitlements(
  plan: EntitlementSource | null,
  school: EntitlementSource | null,
): Entitlements {
  if (!plan && !school) return NO_ENTITLEMENTS;
  if (plan && !school) return fromSource(plan, 'plan');
  if (!plan && school) return fromSource(school, 'school');
  const a = fromSource(plan as EntitlementSource, 'plan');
  const b = fromSource(school as EntitlementSource, 'school');
  return {
    source: 'plan+school',
    mentorSessionsPerYear: Math.max(a.mentorSessionsPerYear, b.mentorSessionsPerYear),
    companions: a.companions || b.companions,
    dailyChatMessages: !a.companions
      ? b.dailyChatMessages
      : !b.companions
        ? a.dailyChatMessages
        : moreMessages(a.dailyChatMessages, b.dailyChatMessages),
    priorityMatching: a.priorityMatching || b.priorityMatching,
    parentSummary: a.parentSummary || b.parentSummary,
  };
}

/** The student's entitlements now. Mentors and unknown users have none. */
export async function loadEntitlements(db: Database, userId: number, now: Date): Promise<Entitlements> {
  const row = await db
    .selectFrom('users')
    .leftJoin('pricing_plans', 'pricing_plans.id', 'users.pricing_plan_id')
    .leftJoin('pricing_plan_terms as terms', (join) =>
      join.on(sql<boolean>`terms.id = coalesce(users.plan_terms_id, pricing_plans.current_terms_id)`),
    )
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .select([
      'users.role',
      'users.pricing_plan_id',
      'users.plan_expires_at',
      'users.affiliate_code',
      'terms.mentor_sessions as plan_sessions',
      'terms.companions as plan_companions',
      'terms.daily_chat_messages as plan_daily',
      'terms.priority_matching as plan_priority',
      'terms.parent_summary as plan_parent_summary',
      'schools.id as school_id',
      'schools.mentor_sessions as school_sessions',
      'schools.companions as school_companions',
      'schools.daily_chat_messages as school_daily',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (row?.role !== 'Student') return NO_ENTITLEMENTS;
  const planCurrent =
    row.pricing_plan_id !== null &&
    row.plan_sessions !== null &&
    hasPlanOrAffiliation({ ...row, affiliate_code: null }, now);
  const plan: EntitlementSource | null = planCurrent
    ? {
        mentor_sessions: row.plan_sessions ?? 0,
        companions: row.plan_companions ?? false,
        daily_chat_messages: row.plan_daily,
        priority_matching: row.plan_priority ?? false,
        parent_summary: row.plan_parent_summary ?? false,
      }
    : null;
  const affiliated = row.school_id !== null && !!row.affiliate_code && row.affiliate_code.trim() !== '';
  const school: EntitlementSource | null = affiliated
    ? {
        mentor_sessions: row.school_sessions ?? 0,
        companions: row.school_companions ?? false,
        daily_chat_messages: row.school_daily ?? null,
      }
    : null;
  return combineEntitlements(plan, school);
}
