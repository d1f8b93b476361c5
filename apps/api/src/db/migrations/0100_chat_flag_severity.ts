import { type Kysely, sql } from 'kysely';

/**
 * Issue 19: a flagged companion exchange carries its severity (medium, high, critical) for the
 * operators' queue, and whether the safeguarding address was e-mailed. docs/companions.md, "Safety".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_safety_flags')
    .addColumn('severity', 'text', (c) =>
      c.notNull().defaultTo('medium').check(sql`severity in ('medium', 'high', 'critical')`),
    )
    .addColumn('alerted_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_safety_flags').dropColumn('severity').dropColumn('alerted_at').execute();
}
