import type { ColumnType, Generated } from 'kysely';

export type BackofficeRole = 'operator' | 'content_editor' | 'support' | 'safeguarding' | 'school_counselor';

export type BackofficeTables = {
  /** An account that may use the back office (migration 0130; was `operators`). */
  backoffice_accounts: {
    user_id: number;
    created_at: Generated<Date>;
    /** The TOTP secret, sealed (totp.ts); null until enrolment starts. */
    totp_secret: string | null;
    /** When the second factor was confirmed; until then only enrolment is allowed. */
    totp_enrolled_at: Date | null;
    disabled_at: Date | null;
    created_by: number | null;
    /** The last TOTP time step accepted (each code works once). */
    totp_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  };
  backoffice_role_assignments: {
    id: Generated<number>;
    user_id: number;
    role: BackofficeRole;
    /** Only for a school-scoped role (school_counselor): the one school it covers. */
    school_id: number | null;
    created_by: number | null;
    created_at: Generated<Date>;
  };
  backoffice_recovery_codes: {
    id: Generated<number>;
    user_id: number;
    code_hash: string;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  /** Per sign-in session (refresh-token family): second factor passed, last use. */
  backoffice_sessions: {
    session_id: string;
    user_id: number;
    second_factor_at: Date;
    last_seen_at: Date;
  };
  /** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
  audit_log: {
    id: Generated<string>;
    actor_id: number | null;
    action: string;
    target_type: string;
    target_id: string;
    before: ColumnType<unknown, string | null | undefined, never>;
    after: ColumnType<unknown, string | null | undefined, never>;
    request_id: string | null;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
};
