import { type Kysely, sql } from 'kysely';

/**
 * The deny-list of sessions (refresh-token families, the `sid` of access tokens) that were ended
 * before their access tokens expired: sign-out and refresh-token reuse (lib/auth.ts). A row is only
 * needed for one access-token lifetime after `revoked_at`; older rows are deleted at sign-in.
 *
 * Every insert or delete sends `sessions:<user id>` on `pathscoop_changes` when it commits, so each
 * server process drops the user's cached deny-list (docs/adr/040-coherent-caches.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_sessions_user_idx')
    .on('revoked_sessions')
    .columns(['user_id', 'revoked_at'])
    .execute();
  await sql`
    CREATE FUNCTION pathscoop_notify_sessions_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('pathscoop_changes', 'sessions:' || OLD.user_id);
      ELSE
        PERFORM pg_notify('pathscoop_changes', 'sessions:' || NEW.user_id);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER revoked_sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON revoked_sessions
    FOR EACH ROW EXECUTE FUNCTION pathscoop_notify_sessions_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS revoked_sessions_notify_change ON revoked_sessions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS pathscoop_notify_sessions_change()`.execute(db);
  await db.schema.dropTable('revoked_sessions').ifExists().execute();
}
