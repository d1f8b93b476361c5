import { type Kysely, sql } from 'kysely';

/** Pricing plans (issue 4). users.pricing_plan_id (from 0001) now references them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pricing_plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', sql`numeric(10, 2)`, (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.check(sql`duration_days is null or duration_days > 0`))
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint(
      'users_pricing_plan_id_fkey',
      ['pricing_plan_id'],
      'pricing_plans',
      ['id'],
      (c) => c.onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropConstraint('users_pricing_plan_id_fkey').execute();
  await db.schema.dropTable('pricing_plans').execute();
}
