import { type Kysely, sql } from 'kysely';

/**
 * Back-office accounts and roles (docs/backoffice.md, ADR 130). The `operators` table of 0080
 * becomes `backoffice_accounts` (one row per account that may use /backoffice, with its TOTP
 * second factor); what an account may do comes from `backoffice_role_assignments` (a role,
 * optionally scoped to one school). `backoffice_recovery_codes` keeps the ten single-use recovery
 * codes hashed; `backoffice_sessions` records, per sign-in session (the refresh-token family), when
 * the second factor was passed and when the session was last used (inactivity timeout).
 *
 * `audit_log` replaces `operator_actions` (its rows are copied): who, what, which object,
 * before/after, when and the request id. A trigger refuses UPDATE and DELETE on it, so nothing,
 * not even a bug in the API, can rewrite the trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE operators RENAME TO backoffice_accounts`.execute(db);
  await sql`ALTER TABLE backoffice_accounts RENAME CONSTRAINT operators_pkey TO backoffice_accounts_pkey`.execute(
    db,
  );
  await db.schema
    .alterTable('backoffice_accounts')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled_at', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_by', 'integer')
    .execute();

  await db.schema
    .createTable('backoffice_role_assignments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('backoffice_accounts.user_id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .check(sql`role in ('operator', 'content_editor', 'support', 'safeguarding', 'school_counselor')`),
    )
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A school-scoped role names its school; the others never do.
    .addCheckConstraint(
      'backoffice_role_school_scope',
      sql`(role = 'school_counselor') = (school_id is not null)`,
    )
    .execute();
  await sql`CREATE UNIQUE INDEX backoffice_role_assignments_unique
    ON backoffice_role_assignments (user_id, role, coalesce(school_id, 0))`.execute(db);
  await sql`INSERT INTO backoffice_role_assignments (user_id, role) SELECT user_id, 'operator' FROM backoffice_accounts`.execute(
    db,
  );

  await db.schema
    .createTable('backoffice_recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('backoffice_accounts.user_id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX backoffice_recovery_codes_user ON backoffice_recovery_codes (user_id)`.execute(db);

  await db.schema
    .createTable('backoffice_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('backoffice_accounts.user_id').onDelete('cascade'),
    )
    .addColumn('second_factor_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX backoffice_sessions_user ON backoffice_sessions (user_id)`.execute(db);

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // No foreign key: the trail outlives accounts (and an ON DELETE SET NULL would be an UPDATE).
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_target ON audit_log (target_type, target_id)`.execute(db);
  await sql`CREATE INDEX audit_log_actor ON audit_log (actor_id)`.execute(db);
  await sql`INSERT INTO audit_log (actor_id, action, target_type, target_id, after, created_at)
    SELECT operator_id, action, target_type, target_id::text, detail, created_at FROM operator_actions ORDER BY id`.execute(
    db,
  );
  await db.schema.dropTable('operator_actions').execute();
  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
    END $$`.execute(db);
  await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('audit_log').execute();
  await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
  for (const table of ['backoffice_sessions', 'backoffice_recovery_codes', 'backoffice_role_assignments'])
    await db.schema.dropTable(table).execute();
  await db.schema
    .alterTable('backoffice_accounts')
    .dropColumn('totp_secret')
    .dropColumn('totp_enrolled_at')
    .dropColumn('disabled_at')
    .dropColumn('created_by')
    .execute();
  await sql`ALTER TABLE backoffice_accounts RENAME CONSTRAINT backoffice_accounts_pkey TO operators_pkey`.execute(
    db,
  );
  await sql`ALTER TABLE backoffice_accounts RENAME TO operators`.execute(db);
}
