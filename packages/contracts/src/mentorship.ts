import { z } from 'zod';
import { pageOf } from './common';
import { email, text } from './input';

/**
 * Mentorship (spec part 2 §2 Sessions, My Feedback; §3 Session, Feedback, Mentor; §7
 * mentor_sessions/, mentor_feedbacks/, mentors/). docs/mentorship.md describes the loop.
 */

export const MENTORSHIP_MESSAGES = {
  topicRequired: 'Please tell us what you would like to talk about.',
  topicTooLong: 'Keep the topic under 300 characters.',
  nulByte: 'Null characters are not allowed.',
  datetimeInvalid:
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  noAllowance:
    'Mentorship sessions come with a pricing plan or a school affiliate code. Choose a plan to book one.',
  allowanceUsed:
    'You have used every mentorship session your plan includes for this year. Change your plan to book more.',
  messageRequired: 'Please write a message.',
  ratingInvalid: 'Ensure the rating is a whole number from 1 to 5.',
  timesRequired: 'Offer between 1 and 5 times.',
  /** Issue 24 #12: a student under 18 (or of unknown age) books only with a parent or guardian on file. */
  guardianRequired:
    'Before you book a mentorship session, add a parent or guardian. Sessions are video calls with an adult volunteer, and because you are under 18 we tell your parent or guardian about each session you book.',
} as const;

/** The `code` of the 403 that asks for a parent or guardian first (issue 24 #12). */
export const GUARDIAN_REQUIRED_CODE = 'guardian_required';

const noNul = (s: string) => !s.includes('\u0000');
export const safeText = (max: number, required: string) =>
  z
    .string({ error: required })
    .refine(noNul, MENTORSHIP_MESSAGES.nulByte)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, required).max(max, `Ensure this field has no more than ${max} characters.`));

const isoDatetime = z.iso.datetime({ offset: true, error: MENTORSHIP_MESSAGES.datetimeInvalid });

export const SESSION_STATUSES = [
  'requested',
  'matched',
  'accepted',
  'offered',
  'scheduled',
  'held',
  'cancelled',
] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** POST mentor_sessions/ {topic, datetime}: datetime optional (a preferred time). */
export const sessionRequestSchema = z.object({
  topic: z
    .string({ error: MENTORSHIP_MESSAGES.topicRequired })
    .refine(noNul, MENTORSHIP_MESSAGES.nulByte)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, MENTORSHIP_MESSAGES.topicRequired).max(300, MENTORSHIP_MESSAGES.topicTooLong)),
  datetime: isoDatetime.nullish(),
  /** Our extension: the O*NET-SOC code of the career the request is about (booking from a career). */
  career_code: z
    .string()
    .regex(/^\d{2}-\d{4}\.\d{2}$/, 'Use an O*NET-SOC code like 15-1252.00.')
    .nullish(),
});
export type SessionRequest = z.input<typeof sessionRequestSchema>;

export const mentorSessionSchema = z
  .object({
    id: z.number().int(),
    topic: z.string(),
    /** The scheduled time; before that, the student's preferred time, else null. */
    datetime: z.string().nullable(),
    /** Requested, matched, accepted, offered or scheduled, and not yet held. */
    is_active: z.boolean(),
    /** The mentor's id (null until matched). */
    mentor: z.number().int().nullable(),
    /** The mentor's first name and last initial (students' view), null until matched. */
    mentor_name: z.string().nullable(),
    /** The student's first name and last initial: what a mentor may know. */
    student: z.string(),
    /** Mentors only: the student's grade code, else null. */
    student_grade: z.string().nullable(),
    status: sessionStatusSchema,
    career_code: z.string().nullable(),
    offered_times: z.array(z.string()),
    meeting_url: z.string().nullable(),
    rating: z.number().int().nullable(),
    rating_comment: z.string(),
    has_feedback: z.boolean(),
    created_at: z.string(),
    /** Issue 24 #15: mentors only, a scheduled session whose time has come (server clock). */
    can_mark_held: z.boolean().default(false),
  })
  .meta({ id: 'MentorSession' });
export type MentorSession = z.infer<typeof mentorSessionSchema>;
export const mentorSessionPageSchema = pageOf(mentorSessionSchema);

export const offerTimesSchema = z.object({
  times: z
    .array(isoDatetime, { error: MENTORSHIP_MESSAGES.timesRequired })
    .min(1, MENTORSHIP_MESSAGES.timesRequired)
    .max(5, MENTORSHIP_MESSAGES.timesRequired),
});
export const pickTimeSchema = z.object({ datetime: isoDatetime });
export const declineSchema = z.object({
  reason: z.string().refine(noNul, MENTORSHIP_MESSAGES.nulByte).max(500).optional(),
});
export const cancelSchema = declineSchema;
export const feedbackWriteSchema = z.object({ message: safeText(5000, MENTORSHIP_MESSAGES.messageRequired) });
export const ratingSchema = z.object({
  rating: z
    .number({ error: MENTORSHIP_MESSAGES.ratingInvalid })
    .int(MENTORSHIP_MESSAGES.ratingInvalid)
    .min(1, MENTORSHIP_MESSAGES.ratingInvalid)
    .max(5, MENTORSHIP_MESSAGES.ratingInvalid),
  comment: z.string().refine(noNul, MENTORSHIP_MESSAGES.nulByte).max(2000).optional(),
});
export const concernSchema = z.object({ message: safeText(5000, MENTORSHIP_MESSAGES.messageRequired) });

export const suggestedTimesSchema = z.object({ times: z.array(z.string()) });

/** GET mentor_feedbacks/: feedback (§3 Feedback) with the mentor (§3 Mentor: id, first_name). */
export const mentorFeedbackSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    topic: z.string(),
    message: z.string(),
    mentor_session: z.number().int(),
    mentor: z.object({ id: z.number().int().nullable(), first_name: z.string() }),
    /** The rating the student gave that session (mentors' view), else null. */
    rating: z.number().int().nullable(),
    rating_comment: z.string(),
  })
  .meta({ id: 'MentorFeedback' });
export type MentorFeedback = z.infer<typeof mentorFeedbackSchema>;
export const mentorFeedbackPageSchema = pageOf(mentorFeedbackSchema);

/** GET mentors/: vetted mentors' public fields only. */
export const publicMentorSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    title: z.string(),
    industry: z.string().nullable(),
    about_me: z.string(),
    career_codes: z.array(z.string()),
  })
  .meta({ id: 'Mentor' });
export const publicMentorPageSchema = pageOf(publicMentorSchema);

export const availabilityWindowSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM.'),
    end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use HH:MM.'),
  })
  .refine((w) => w.start < w.end, { message: 'A window must end after it starts.' });

/** GET/PATCH mentor_profile/: the mentor's own mentoring profile and vetting state. */
export const mentoringProfileSchema = z.object({
  timezone: z.string(),
  availability: z.array(availabilityWindowSchema),
  career_codes: z.array(z.string()),
  /** Issue 24 #15: the same careers with their titles, for the career picker. */
  careers: z.array(z.object({ code: z.string(), title: z.string() })).default([]),
  about_me: z.string(),
  vetting_status: z.enum(['pending', 'vetted', 'rejected', 'paused']),
  /** Why the mentor waits or is paused, in plain words. */
  status_message: z.string(),
});
export const mentoringProfilePatchSchema = z.object({
  timezone: z.string().refine(noNul).max(64).optional(),
  availability: z.array(availabilityWindowSchema).max(21).optional(),
  career_codes: z
    .array(z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'Use O*NET-SOC codes like 15-1252.00.'))
    .max(10)
    .optional(),
  about_me: z.string().refine(noNul, MENTORSHIP_MESSAGES.nulByte).max(2000).optional(),
});

export const GUARDIAN_MESSAGES = {
  email: 'Enter a valid email address.',
  notYourOwn: "Enter your parent's or guardian's address, not your own.",
  saved: 'We will let your parent or guardian know about each session you book.',
  removed: 'Your parent or guardian will no longer get notices of your sessions.',
} as const;

/** PUT guardian_contact/: a parent or guardian's e-mail for notices of scheduled sessions. */
export const guardianContactSchema = z.object({
  name: text(100).trim().optional(),
  email: email(GUARDIAN_MESSAGES.email),
});
export type GuardianContactInput = z.input<typeof guardianContactSchema>;

/** GET guardian_contact/: the contact on file, or null. */
export const guardianContactViewSchema = z.object({
  guardian: z.object({ name: z.string(), email: z.string(), created_at: z.string() }).nullable(),
});
export type GuardianContactView = z.infer<typeof guardianContactViewSchema>;
