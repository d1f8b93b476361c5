import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every server process (lib/rate-limit.ts): the table layout of
 * rate-limiter-flexible's RateLimiterPostgres (`key`, `points`, `expire` in epoch ms), created here
 * rather than by the library at run time. Rows of ended windows are deleted by the limiter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
