import { type Kysely, sql } from 'kysely';

/**
 * Change notifications for the in-process caches (docs/adr/040-coherent-caches.md): every change to
 * a user row, or to a student's assessment results, sends a NOTIFY on `pathscoop_changes` when its
 * transaction commits, whoever made it (any server process, a script, an operator in psql). Each
 * server process LISTENs and drops what it cached for that user.
 *
 * Payloads (PostgreSQL delivers identical payloads of one transaction once):
 *   user:<user id>                   a users row was updated or deleted
 *   results:<user id>:<attempt id>   an attempt or its careers were inserted (a newer attempt)
 *   results:<user id>:*              a stored result was updated or deleted
 *   catalog                          the catalogue's meta data (its version) changed: an import
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION pathscoop_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('pathscoop_changes', 'user:' || OLD.id);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION pathscoop_notify_user_change()`.execute(db);

  await sql`
    CREATE FUNCTION pathscoop_notify_results_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'assessment_attempts' THEN
        PERFORM pg_notify('pathscoop_changes', 'results:' || NEW.user_id || ':' || NEW.id);
      ELSIF TG_OP = 'INSERT' THEN
        PERFORM pg_notify('pathscoop_changes', 'results:' || NEW.user_id || ':' || NEW.attempt_id);
      ELSE
        PERFORM pg_notify('pathscoop_changes', 'results:' || OLD.user_id || ':*');
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER assessment_attempts_notify_change AFTER INSERT OR UPDATE OR DELETE ON assessment_attempts
    FOR EACH ROW EXECUTE FUNCTION pathscoop_notify_results_change()`.execute(db);
  await sql`
    CREATE TRIGGER career_results_notify_change AFTER INSERT OR UPDATE OR DELETE ON career_results
    FOR EACH ROW EXECUTE FUNCTION pathscoop_notify_results_change()`.execute(db);

  await sql`
    CREATE FUNCTION pathscoop_notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('pathscoop_changes', 'catalog');
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER catalog_meta_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_meta
    FOR EACH STATEMENT EXECUTE FUNCTION pathscoop_notify_catalog_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS catalog_meta_notify_change ON catalog_meta`.execute(db);
  await sql`DROP FUNCTION IF EXISTS pathscoop_notify_catalog_change()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS career_results_notify_change ON career_results`.execute(db);
  await sql`DROP TRIGGER IF EXISTS assessment_attempts_notify_change ON assessment_attempts`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_notify_change ON users`.execute(db);
  await sql`DROP FUNCTION IF EXISTS pathscoop_notify_results_change()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS pathscoop_notify_user_change()`.execute(db);
}
