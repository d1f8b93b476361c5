import { z } from 'zod';
import { pageOf } from './common';
import { idParamSchema, pageNumber } from './input';
import { careerResultSchema, uniqueTitleSchema } from './results';

/** Spec part 2 §9: the Scoop refresh cap per question, and the AI-impact question's ordering. */
export const SCOOP_REFRESH_LIMIT = 5;
export const SCOOP_AI_IMPACT_ORDERING = 5;
/** Strength list items longer than this are truncated and expand on click (§9). */
export const STRENGTH_TRUNCATE_AT = 25;
/** Answers are typed out at one character every 15 ms (§9). */
export const TYPING_MS_PER_CHAR = 15;
export const RECOMMENDATIONS_PER_PAGE = 20;

export const EXPLORATION_MESSAGES = {
  refreshLimit: `You have used all ${SCOOP_REFRESH_LIMIT} scoops for this question.`,
  aiUnavailable: 'The Scoop is not available right now. Please try again in a minute.',
  mentorsHaveNoStrengths: 'Strengths are for Career Explorers. Community Partner accounts have none.',
  mentorsHaveNoScoop: 'The Scoop is for Career Explorers. Community Partner accounts have no careers.',
  noReport: 'Your AI Insights Report is ready after your first assessment.',
} as const;

/** One Scoop question with its answer: the shared one, or this student's newest refreshed one. */
export const scoopQuestionSchema = z
  .object({
    id: z.number().int(),
    question: z.string(),
    ordering: z.number().int(),
    /** Markdown or plain text (the client strips any HTML before typing it out). */
    answer: z.object({ answer: z.string() }),
    /** Scoops this student has seen for this question: 1 (the first answer) up to `refresh_limit`. */
    refresh_count: z.number().int(),
    refresh_limit: z.number().int(),
  })
  .meta({ id: 'ScoopQuestion' });
export type ScoopQuestion = z.infer<typeof scoopQuestionSchema>;

/** GET result/{id}/: the career detail (spec part 2 §3 "Career item on detail"). */
export const careerResultDetailSchema = careerResultSchema
  .extend({
    /** The career's title as students see it (mask_title). */
    text: z.string(),
    /** Several paragraphs from O*NET: the work, tasks, context, education, wages, related careers. */
    description_long: z.string(),
    /** A matched mentor's first name; null until mentorship matching lands. */
    first_name: z.string().nullable(),
    /** The Career Buddy's agent id when the student's plan includes the companions; else null. */
    agent_id: z.number().int().nullable(),
    unique_title: uniqueTitleSchema.extend({
      /** O*NET OnLine summary page of this occupation (the Career Outlook link). */
      outlook_url: z.string(),
      unique_title_questions: z.array(scoopQuestionSchema),
    }),
  })
  .meta({ id: 'CareerDetail' });
export type CareerDetailResult = z.infer<typeof careerResultDetailSchema>;

/**
 * Issue 24 #17: a recommendation names the newest assessment attempt that recommended it (its
 * number among the student's attempts and when it was taken), so a list after a retake does not
 * mix attempts silently.
 */
export const recommendationSchema = careerResultSchema.extend({
  attempt: z.object({ number: z.number().int(), taken_at: z.string() }).optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationsPageSchema = pageOf(recommendationSchema).meta({ id: 'RecommendationsPage' });
export type RecommendationsPage = z.infer<typeof recommendationsPageSchema>;

export const recommendationsQuerySchema = z.object({
  page: pageNumber(100_000),
});

/** `question/{id}/refresh/answer/` and `result/{id}/`: the shared int4 id rule (input.ts). */
export const questionIdParamSchema = idParamSchema;

export const strengthProfileSchema = z
  .object({
    first_name: z.string(),
    top_traits: z.array(z.string()),
    traits_insights: z.string(),
    top_skills: z.array(z.string()),
    skills_insights: z.string(),
    top_activities: z.array(z.string()),
    activities_insights: z.string(),
  })
  .meta({ id: 'StrengthProfile' });
export type StrengthProfile = z.infer<typeof strengthProfileSchema>;

/** GET/DELETE ai-report/: the owner's report link (null before any attempt). */
export const aiReportLinkSchema = z.object({ ai_report: z.string().nullable() });

export const reportTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not found.'),
});
