import type { Scenario, Submission } from '@pathscoop/contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { Step } from './steps';

export const BUCKETS = [1, 2, 3, 4, 5] as const;
export type Bucket = (typeof BUCKETS)[number];
export const NONE = 'None';

/**
 * What the browser keeps under the `scenarios` key while the student plays: ratings by question id
 * (scenarios 1 and 3), the cone's five rating buckets with their skill ids (scenario 2) and the
 * ranked types (scenario 4: up to three names, or ['None']).
 */
export type AnswerState = {
  answers: Record<string, number>;
  buckets: Record<Bucket, number[]>;
  ranking: string[];
};

export const emptyState = (): AnswerState => ({
  answers: {},
  buckets: { 1: [], 2: [], 3: [], 4: [], 5: [] },
  ranking: [],
});

export function readStoredAnswers(): AnswerState {
  const state = emptyState();
  try {
    const raw = JSON.parse(
      localStorage.getItem(STORAGE_KEYS.scenarios) ?? 'null',
    ) as Partial<AnswerState> | null;
    if (!raw || typeof raw !== 'object') return state;
    for (const [k, v] of Object.entries(raw.answers ?? {}))
      if (Number.isInteger(v) && v >= 1 && v <= 5) state.answers[k] = v;
    for (const b of BUCKETS) {
      const list = raw.buckets?.[b];
      if (Array.isArray(list)) state.buckets[b] = list.filter((id): id is number => Number.isInteger(id));
    }
    if (Array.isArray(raw.ranking))
      state.ranking = raw.ranking.map((t) => (typeof t === 'string' ? t : '')).slice(0, 3);
  } catch {
    /* a broken entry starts afresh */
  }
  return state;
}

export function writeStoredAnswers(state: AnswerState) {
  localStorage.setItem(STORAGE_KEYS.scenarios, JSON.stringify(state));
}

export const bucketOf = (state: AnswerState, skillId: number): Bucket | null =>
  BUCKETS.find((b) => state.buckets[b].includes(skillId)) ?? null;

/** Scenario 4 reading (docs/assessment-flow.md): 'None', or exactly three ranked types. */
export const rankingComplete = (ranking: string[]) =>
  (ranking.length === 1 && ranking[0] === NONE) ||
  (ranking.length === 3 && ranking.every((t) => t !== '' && t !== NONE));

/** Next is enabled only when the step is answered. */
export function isStepAnswered(step: Step, state: AnswerState): boolean {
  switch (step.kind) {
    case 'video':
    case 'intro':
      return true;
    case 'team-choice':
    case 'slider':
      return state.answers[step.question.id] !== undefined;
    case 'grid':
      return step.questions.every((q) => state.answers[q.id] !== undefined);
    case 'cone':
      return step.questions.every((q) => bucketOf(state, q.id) !== null);
    case 'ranking':
      return rankingComplete(state.ranking);
  }
}

/** The spec's submission: [{scenario_id, answers: [{question, answer}]}] for scenarios 1-4. */
export function buildSubmission(scenarios: Scenario[], state: AnswerState): Submission {
  const out: Submission = [];
  for (const s of scenarios) {
    if (s.scenario_id === 1 || s.scenario_id === 3)
      out.push({
        scenario_id: s.scenario_id,
        answers: s.questions.map((q) => ({ question: q.id, answer: state.answers[q.id] ?? 0 })),
      });
    if (s.scenario_id === 2)
      out.push({
        scenario_id: 2,
        answers: s.questions.map((q) => ({ question: q.id, answer: bucketOf(state, q.id) ?? 0 })),
      });
    if (s.scenario_id === 4) {
      const first = s.questions.find((q) => q.title === NONE) ?? s.questions[0];
      out.push({ scenario_id: 4, answers: [{ question: first?.id ?? 0, answer: state.ranking.join(',') }] });
    }
  }
  return out;
}
