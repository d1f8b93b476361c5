/**
 * The instrument in the shape GET /api/v1/scenarios/ serves (spec part 1 §3): scenario_id 0-4, each
 * with questions {id, question_id, question, description, title, image, image_1_url, image_2_url}.
 * `question_id` numbers grid items (scenario 1 activities) and is null for the questions that are
 * steps of their own (team choices), so the client's "non-numbered questions plus one grid" step
 * count works. Extra fields: `kind` (how to render) and, where useful, `options`/labels.
 */
import type { Instrument } from '../types';

export type ScenarioQuestionKind = 'intro' | 'team-choice' | 'activity' | 'skill' | 'slider' | 'type';

export type ScenarioQuestion = {
  id: number;
  question_id: number | null;
  question: string;
  description: string;
  title: string;
  image: string | null;
  image_1_url: string | null;
  image_2_url: string | null;
  kind: ScenarioQuestionKind;
  /** Team choices: the two teams (value 1 The Titans, value 5 The Dragons). */
  options?: { value: number; label: string; description: string; image: string }[];
  /** Sliders: what 1 and 5 mean. */
  low_label?: string;
  high_label?: string;
};

export type Scenario = {
  scenario_id: number;
  title: string;
  description: string;
  video: string | null;
  /** The answer labels for 1..5 where the scenario has a fixed scale. */
  rating_labels: string[] | null;
  questions: ScenarioQuestion[];
};

const base = { image: null, image_1_url: null, image_2_url: null } as const;

export function presentScenarios(instrument: Instrument): Scenario[] {
  const { scenario1: s1, scenario2: s2, scenario3: s3, scenario4: s4 } = instrument;
  return [
    {
      scenario_id: 0,
      title: 'Your career adventure',
      description:
        'Four short scenarios, about 10-15 minutes. Answer for yourself, not for what you think a ' +
        'job needs: at the end we match you with 10 careers out of more than 840.',
      video: null,
      rating_labels: null,
      questions: [],
    },
    {
      scenario_id: 1,
      title: s1.title,
      description: s1.intro,
      video: s1.video,
      rating_labels: [...instrument.ratingLabels.activities],
      questions: [
        ...s1.teamChoices.map(
          (q): ScenarioQuestion => ({
            id: q.id,
            question_id: null,
            question: q.question,
            description: q.description,
            title: q.title,
            image: q.image,
            image_1_url: q.titans.image,
            image_2_url: q.dragons.image,
            kind: 'team-choice',
            options: [
              { value: 1, label: 'The Titans', description: q.titans.description, image: q.titans.image },
              { value: 5, label: 'The Dragons', description: q.dragons.description, image: q.dragons.image },
            ],
          }),
        ),
        ...s1.activities.map(
          (a): ScenarioQuestion => ({
            ...base,
            id: a.id,
            question_id: a.number,
            question: `${s1.gridHeading}? ${a.text}`,
            description: '',
            title: a.text,
            kind: 'activity',
          }),
        ),
      ],
    },
    {
      scenario_id: 2,
      title: s2.title,
      description: s2.intro,
      video: null,
      rating_labels: [...instrument.ratingLabels.skills],
      questions: s2.skills.map((k) => ({
        ...base,
        id: k.id,
        question_id: k.number,
        question: k.name,
        description: k.description,
        title: k.name,
        kind: 'skill' as const,
      })),
    },
    {
      scenario_id: 3,
      title: s3.title,
      description: s3.intro,
      video: null,
      rating_labels: null,
      questions: s3.sliders.map((q) => ({
        ...base,
        id: q.id,
        question_id: q.number,
        question: q.question,
        description: q.description,
        title: q.title,
        image: q.image,
        kind: 'slider' as const,
        low_label: q.lowLabel,
        high_label: q.highLabel,
      })),
    },
    {
      scenario_id: 4,
      title: s4.title,
      description: s4.intro,
      video: null,
      rating_labels: null,
      questions: s4.types.map((t) => ({
        ...base,
        id: t.id,
        question_id: null,
        question: t.name,
        description: t.description,
        title: t.name,
        image: t.image,
        kind: 'type' as const,
      })),
    },
  ];
}
