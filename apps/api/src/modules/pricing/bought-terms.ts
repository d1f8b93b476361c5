import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The terms version a member holds (docs/backoffice.md "Plans"): `users.plan_terms_id`, or the
 * plan's current terms when none is recorded (rows made before migration 0165). Read by My Plan;
 * the same join as `loadEntitlements`, so what My Plan shows is what the member is entitled to.
 * Archived plans are included: a member keeps what they bought.
 */
export async function findBoughtTerms(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('pricing_plans as plan', 'plan.id', 'users.pricing_plan_id')
    .innerJoin('pricing_plan_terms as terms', (join) =>
      join.on(sql<boolean>`terms.id = coalesce(users.plan_terms_id, plan.current_terms_id)`),
    )
    .select([
      'plan.id as plan_id',
      'plan.image',
      'plan.is_active',
      'terms.version',
      'terms.title',
      'terms.description',
      'terms.price',
      'terms.duration',
      'terms.duration_days',
      'terms.mentor_sessions',
      'terms.companions',
      'terms.daily_chat_messages',
      'terms.priority_matching',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The school of a member who joined with a valid affiliate code, with what it gives its students. */
export async function findAffiliatedSchool(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('schools', 'schools.id', 'users.school_id')
    .select([
      'schools.name',
      'schools.mentor_sessions',
      'schools.companions',
      'schools.daily_chat_messages',
      'users.affiliate_code',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
