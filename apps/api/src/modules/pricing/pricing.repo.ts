import { sql } from 'kysely';
import type { Database } from '../../db/database';

const planColumns = ['id', 'title', 'description', 'price', 'duration', 'duration_days', 'image'] as const;

export type PlanRow = {
  id: number;
  title: string;
  description: string;
  price: string;
  duration: string;
  duration_days: number | null;
  image: string | null;
};

export async function listActivePlans(db: Database): Promise<PlanRow[]> {
  return db
    .selectFrom('pricing_plans')
    .select(planColumns)
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Any plan, archived ones included (`is_active` false: no longer sold). */
export async function findAnyPlan(
  db: Database,
  id: number,
): Promise<(PlanRow & { is_active: boolean }) | undefined> {
  return db
    .selectFrom('pricing_plans')
    .select([...planColumns, 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type AccessRow = {
  role: 'Student' | 'Mentor';
  pricing_plan_id: number | null;
  plan_expires_at: Date | null;
  affiliate_code: string | null;
};

export async function findAccessRow(db: Database, userId: number): Promise<AccessRow | undefined> {
  return db
    .selectFrom('users')
    .select(['role', 'pricing_plan_id', 'plan_expires_at', 'affiliate_code'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Sets the member's plan and the terms version they hold (`termsId`; left out: the plan's current
 * terms). Entitlements are read from that version (pricing/entitlements.ts).
 */
export async function setUserPlan(
  db: Database,
  userId: number,
  planId: number,
  expiresAt: Date | null,
  now: Date,
  termsId?: number | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      pricing_plan_id: planId,
      plan_terms_id:
        termsId ?? sql<number | null>`(select current_terms_id from pricing_plans where id = ${planId})`,
      plan_expires_at: expiresAt,
      updated_at: sql`${now.toISOString()}::timestamptz`,
    })
    .where('id', '=', userId)
    .execute();
}
