import { type Kysely, sql } from 'kysely';

/**
 * Issue 24 #19: every plan is a one-time payment (Stripe Checkout in `payment` mode, no renewal),
 * so "Cancel any time" promised something that does not exist. Only the seeded line is replaced:
 * a description an operator has edited otherwise is left alone.
 */
export const OLD_LINE = 'Cancel any time; sessions stay bookable for 12 months.';
export const NEW_LINE =
  'One payment, no subscription: nothing renews or needs cancelling; sessions stay bookable for 12 months.';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update pricing_plans set description = replace(description, ${OLD_LINE}, ${NEW_LINE})
    where position(${OLD_LINE} in description) > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update pricing_plans set description = replace(description, ${NEW_LINE}, ${OLD_LINE})
    where position(${NEW_LINE} in description) > 0`.execute(db);
}
