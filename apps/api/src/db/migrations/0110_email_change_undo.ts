import { type Kysely, sql } from 'kysely';

/**
 * Issue 24 #4: the notice to the old address carries a link that undoes an e-mail change (the
 * old address back, every session ended). One row per link: the address to restore, single use.
 * A table of its own, so the one-time token purposes of other work stay untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_change_undo_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('previous_email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_change_undo_tokens_user_idx')
    .on('email_change_undo_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_change_undo_tokens').execute();
}
