import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
/** A `date`: node-postgres reads it as a Date (local midnight); written as 'YYYY-MM-DD'. */
type DateOnly = ColumnType<Date | string | null, string | null | undefined, string | null>;

export type SessionStatus =
  | 'requested'
  | 'matched'
  | 'accepted'
  | 'offered'
  | 'scheduled'
  | 'held'
  | 'cancelled';
export type VettingStatus = 'pending' | 'vetted' | 'rejected' | 'paused';
/** A weekly window in the mentor's time zone: weekday 0 = Sunday, times 'HH:MM'. */
export type AvailabilityWindow = { weekday: number; start: string; end: string };

export type MentorshipTables = {
  mentor_profiles: {
    user_id: number;
    timezone: Generated<string>;
    availability: Json<AvailabilityWindow[]>;
    career_codes: ColumnType<string[], string[] | undefined, string[]>;
    vetting_status: ColumnType<VettingStatus, VettingStatus | undefined, VettingStatus>;
    identity_checked_on: DateOnly;
    background_checked_on: DateOnly;
    safeguarding_trained_on: DateOnly;
    status_reason: Generated<string>;
    vetted_by: number | null;
    vetted_at: NullableTimestamp;
    created_at: Generated<Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  mentor_sessions: {
    id: Generated<number>;
    student_id: number;
    mentor_id: number | null;
    topic: string;
    career_code: string | null;
    status: SessionStatus;
    preferred_at: NullableTimestamp;
    offered_times: ColumnType<Date[], Date[] | undefined, Date[]>;
    scheduled_at: NullableTimestamp;
    meeting_url: string | null;
    declined_mentor_ids: ColumnType<number[], number[] | undefined, number[]>;
    matched_at: NullableTimestamp;
    response_due_at: NullableTimestamp;
    entitlement_used_at: NullableTimestamp;
    held_at: NullableTimestamp;
    cancelled_at: NullableTimestamp;
    cancelled_by: number | null;
    rating: number | null;
    rating_comment: Generated<string>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  mentor_session_events: {
    id: Generated<number>;
    session_id: number;
    actor_id: number | null;
    actor: 'student' | 'mentor' | 'operator' | 'system';
    action: string;
    from_status: string | null;
    to_status: string | null;
    detail: Json<Record<string, unknown>>;
    created_at: Timestamp;
  };
  mentor_feedbacks: {
    id: Generated<number>;
    session_id: number;
    mentor_id: number | null;
    student_id: number;
    topic: string;
    message: string;
    created_at: Timestamp;
  };
  mentorship_concerns: {
    id: Generated<number>;
    session_id: number;
    reporter_id: number | null;
    reporter_role: 'student' | 'mentor';
    message: string;
    status: ColumnType<'open' | 'resolved', 'open' | 'resolved' | undefined, 'open' | 'resolved'>;
    resolution: Generated<string>;
    resolved_by: number | null;
    resolved_at: NullableTimestamp;
    created_at: Timestamp;
  };
  guardian_contacts: { user_id: number; name: Generated<string>; email: string; created_at: Generated<Date> };
};
