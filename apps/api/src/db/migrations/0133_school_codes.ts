import { type Kysely, sql } from 'kysely';

/**
 * Schools' affiliate codes with an expiry and a seat limit (docs/backoffice.md "Schools"). A seat
 * is a student account of the school; sign-up with an expired or full code is refused in words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('schools')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('seat_limit', 'integer', (c) => c.check(sql`seat_limit > 0`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('schools')
    .dropColumn('code_expires_at')
    .dropColumn('seat_limit')
    .dropColumn('updated_at')
    .execute();
}
