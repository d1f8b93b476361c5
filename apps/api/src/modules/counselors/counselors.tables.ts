import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Issue 21 (migration 0150): the cohort's own records. */
export type CounselorTables = {
  assessment_starts: { user_id: number; started_at: Timestamp };
  counselor_student_views: {
    id: Generated<string>;
    counselor_id: number | null;
    school_id: number;
    student_id: number;
    request_id: Generated<string>;
    created_at: Timestamp;
  };
  counselor_nudges: {
    id: Generated<string>;
    school_id: number;
    counselor_id: number | null;
    student_id: number;
    sent_at: Timestamp;
  };
  school_mail_opt_outs: { user_id: number; created_at: Generated<Date> };
  counselor_invitations: {
    id: Generated<number>;
    school_id: number;
    user_id: number;
    token_hash: string;
    expires_at: Timestamp;
    accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    invited_by: number | null;
    created_at: Generated<Date>;
  };
};
