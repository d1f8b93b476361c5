import { z } from 'zod';

/** The career a result points to. `id` is the O*NET-SOC code (used for the Career Outlook link). */
export const uniqueTitleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The title shown to students (the O*NET title without catalogue suffixes such as ', All Other'). */
  mask_title: z.string(),
  /** AI impact: L (nothing much changes), M, H; null when unknown. */
  impact: z.enum(['L', 'M', 'H']).nullable(),
  resource: z.string().nullable(),
  resource_type: z.enum(['image', 'video']).nullable(),
});

export const resultReasonSchema = z.object({
  kind: z.string(),
  label: z.string(),
  items: z.array(z.string()),
  strength: z.number(),
});

/** One recommended career of an attempt (GET result/, GET/PATCH result/{id}/). */
export const careerResultSchema = z
  .object({
    id: z.number().int(),
    unique_title: uniqueTitleSchema,
    description: z.string(),
    /** 2-4 sentences starting 'AI recommended' (the client highlights the phrase). */
    ai: z.string(),
    score: z.number().int().min(1).max(5).nullable(),
    interested: z.boolean(),
    booked: z.boolean(),
    /** Match strength 0-100. */
    match: z.number().int(),
    rank: z.number().int(),
    reasons: z.array(resultReasonSchema),
    created_at: z.string(),
  })
  .meta({ id: 'CareerResult' });
export type CareerResult = z.infer<typeof careerResultSchema>;
export const careerResultListSchema = z.array(careerResultSchema);

/** POST scenarios/ answers 201 with the stored attempt and its top 10 (computed in the request). */
export const submissionResponseSchema = z.object({
  id: z.number().int(),
  detail: z.string(),
  created_at: z.string(),
  results: careerResultListSchema,
});
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

export const SCORE_MESSAGE = 'Ensure the score is a whole number from 1 to 5, or null.';

/** PATCH result/{id}/: `{score, booked}` or `{interested}` (any subset, at least one field). */
export const resultPatchSchema = z
  .object({
    score: z
      .number({ error: SCORE_MESSAGE })
      .int(SCORE_MESSAGE)
      .min(1, SCORE_MESSAGE)
      .max(5, SCORE_MESSAGE)
      .nullable()
      .optional(),
    booked: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
    interested: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
  })
  .refine((v) => v.score !== undefined || v.booked !== undefined || v.interested !== undefined, {
    message: 'Send score, booked or interested.',
  });
export type ResultPatch = z.infer<typeof resultPatchSchema>;

export const RESULT_MESSAGES = {
  mentorsHaveNoResults:
    'Recommendations are for Career Explorers. Community Partner accounts have no results.',
} as const;
