import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Versioned plan terms (migration 0165, docs/backoffice.md "Plans"). `pricing_plans` holds the
 * current values (what the pricing page shows and a new buyer gets) and `current_terms_id`; a
 * checkout, a payment and a member's plan point at the version that was bought.
 */
type Db = Kysely<DB>;

/** Gives every plan without terms its version 1 (plans seeded after migration 0165). Idempotent. */
export async function ensurePlanTerms(db: Db): Promise<void> {
  await sql`insert into pricing_plan_terms (plan_id, version, title, description, price, duration,
      duration_days, mentor_sessions, companions, daily_chat_messages, priority_matching, parent_summary)
    select id, 1, title, description, price, duration, duration_days, mentor_sessions, companions,
      daily_chat_messages, priority_matching, parent_summary from pricing_plans where current_terms_id is null
    on conflict (plan_id, version) do nothing`.execute(db);
  await sql`update pricing_plans p set current_terms_id = t.id from pricing_plan_terms t
    where p.current_terms_id is null and t.plan_id = p.id and t.version = 1`.execute(db);
}

export async function findTerms(db: Db, termsId: number) {
  return db.selectFrom('pricing_plan_terms').selectAll().where('id', '=', termsId).executeTakeFirst();
}

/** The terms a new buyer of the plan gets now. */
export async function currentTermsOf(db: Db, planId: number) {
  return db
    .selectFrom('pricing_plan_terms')
    .innerJoin('pricing_plans', 'pricing_plans.current_terms_id', 'pricing_plan_terms.id')
    .selectAll('pricing_plan_terms')
    .where('pricing_plans.id', '=', planId)
    .executeTakeFirst();
}
