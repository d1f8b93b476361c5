import { z } from 'zod';
import { GRADE_CODES } from './auth';
import { RIASEC_NAMES } from './catalog';
import { pageOf, pageQuerySchema } from './common';
import { strengthProfileSchema } from './exploration';
import { email, INT4_MAX, id, integer } from './input';
import { careerResultSchema } from './results';

/**
 * The counselors' dashboard (issue 21, docs/counselors.md): a school's cohort, its progress and
 * what it is drawn to. Every shape here is what a counselor may see: no chat text, no payment,
 * no guardian contact, no mentor conversation, no contact detail of the student.
 */

export const COUNSELOR_MESSAGES = {
  notCounselor: 'This page is for school counselors.',
  dateOrder: 'The start date must be on or before the end date.',
  nudgeTooSoon: 'Your school sent a reminder recently. You can send the next one after',
  nudgeNobody: 'Every student in this list has finished the assessment or had a reminder recently.',
  resourceTitle: 'Please give the resource a title.',
  resourceBody: 'Please write something in the body.',
} as const;

const dateText = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

/** Filters shared by the summary, the list and the CSV: grade or graduation year, and sign-up dates. */
export const cohortFilterSchema = z
  .object({
    grade: z.enum(GRADE_CODES, { error: `Choose one of ${GRADE_CODES.join(', ')}.` }).optional(),
    graduation_year: integer(
      z
        .number()
        .int()
        .min(2000, 'Enter a year from 2000 to 2100.')
        .max(2100, 'Enter a year from 2000 to 2100.'),
    ).optional(),
    /** Signed up on or after this day (UTC). */
    from: dateText.optional(),
    /** Signed up on or before this day (UTC). */
    to: dateText.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: COUNSELOR_MESSAGES.dateOrder, path: ['to'] });
export type CohortFilter = z.infer<typeof cohortFilterSchema>;

export const FUNNEL_STEPS = [
  'signed_up',
  'verified',
  'assessment_started',
  'assessment_finished',
  'careers_saved',
  'session_requested',
  'session_held',
] as const;
export const FUNNEL_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  signed_up: 'Signed up',
  verified: 'Verified e-mail',
  assessment_started: 'Started the assessment',
  assessment_finished: 'Finished the assessment',
  careers_saved: 'Saved careers',
  session_requested: 'Requested a session',
  session_held: 'Held a session',
};

const countedSchema = z.object({ code: z.string(), title: z.string(), students: z.number().int() });

export const cohortSummarySchema = z
  .object({
    school: z.object({ id: z.number().int(), name: z.string() }),
    /** The school's affiliate codes: students who joined with each, against its seat limit (null: none). */
    codes: z.array(
      z.object({ code: z.string(), students: z.number().int(), seat_limit: z.number().int().nullable() }),
    ),
    funnel: z.object(
      Object.fromEntries(FUNNEL_STEPS.map((s) => [s, z.number().int()])) as {
        [K in (typeof FUNNEL_STEPS)[number]]: z.ZodNumber;
      },
    ),
    /** Students by their first interest type (newest attempt: their own first pick, else the strongest score). */
    interest_types: z.array(z.object({ type: z.enum(RIASEC_NAMES), students: z.number().int() })),
    top10: z.object({ families: z.array(countedSchema), careers: z.array(countedSchema) }),
    saved: z.object({ families: z.array(countedSchema), careers: z.array(countedSchema) }),
    /** Median wage and typical education of the careers students saved, against the whole catalogue. */
    wages: z.object({ saved_median: z.number().nullable(), catalogue_median: z.number().nullable() }),
    education: z.object({
      saved_median: z.string().nullable(),
      catalogue_median: z.string().nullable(),
      saved: z.array(z.object({ level: z.string(), share: z.number() })),
      catalogue: z.array(z.object({ level: z.string(), share: z.number() })),
    }),
    generated_at: z.string(),
  })
  .meta({ id: 'CohortSummary' });
export type CohortSummary = z.infer<typeof cohortSummarySchema>;

export const COHORT_ORDERINGS = [
  'name',
  '-name',
  'grade',
  '-grade',
  'last_activity',
  '-last_activity',
  'assessment_date',
  '-assessment_date',
] as const;

export const cohortListQuerySchema = z.intersection(
  pageQuerySchema.extend({
    search: z.string().max(100, 'Ensure this field has no more than 100 characters.').optional(),
    ordering: z
      .enum(COHORT_ORDERINGS, { error: `Choose one of ${COHORT_ORDERINGS.join(', ')}.` })
      .default('name'),
  }),
  cohortFilterSchema,
);
export type CohortListQuery = z.infer<typeof cohortListQuerySchema>;

const careerRefSchema = z.object({ code: z.string(), title: z.string() });

export const cohortStudentSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  grade: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  joined_at: z.string(),
  last_activity: z.string(),
  assessment_date: z.string().nullable(),
  top_careers: z.array(careerRefSchema),
  saved_careers: z.array(careerRefSchema),
  sessions_requested: z.number().int(),
  sessions_held: z.number().int(),
});
export type CohortStudent = z.infer<typeof cohortStudentSchema>;
export const cohortStudentPageSchema = pageOf(cohortStudentSchema).meta({ id: 'CohortStudentPage' });
export type CohortStudentPage = z.infer<typeof cohortStudentPageSchema>;

/** A student's page: what the student sees of their results and strengths, read-only. */
export const cohortStudentDetailSchema = z
  .object({
    student: cohortStudentSchema.extend({ email_verified: z.boolean() }),
    results: z.array(careerResultSchema),
    strengths: strengthProfileSchema,
    sessions: z.array(
      z.object({ status: z.string(), requested_at: z.string(), held_at: z.string().nullable() }),
    ),
  })
  .meta({ id: 'CohortStudentDetail' });
export type CohortStudentDetail = z.infer<typeof cohortStudentDetailSchema>;

export const studentIdParamsSchema = z.object({ id: id() });

export const nudgeRequestSchema = cohortFilterSchema;
export const nudgeResponseSchema = z.object({
  sent: z.number().int(),
  skipped: z.number().int(),
  next_allowed_at: z.string(),
});
export type NudgeResponse = z.infer<typeof nudgeResponseSchema>;

const noNul = (s: string) => !s.includes('\u0000');
export const counselorResourceInputSchema = z.object({
  title: z
    .string({ error: COUNSELOR_MESSAGES.resourceTitle })
    .refine(noNul, 'Null characters are not allowed.')
    .transform((s) => s.trim())
    .pipe(
      z.string().min(1, COUNSELOR_MESSAGES.resourceTitle).max(200, 'Keep the title under 200 characters.'),
    ),
  subtitle: z
    .string()
    .refine(noNul, 'Null characters are not allowed.')
    .max(300, 'Keep the subtitle under 300 characters.')
    .default(''),
  body: z
    .string({ error: COUNSELOR_MESSAGES.resourceBody })
    .refine(noNul, 'Null characters are not allowed.')
    .max(20_000, 'Keep the body under 20,000 characters.')
    .refine((s) => s.trim().length > 0, COUNSELOR_MESSAGES.resourceBody),
  video: z
    .url({ protocol: /^https$/, error: 'Enter an https:// link.' })
    .nullable()
    .default(null),
});
export type CounselorResourceInput = z.input<typeof counselorResourceInputSchema>;

export const counselorResourceSchema = z.object({
  id: z.number().int().min(1).max(INT4_MAX),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  video: z.string().nullable(),
});
export type CounselorResource = z.infer<typeof counselorResourceSchema>;

/** GET profile/school/ (students): which school can see their results and what it sees. */
export const schoolAccessSchema = z
  .object({
    school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    sees: z.string(),
    never_sees: z.string(),
    last_viewed_at: z.string().nullable(),
  })
  .meta({ id: 'SchoolAccess' });
export type SchoolAccess = z.infer<typeof schoolAccessSchema>;

export const counselorMeSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  school: z.object({ id: z.number().int(), name: z.string() }),
});
export type CounselorMe = z.infer<typeof counselorMeSchema>;

// ---- invitations (operators invite counselors from the school's page) ---------------------------

export const COUNSELOR_INVITE_MESSAGES = {
  emailTaken: 'An account with this e-mail already exists.',
  invalid: 'This invitation link is not valid or has expired. Ask Pathscoop for a new one.',
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
} as const;

const personName = (message: string) =>
  z
    .string({ error: message })
    .refine((s) => !s.includes('\u0000'), 'Null characters are not allowed.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, message).max(100, 'Keep the name under 100 characters.'));

export const counselorInviteSchema = z.object({
  email: email('Enter a valid e-mail address.').transform((v) => v.toLowerCase()),
  first_name: personName(COUNSELOR_INVITE_MESSAGES.firstName),
  last_name: personName(COUNSELOR_INVITE_MESSAGES.lastName),
});
export type CounselorInvite = z.input<typeof counselorInviteSchema>;

export const schoolCounselorSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(['invited', 'expired', 'active']),
  invited_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type SchoolCounselor = z.infer<typeof schoolCounselorSchema>;

export const invitationTokenSchema = z.object({
  token: z.string().min(1, 'This field is required.').max(200),
});
export const invitationInfoSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  school: z.string(),
  expires_at: z.string(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
export const invitationAcceptSchema = invitationTokenSchema.extend({
  password: z.string({ error: 'Please enter password.' }).min(1, 'Please enter password.').max(128),
});
