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
