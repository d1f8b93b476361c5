import { z } from 'zod';
import { id, integer, text } from './input';

/** What a question is, so the client knows how to render it. */
export const QUESTION_KINDS = ['intro', 'team-choice', 'activity', 'skill', 'slider', 'type'] as const;

export const scenarioQuestionSchema = z
  .object({
    id: z.number().int(),
    /** Numbers grid items (scenario 1 activities, skills, sliders); null for questions that are steps of their own. */
    question_id: z.number().int().nullable(),
    question: z.string(),
    description: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    image_1_url: z.string().nullable(),
    image_2_url: z.string().nullable(),
    kind: z.enum(QUESTION_KINDS),
    /** Team choices: the two teams (value 1 The Titans, value 5 The Dragons). */
    options: z
      .array(
        z.object({ value: z.number().int(), label: z.string(), description: z.string(), image: z.string() }),
      )
      .optional(),
    /** Sliders: what 1 and 5 mean. */
    low_label: z.string().optional(),
    high_label: z.string().optional(),
  })
  .meta({ id: 'ScenarioQuestion' });
export type ScenarioQuestion = z.infer<typeof scenarioQuestionSchema>;

export const scenarioSchema = z
  .object({
    scenario_id: z.number().int().min(0).max(4),
    title: z.string(),
    description: z.string(),
    video: z.string().nullable(),
    /** The labels of 1..5 where the scenario has a fixed scale. */
    rating_labels: z.array(z.string()).nullable(),
    questions: z.array(scenarioQuestionSchema),
  })
  .meta({ id: 'Scenario' });
export type Scenario = z.infer<typeof scenarioSchema>;
export const scenarioListSchema = z.array(scenarioSchema);

/**
 * POST scenarios/ — the spec's submission: a list of `{scenario_id, answers}`. Scenarios 1 and 3:
 * one `{question, answer 1-5}` per question id; scenario 2: skill ids with their bucket 1-5;
 * scenario 4: ONE entry whose answer is 'Type1,Type2,Type3' (the three ranked types) or 'None'.
 */
export const answerEntrySchema = z.object({
  question: id(),
  answer: z.union([z.number(), text(200)], { error: 'An answer is required.' }),
});
export type AnswerEntry = z.infer<typeof answerEntrySchema>;

export const scenarioAnswersSchema = z.object({
  scenario_id: integer(
    z
      .number()
      .int('A valid integer is required.')
      .min(0, 'scenario_id must be 0, 1, 2, 3 or 4.')
      .max(4, 'scenario_id must be 0, 1, 2, 3 or 4.'),
  ),
  answers: z.array(answerEntrySchema, { error: 'answers must be a list.' }).max(500, 'Too many answers.'),
});
export type ScenarioAnswers = z.infer<typeof scenarioAnswersSchema>;

export const submissionSchema = z
  .array(scenarioAnswersSchema, { error: 'Expected a list of scenarios with their answers.' })
  .min(1, 'Expected a list of scenarios with their answers.')
  .max(10, 'Expected at most one entry per scenario.');
export type Submission = z.infer<typeof submissionSchema>;

/** Scenario 4 reading (docs/assessment-flow.md): 'None', or exactly three different ranked types. */
export const RANKING_TYPES = [
  'Realistic',
  'Investigative',
  'Artistic',
  'Social',
  'Enterprising',
  'Conventional',
] as const;
export const RANKING_NONE = 'None';

export const ASSESSMENT_MESSAGES = {
  thankYou: 'Thank you! Your answers are in.',
  rankThree: 'Rank exactly three types, or choose "None".',
  mentorsCannotSubmit:
    'The assessment is for Career Explorers. Community Partner accounts cannot submit answers.',
} as const;
