import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type AccountTables = {
  schools: {
    id: Generated<number>;
    name: string;
    affiliate_code: string;
    created_at: Generated<Date>;
    /** What the school's affiliation entitles its students to (0050; docs/gating.md). */
    mentor_sessions: Generated<number>;
    companions: Generated<boolean>;
    daily_chat_messages: Generated<number | null>;
    /** Issue 20 (0133): the code's expiry and seat limit (student accounts); null = none. */
    code_expires_at: Generated<Date | null>;
    seat_limit: Generated<number | null>;
    updated_at: Generated<Date | null>;
  };
  industries: { id: Generated<number>; name: string; position: Generated<number> };
  tags: { id: Generated<number>; name: string; position: Generated<number> };
  users: {
    id: Generated<number>;
    email: string;
    password_hash: string;
    role: 'Student' | 'Mentor';
    first_name: string;
    last_name: string;
    phone: Generated<string>;
    address: Generated<string>;
    city: Generated<string>;
    state: Generated<string>;
    /** Issue 24 #11: the browser's IANA time zone, for times in mail (null: from the state). */
    time_zone: Generated<string | null>;
    country: Generated<string>;
    zipcode: Generated<string>;
    age: number | null;
    grade: string | null;
    education: number | null;
    careers: Generated<string>;
    certainty: number | null;
    favorite_ice_cream_flavor: Generated<string>;
    about_me: Generated<string>;
    title: Generated<string>;
    industry_id: number | null;
    social_url: Generated<string>;
    image: string | null;
    ai_report: string | null;
    pricing_plan_id: number | null;
    /** The terms version of the plan the member bought (0165); null = the plan's current terms. */
    plan_terms_id: Generated<number | null>;
    plan_expires_at: NullableTimestamp;
    affiliate_code: string | null;
    school_id: number | null;
    terms_accepted_at: NullableTimestamp;
    allow_data_sharing: Generated<boolean>;
    data_sharing_consented_at: NullableTimestamp;
    email_verified_at: NullableTimestamp;
    password_changed_at: Timestamp;
    created_at: Generated<Date>;
    updated_at: Timestamp;
    /** Issue 13: a new address waiting for its confirmation link; who invited this member. */
    pending_email: Generated<string | null>;
    invited_by_id: Generated<number | null>;
    /** Issue 20: set by the back office; a deactivated member cannot sign in (docs/backoffice.md). */
    deactivated_at: Generated<Date | null>;
  };
  user_tags: { user_id: number; tag_id: number };
  refresh_tokens: {
    id: Generated<number>;
    user_id: number;
    family_id: string;
    token_hash: string;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
    revoked_at: NullableTimestamp;
    created_at: Generated<Date>;
  };
  one_time_tokens: {
    id: Generated<number>;
    user_id: number;
    purpose: 'verify_email' | 'password_reset' | 'change_email';
    token_hash: string;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
    created_at: Generated<Date>;
  };
  /** Issue 24 #4 (migration 0110): links to the old address that undo an e-mail change. */
  email_change_undo_tokens: {
    id: Generated<number>;
    user_id: number;
    token_hash: string;
    previous_email: string;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
    created_at: Generated<Date>;
  };
  /** Sessions (refresh families) ended before their access tokens expired (migration 0046). */
  revoked_sessions: { session_id: string; user_id: number; revoked_at: Timestamp };
  /** rate-limiter-flexible's counters (migration 0045, lib/rate-limit.ts). */
  rate_limits: { key: string; points: number; expire: number | null };
  user_reviews: {
    id: Generated<number>;
    name: string;
    title: string;
    review: string;
    image: string | null;
    position: Generated<number>;
    /** Issue 13: home testimonials, or the students' and parents' stories of /stories. */
    audience: Generated<'home' | 'student' | 'parent'>;
    age: number | null;
    career_path: Generated<string>;
    quote: Generated<string>;
    /** Issue 20: drafts made in the back office are unpublished; user-reviews/ serves published only. */
    published: Generated<boolean>;
    updated_at: Date | null;
  };
};
