/**
 * Every table that holds a member's data, in one place. The export (privacy.service.ts) reads it
 * and privacy.test.ts fails when a table with a user-referencing column (user_id, student_id,
 * mentor_id, inviter_id … or a foreign key to users) is not listed here. A module that adds such a
 * table adds one line here, deciding what the member gets back (secrets such as token hashes are
 * never exported).
 *
 * `columns`: 'all' (minus `omit` and any *hash/*token/*secret column), or an allow-list when the
 * rows also hold someone else's data (only the member's own part is exported).
 */
export type ExportSection = {
  /** Key in the export document. */
  key: string;
  table: string;
  /** Column holding the member's id. */
  userColumn: string;
  columns: 'all' | string[];
  omit?: string[];
  /** Shown in docs/privacy.md and the export's `about`. */
  description: string;
};

export const EXPORT_SECTIONS: ExportSection[] = [
  {
    key: 'profile',
    table: 'users',
    userColumn: 'id',
    columns: 'all',
    omit: ['password_hash'],
    description: 'Your profile and account settings.',
  },
  {
    key: 'members_you_invited',
    table: 'users',
    userColumn: 'invited_by_id',
    columns: ['id', 'created_at'],
    description: 'Accounts created after your invitation (their id and date only).',
  },
  {
    key: 'mentor_tags',
    table: 'user_tags',
    userColumn: 'user_id',
    columns: 'all',
    description: 'The topics you chose as a mentor.',
  },
  {
    key: 'sessions',
    table: 'refresh_tokens',
    userColumn: 'user_id',
    columns: ['id', 'family_id', 'created_at', 'expires_at', 'used_at', 'revoked_at'],
    description: 'Your sign-in sessions (without the tokens).',
  },
  {
    key: 'ended_sessions',
    table: 'revoked_sessions',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Sessions that were ended (signed out, password changed).',
  },
  {
    key: 'account_links',
    table: 'one_time_tokens',
    userColumn: 'user_id',
    columns: ['id', 'purpose', 'created_at', 'expires_at', 'used_at'],
    description: 'E-mail verification, password reset and e-mail change links we sent (without the tokens).',
  },
  {
    key: 'email_change_undo_links',
    table: 'email_change_undo_tokens',
    userColumn: 'user_id',
    columns: ['id', 'previous_email', 'created_at', 'expires_at', 'used_at'],
    description: 'Links we sent to your old e-mail address to undo an e-mail change (without the tokens).',
  },
  {
    key: 'assessment_attempts',
    table: 'assessment_attempts',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Your assessment answers and the profile computed from them.',
  },
  {
    key: 'career_results',
    table: 'career_results',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Your career recommendations, scores, saved and booked careers.',
  },
  {
    key: 'parent_payment_links',
    table: 'parent_payment_links',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Payment links texted to a parent (the phone number is not stored).',
  },
  {
    key: 'checkout_sessions',
    table: 'checkout_sessions',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Checkouts you started.',
  },
  {
    key: 'payments',
    table: 'payments',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Payments for your plan.',
  },
  {
    key: 'scoop_refreshes',
    table: 'scoop_refreshes',
    userColumn: 'user_id',
    columns: 'all',
    description: 'The Scoop answers you refreshed, per question.',
  },
  {
    key: 'ai_report',
    table: 'ai_reports',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Your AI Insights Report.',
  },
  {
    key: 'invitations_sent',
    table: 'invitations',
    userColumn: 'inviter_id',
    columns: ['id', 'email', 'message', 'created_at'],
    description: 'Friends you invited and your messages.',
  },
  {
    key: 'invitation_received',
    table: 'invitations',
    userColumn: 'invitee_id',
    columns: ['id', 'created_at'],
    description: 'The invitation you signed up with (the sender is not shown).',
  },
  {
    key: 'companion_chats',
    table: 'chat_messages',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Your conversations with the AI companions.',
  },
  {
    key: 'companion_safety_flags',
    table: 'chat_safety_flags',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Companion messages our safety check flagged for review, and why.',
  },
  {
    key: 'companion_usage',
    table: 'chat_usage',
    userColumn: 'user_id',
    columns: 'all',
    description: 'How many companion messages you sent each day (the daily allowance).',
  },
  {
    key: 'guardian_contact',
    table: 'guardian_contacts',
    userColumn: 'user_id',
    columns: 'all',
    description: 'The parent or guardian contact that is told about your sessions.',
  },
  {
    key: 'parent_summary',
    table: 'parent_summaries',
    userColumn: 'user_id',
    columns: 'all',
    description:
      'Whether your parent or guardian gets the monthly progress summary, and when the last one went.',
  },
  {
    key: 'mentoring_profile',
    table: 'mentor_profiles',
    userColumn: 'user_id',
    columns: 'all',
    description: 'Your mentoring profile: expertise, about me, availability, time zone, vetting.',
  },
  {
    key: 'mentors_you_vetted',
    table: 'mentor_profiles',
    userColumn: 'vetted_by',
    columns: ['user_id', 'vetted_at'],
    description: 'Mentors you vetted as an operator (their id and date only).',
  },
  {
    key: 'mentor_sessions_as_student',
    table: 'mentor_sessions',
    userColumn: 'student_id',
    columns: 'all',
    omit: ['declined_mentor_ids'],
    description: 'Mentorship sessions you asked for.',
  },
  {
    key: 'mentor_sessions_as_mentor',
    table: 'mentor_sessions',
    userColumn: 'mentor_id',
    columns: 'all',
    omit: ['declined_mentor_ids'],
    description: 'Mentorship sessions you held as a mentor.',
  },
  {
    key: 'mentor_sessions_you_cancelled',
    table: 'mentor_sessions',
    userColumn: 'cancelled_by',
    columns: ['id', 'status', 'updated_at'],
    description: 'Sessions you cancelled (their id and state only).',
  },
  {
    key: 'mentor_session_events',
    table: 'mentor_session_events',
    userColumn: 'actor_id',
    columns: 'all',
    description: 'The changes you made to sessions (the audit trail of your own actions).',
  },
  {
    key: 'feedback_received',
    table: 'mentor_feedbacks',
    userColumn: 'student_id',
    columns: 'all',
    description: 'Feedback mentors wrote for you and your ratings of sessions.',
  },
  {
    key: 'feedback_written',
    table: 'mentor_feedbacks',
    userColumn: 'mentor_id',
    columns: 'all',
    description: 'Feedback you wrote as a mentor and the ratings you received.',
  },
  {
    key: 'concerns_reported',
    table: 'mentorship_concerns',
    userColumn: 'reporter_id',
    columns: 'all',
    description: 'Concerns you reported about a session.',
  },
  {
    key: 'concerns_resolved',
    table: 'mentorship_concerns',
    userColumn: 'resolved_by',
    columns: ['id', 'resolved_at'],
    description: 'Concerns you resolved as an operator (their id and date only).',
  },
  {
    key: 'backoffice_account',
    table: 'backoffice_accounts',
    userColumn: 'user_id',
    columns: ['user_id', 'created_at', 'totp_enrolled_at', 'disabled_at'],
    description: 'Your back-office account, if you have one (never its second-factor secret).',
  },
  {
    key: 'backoffice_roles',
    table: 'backoffice_role_assignments',
    userColumn: 'user_id',
    columns: ['role', 'school_id', 'created_at'],
    description: 'Your back-office roles.',
  },
  {
    key: 'backoffice_recovery_codes',
    table: 'backoffice_recovery_codes',
    userColumn: 'user_id',
    columns: ['id', 'used_at', 'created_at'],
    description: 'When your back-office recovery codes were made and used (never the codes).',
  },
  {
    key: 'backoffice_sessions',
    table: 'backoffice_sessions',
    userColumn: 'user_id',
    columns: ['second_factor_at', 'last_seen_at'],
    description: 'When your back-office sessions passed the second factor and were last used.',
  },
  {
    key: 'backoffice_actions',
    table: 'audit_log',
    userColumn: 'actor_id',
    columns: ['id', 'action', 'target_type', 'target_id', 'created_at'],
    description: 'Changes you made in the back office (the audit trail).',
  },
  // Issue 21: the school's access (docs/counselors.md).
  {
    key: 'assessment_started',
    table: 'assessment_starts',
    userColumn: 'user_id',
    columns: 'all',
    description: 'When you first started the assessment (your school sees whether you started).',
  },
  {
    key: 'school_views_of_your_record',
    table: 'counselor_student_views',
    userColumn: 'student_id',
    columns: ['counselor_id', 'school_id', 'created_at'],
    description:
      'Each time a counselor of your school opened your page: who (their account id), which school, when.',
  },
  {
    key: 'student_pages_you_opened',
    table: 'counselor_student_views',
    userColumn: 'counselor_id',
    columns: ['id', 'school_id', 'created_at'],
    description: 'As a counselor: when you opened a student page (without the student).',
  },
  {
    key: 'school_reminders_received',
    table: 'counselor_nudges',
    userColumn: 'student_id',
    columns: ['school_id', 'counselor_id', 'sent_at'],
    description: 'Reminders your school sent you to finish the assessment.',
  },
  {
    key: 'school_reminders_sent',
    table: 'counselor_nudges',
    userColumn: 'counselor_id',
    columns: ['id', 'school_id', 'sent_at'],
    description: 'As a counselor: reminders you sent (without the students).',
  },
  {
    key: 'counselor_invitations',
    table: 'counselor_invitations',
    userColumn: 'user_id',
    columns: ['school_id', 'expires_at', 'accepted_at', 'created_at'],
    description: 'As a counselor: your invitations (without the link).',
  },
  {
    key: 'idempotency_keys',
    table: 'idempotency_keys',
    userColumn: 'user_id',
    columns: ['key', 'status_code', 'created_at'],
    description: 'Keys your app sent with a change in the last day, so a resent change is not made twice.',
  },
  {
    key: 'school_reminders_opt_out',
    table: 'school_mail_opt_outs',
    userColumn: 'user_id',
    columns: 'all',
    description: 'When you unsubscribed from your school’s reminders.',
  },
];

/** Column names that refer to a member even without a foreign key. */
export const USER_COLUMN_NAMES: readonly string[] = [
  'user_id',
  'student_id',
  'mentor_id',
  'inviter_id',
  'invitee_id',
  'invited_by_id',
  'member_id',
  'owner_id',
  'author_id',
  'sender_id',
  'recipient_id',
];

/** Never exported whatever the section says. */
export const SECRET_COLUMN = /(hash|token|secret)$/i;
