import { z } from 'zod';
import { sessionStatusSchema } from './mentorship';

/** The operators' back office (docs/mentorship.md "Operators"). */
export const vettingStatusSchema = z.enum(['pending', 'vetted', 'rejected', 'paused']);

export const backofficeMentorSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  title: z.string(),
  social_url: z.string(),
  about_me: z.string(),
  industry: z.string().nullable(),
  created_at: z.string(),
  vetting_status: vettingStatusSchema,
  status_reason: z.string(),
  identity_checked_on: z.string().nullable(),
  background_checked_on: z.string().nullable(),
  safeguarding_trained_on: z.string().nullable(),
});
export type BackofficeMentor = z.infer<typeof backofficeMentorSchema>;

export const backofficeRequestSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  career_code: z.string().nullable(),
  status: sessionStatusSchema,
  mentor_id: z.number().int().nullable(),
  student: z.string(),
  grade: z.string().nullable(),
  created_at: z.string(),
  overdue: z.boolean(),
});
export type BackofficeRequest = z.infer<typeof backofficeRequestSchema>;

export const backofficeConcernSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  reporter_role: z.enum(['student', 'mentor']),
  reporter_id: z.number().int().nullable(),
  message: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution: z.string(),
  created_at: z.string(),
  mentor_id: z.number().int().nullable(),
  student_id: z.number().int(),
  topic: z.string(),
});
export type BackofficeConcern = z.infer<typeof backofficeConcernSchema>;

/** A companion exchange the safety check flagged, for the operators' review (docs/companions.md). */
export const backofficeChatFlagSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int(),
  /** First name and last initial: operators act on the account id, the excerpt is already masked. */
  student: z.string(),
  age: z.number().int().nullable(),
  agent: z.string().nullable(),
  source: z.enum(['user', 'assistant']),
  categories: z.array(z.string()),
  /** Issue 19: medium, high or critical; critical ones were e-mailed to SAFEGUARDING_EMAIL (`alerted_at`). */
  severity: z.enum(['medium', 'high', 'critical']),
  alerted_at: z.string().nullable(),
  action: z.string(),
  excerpt: z.string(),
  reviewed_at: z.string().nullable(),
});
export type BackofficeChatFlag = z.infer<typeof backofficeChatFlagSchema>;

/**
 * Back-office roles and permissions (docs/backoffice.md). The server checks every back-office
 * route with `requirePermission` (apps/api/src/modules/backoffice/permissions.ts); the web app
 * only uses these lists to hide what a role cannot do.
 */
export const BACKOFFICE_PERMISSIONS = [
  'members.read',
  'members.write',
  'members.export',
  'members.safeguarding',
  'payments.read',
  'payments.refund',
  'schools.read',
  'schools.write',
  'content.read',
  'content.write',
  'companions.read',
  'companions.write',
  'plans.read',
  'plans.write',
  'mentorship.manage',
  'concerns.manage',
  'chat_flags.review',
  'audit.read',
  'accounts.manage',
] as const;
export type BackofficePermission = (typeof BACKOFFICE_PERMISSIONS)[number];

export const BACKOFFICE_ROLES = [
  'operator',
  'content_editor',
  'support',
  'safeguarding',
  'school_counselor',
] as const;
export const backofficeRoleSchema = z.enum(BACKOFFICE_ROLES);
export type BackofficeRoleName = (typeof BACKOFFICE_ROLES)[number];

/** Roles whose assignment names one school (`school_id`); their permissions hold for that school only. */
export const SCHOOL_SCOPED_ROLES: readonly BackofficeRoleName[] = ['school_counselor'];

export const ROLE_LABELS: Record<BackofficeRoleName, string> = {
  operator: 'Operator',
  content_editor: 'Content editor',
  support: 'Support',
  safeguarding: 'Safeguarding',
  school_counselor: 'School counselor',
};

export const ROLE_PERMISSIONS: Record<BackofficeRoleName, readonly BackofficePermission[]> = {
  operator: BACKOFFICE_PERMISSIONS,
  content_editor: ['content.read', 'content.write', 'companions.read', 'plans.read', 'schools.read'],
  support: [
    'members.read',
    'members.write',
    'members.export',
    'payments.read',
    'schools.read',
    'plans.read',
    'mentorship.manage',
  ],
  safeguarding: [
    'members.read',
    'members.safeguarding',
    'mentorship.manage',
    'concerns.manage',
    'chat_flags.review',
    'audit.read',
  ],
  // Scoped to the assignment's school. A counselor works in their own dashboard (counselor/ routes,
  // docs/counselors.md), which shows no payment, plan or guardian fields (FERPA): no back-office
  // permission at all, so no member page with payments either.
  school_counselor: [],
};

export const backofficeGrantSchema = z.object({
  role: backofficeRoleSchema,
  school_id: z.number().int().nullable(),
});
export type BackofficeGrant = z.infer<typeof backofficeGrantSchema>;

/** GET backoffice/me/: who you are in the back office and whether the second factor was passed. */
export const backofficeMeSchema = z.object({
  /** Kept for older clients: true for every back-office account. */
  is_operator: z.boolean(),
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(backofficeGrantSchema),
  permissions: z.array(z.enum(BACKOFFICE_PERMISSIONS)),
  /** 'not_enrolled': enrol TOTP first; 'required': enter a code; 'passed': this session may act. */
  second_factor: z.enum(['not_enrolled', 'required', 'passed']),
  idle_minutes: z.number().int(),
});
export type BackofficeMe = z.infer<typeof backofficeMeSchema>;

/** A row of GET backoffice/members/ (support's search). */
export const backofficeMemberRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(['Student', 'Mentor']),
  school: z.string().nullable(),
  school_id: z.number().int().nullable(),
  plan: z.string().nullable(),
  plan_expires_at: z.string().nullable(),
  email_verified: z.boolean(),
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
});
export type BackofficeMemberRow = z.infer<typeof backofficeMemberRowSchema>;

export const backofficeMemberListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  results: z.array(backofficeMemberRowSchema),
});

/** GET backoffice/members/{id}/: what support needs; never hashes, tokens or chat text (unless safeguarding). */
export const backofficeMemberSchema = backofficeMemberRowSchema.extend({
  age: z.number().int().nullable(),
  grade: z.string().nullable(),
  affiliate_code: z.string().nullable(),
  is_backoffice: z.boolean(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      topic: z.string(),
      status: z.string(),
      datetime: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      plan: z.string(),
      amount_cents: z.number().int(),
      currency: z.string(),
      paid_at: z.string(),
      plan_expires_at: z.string(),
      stripe_payment_intent_id: z.string().nullable(),
    }),
  ),
  /** Only with the safeguarding permission (else null): flagged companion messages and concerns. */
  safeguarding: z
    .object({
      chat_flags: z.array(z.object({ id: z.number().int(), created_at: z.string(), excerpt: z.string() })),
      concerns: z.array(z.object({ id: z.number().int(), created_at: z.string(), message: z.string() })),
    })
    .nullable(),
});
export type BackofficeMember = z.infer<typeof backofficeMemberSchema>;

export const deactivateMemberSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .max(1000, 'Keep the reason under 1000 characters.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Please give a reason.')),
});

/** A row of GET backoffice/audit/. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  results: z.array(auditEntrySchema),
});

/** A row of GET backoffice/payments/. */
export const backofficePaymentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  member: z.string(),
  email: z.string(),
  plan: z.string(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'partially_refunded', 'refunded']),
  provider: z.enum(['stripe', 'sandbox']),
  stripe_session_id: z.string(),
  stripe_payment_intent_id: z.string().nullable(),
  paid_at: z.string(),
  plan_expires_at: z.string(),
});
export type BackofficePayment = z.infer<typeof backofficePaymentSchema>;
export const backofficePaymentListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  results: z.array(backofficePaymentSchema),
});

/** POST backoffice/payments/{id}/refund/: the whole rest when `amount_cents` is left out. */
export const refundPaymentSchema = z.object({
  amount_cents: z
    .number({ error: 'Enter the amount in cents.' })
    .int('Enter the amount in whole cents.')
    .min(1, 'Refund at least 1 cent.')
    .max(10_000_000, 'That amount is too large.')
    .optional(),
  reason: z
    .string({ error: 'Please give a reason.' })
    .max(500, 'Keep the reason under 500 characters.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Please give a reason.')),
});

/** A school in the back office, with its affiliate code and what its students are entitled to. */
export const backofficeSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  affiliate_code: z.string(),
  code_expires_at: z.string().nullable(),
  seat_limit: z.number().int().nullable(),
  seats_used: z.number().int(),
  mentor_sessions: z.number().int(),
  companions: z.boolean(),
  daily_chat_messages: z.number().int().nullable(),
  created_at: z.string(),
});
export type BackofficeSchool = z.infer<typeof backofficeSchoolSchema>;

/** POST backoffice/schools/ and PATCH backoffice/schools/{id}/ (every field optional on PATCH). */
export const schoolInputSchema = z.object({
  name: z
    .string({ error: 'Enter the school name.' })
    .transform((s) => s.trim())
    .pipe(z.string().min(2, 'Enter the school name.').max(200, 'Keep the name under 200 characters.')),
  affiliate_code: z
    .string({ error: 'Enter an affiliate code.' })
    .transform((s) => s.trim().toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          /^[A-Z0-9][A-Z0-9-]{3,39}$/,
          'Use 4 to 40 letters, digits or dashes, starting with a letter or digit.',
        ),
    ),
  code_expires_at: z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).nullable().optional(),
  seat_limit: z
    .number({ error: 'Enter a number of seats.' })
    .int('Enter a whole number of seats.')
    .min(1, 'At least 1 seat, or leave it empty for no limit.')
    .max(1_000_000, 'That is too many seats.')
    .nullable()
    .optional(),
  mentor_sessions: z
    .number({ error: 'Enter a number of sessions.' })
    .int('Enter a whole number of sessions.')
    .min(0, 'Sessions cannot be negative.')
    .max(50, 'At most 50 sessions a year.')
    .optional(),
  companions: z.boolean({ error: 'Choose whether companions are included.' }).optional(),
  daily_chat_messages: z
    .number({ error: 'Enter a number of messages.' })
    .int('Enter a whole number of messages.')
    .min(1, 'At least 1 message a day, or leave it empty for the default.')
    .max(10_000, 'That is too many messages.')
    .nullable()
    .optional(),
});

/** Sign-up with a school code that is past its expiry or seat limit (issue 20; server only, kept out of MESSAGES). */
export const SCHOOL_CODE_MESSAGES = {
  expired: 'This affiliate code has expired. Ask your school or organization for a current one.',
  full: 'This affiliate code has no seats left. Ask your school or organization about more seats.',
} as const;

/** An AI companion in the back office (name, picture, description, instructions, enabled). */
export const backofficeCompanionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  short_description: z.string(),
  system_prompt: z.string(),
  is_active: z.boolean(),
  position: z.number().int(),
  updated_at: z.string(),
});
export type BackofficeCompanion = z.infer<typeof backofficeCompanionSchema>;

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .refine((s) => !s.includes('\u0000'), 'Null characters are not allowed.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, `Enter the ${label}.`).max(max, `Keep the ${label} under ${max} characters.`));

/** PATCH backoffice/companions/{id}/ */
export const companionInputSchema = z
  .object({
    name: trimmed('name', 60),
    short_description: trimmed('short description', 300),
    system_prompt: trimmed('instructions', 20_000),
    is_active: z.boolean({ error: 'Choose whether the companion is enabled.' }),
  })
  .partial();
