import { type Kysely, sql } from 'kysely';

/**
 * The Sundae plan promises "Parent progress summary by e-mail" (docs/parents.md). A plan includes
 * it through `pricing_plans.parent_summary` and each terms version's `parent_summary` (Sundae and
 * Milkshake, which has everything); each
 * student's choice and the last send are in `parent_summaries` (no row = on, never sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pricing_plans')
    .addColumn('parent_summary', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update pricing_plans set parent_summary = true where slug in ('sundae', 'milkshake')`.execute(db);
  // Versioned terms (0165): what a buyer bought includes it or not, version by version. The
  // versions sold so far of Sundae and Milkshake carried the promise in their description.
  await db.schema
    .alterTable('pricing_plan_terms')
    .addColumn('parent_summary', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update pricing_plan_terms t set parent_summary = true from pricing_plans p
    where p.id = t.plan_id and p.slug in ('sundae', 'milkshake')`.execute(db);
  await db.schema
    .createTable('parent_summaries')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parent_summaries').ifExists().execute();
  await db.schema.alterTable('pricing_plan_terms').dropColumn('parent_summary').execute();
  await db.schema.alterTable('pricing_plans').dropColumn('parent_summary').execute();
}
