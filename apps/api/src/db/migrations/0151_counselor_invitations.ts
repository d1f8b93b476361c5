import { type Kysely, sql } from 'kysely';

/**
 * Issue 21: operators invite a school's counselors from the school's page in the back office. An
 * invitation is a single-use link (only its SHA-256 is stored) that expires; the counselor sets a
 * password with it, then enrols the back office's second factor at the first sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('counselor_invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    // No foreign key: who invited stays known after that operator's account is gone.
    .addColumn('invited_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('counselor_invitations_user_idx')
    .on('counselor_invitations')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('counselor_invitations').ifExists().execute();
}
