import { type Kysely, sql } from 'kysely';

/**
 * What a plan (or a school's affiliation) entitles a student to, stored as data (docs/gating.md,
 * "Entitlements"). Derived from the plans' own descriptions: the numbers of 1:1 sessions they
 * sell, whether they include the AI companions, and the daily chat allowance ('Unlimited' = null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pricing_plans')
    .addColumn('mentor_sessions', 'integer', (c) => c.notNull().defaultTo(0).check(sql`mentor_sessions >= 0`))
    .addColumn('companions', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('daily_chat_messages', 'integer', (c) =>
      c.check(sql`daily_chat_messages is null or daily_chat_messages >= 0`),
    )
    .addColumn('priority_matching', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('schools')
    .addColumn('mentor_sessions', 'integer', (c) => c.notNull().defaultTo(2).check(sql`mentor_sessions >= 0`))
    .addColumn('companions', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('daily_chat_messages', 'integer', (c) =>
      c.defaultTo(30).check(sql`daily_chat_messages is null or daily_chat_messages >= 0`),
    )
    .execute();
  // Installations that already hold the seeded plans get the values their descriptions promise.
  for (const [slug, sessions, companions, daily, priority] of [
    ['double-scoop', 1, true, 40, false],
    ['sundae', 3, true, 80, false],
    ['milkshake', 6, true, null, true],
  ] as const) {
    await sql`update pricing_plans set mentor_sessions = ${sessions}, companions = ${companions},
      daily_chat_messages = ${daily}, priority_matching = ${priority} where slug = ${slug}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('schools')
    .dropColumn('mentor_sessions')
    .dropColumn('companions')
    .dropColumn('daily_chat_messages')
    .execute();
  await db.schema
    .alterTable('pricing_plans')
    .dropColumn('mentor_sessions')
    .dropColumn('companions')
    .dropColumn('daily_chat_messages')
    .dropColumn('priority_matching')
    .execute();
}
