import { type Kysely, sql } from 'kysely';

/**
 * Issue 22 §4: a write sent with an `Idempotency-Key` header is applied once. The key is stored in
 * the same transaction as the write it guards (with the response, or the id of what was created),
 * so a client or a proxy that resends the request after a lost answer gets the stored answer and
 * nothing is written twice (modules/idempotency/idempotency.ts, docs/deployment.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // SHA-256 of the method, the URL and the body: the same key with another request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'bigint')
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
