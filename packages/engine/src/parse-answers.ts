/**
 * Reads a submission (the spec's `[{scenario_id, answers: [{question, answer}]}]`) against the
 * instrument: numeric ratings by question id and the scenario 4 ranking. `validateAnswers` lists what
 * is wrong (for 400 responses); `parseAnswers` keeps what is usable and ignores the rest.
 */
import { type Answers, type Instrument, RIASEC_TYPES, type RiasecType } from './types';

export type ParsedAnswers = {
  /** Question id → answer 1..5 (scenarios 1-3). */
  ratings: Map<number, number>;
  /** Scenario 4: the ranked types; [] = 'None'; null = not answered. */
  ranking: RiasecType[] | null;
};

export type AnswerProblem = { scenario_id: number | null; question: number | null; message: string };

type QuestionIndex = { scenarioOf: Map<number, number> };

const indexCache = new WeakMap<Instrument, QuestionIndex>();

function questionIndex(instrument: Instrument): QuestionIndex {
  const cached = indexCache.get(instrument);
  if (cached) return cached;
  const scenarioOf = new Map<number, number>();
  for (const q of instrument.scenario1.teamChoices) scenarioOf.set(q.id, 1);
  for (const q of instrument.scenario1.activities) scenarioOf.set(q.id, 1);
  for (const q of instrument.scenario2.skills) scenarioOf.set(q.id, 2);
  for (const q of instrument.scenario3.sliders) scenarioOf.set(q.id, 3);
  for (const q of instrument.scenario4.types) scenarioOf.set(q.id, 4);
  const index = { scenarioOf };
  indexCache.set(instrument, index);
  return index;
}

/** 'Social, artistic,Investigative' → ['Social','Artistic','Investigative']; 'None' → []; bad → error text. */
export function parseRanking(value: unknown): RiasecType[] | string {
  if (typeof value !== 'string')
    return 'Send the ranked type names as one comma-separated string, or "None".';
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 1 && names[0].toLowerCase() === 'none') return [];
  if (names.length === 0 || names.length > 3) return 'Rank one to three types, or choose "None".';
  const types: RiasecType[] = [];
  for (const name of names) {
    const type = RIASEC_TYPES.find((t) => t.toLowerCase() === name.toLowerCase());
    if (!type) return `"${name}" is not one of the six types.`;
    if (types.includes(type)) return `"${type}" is ranked twice.`;
    types.push(type);
  }
  return types;
}

function toRating(value: unknown, integerOnly: boolean): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 1 || n > 5) return null;
  if (integerOnly && !Number.isInteger(n)) return null;
  return n;
}

function walk(
  instrument: Instrument,
  answers: Answers,
  integerOnly: boolean,
  onProblem: (p: AnswerProblem) => void,
): ParsedAnswers {
  const { scenarioOf } = questionIndex(instrument);
  const ratings = new Map<number, number>();
  let ranking: RiasecType[] | null = null;
  if (!Array.isArray(answers)) {
    onProblem({ scenario_id: null, question: null, message: 'Expected a list of scenarios.' });
    return { ratings, ranking };
  }
  for (const entry of answers) {
    const scenarioId = entry?.scenario_id;
    if (!Number.isInteger(scenarioId) || scenarioId < 0 || scenarioId > 4) {
      onProblem({ scenario_id: null, question: null, message: 'scenario_id must be 0, 1, 2, 3 or 4.' });
      continue;
    }
    if (!Array.isArray(entry.answers)) {
      onProblem({ scenario_id: scenarioId, question: null, message: 'answers must be a list.' });
      continue;
    }
    for (const a of entry.answers) {
      const question = Number(a?.question);
      if (scenarioId === 4) {
        if (ranking !== null) {
          onProblem({ scenario_id: 4, question, message: 'Scenario 4 takes a single answer.' });
          continue;
        }
        if (scenarioOf.get(question) !== 4) {
          onProblem({ scenario_id: 4, question, message: 'Unknown question for scenario 4.' });
          continue;
        }
        const parsed = parseRanking(a.answer);
        if (typeof parsed === 'string') onProblem({ scenario_id: 4, question, message: parsed });
        else ranking = parsed;
        continue;
      }
      if (scenarioOf.get(question) !== scenarioId) {
        onProblem({
          scenario_id: scenarioId,
          question,
          message: `Unknown question for scenario ${scenarioId}.`,
        });
        continue;
      }
      if (ratings.has(question)) {
        onProblem({ scenario_id: scenarioId, question, message: 'Answered twice.' });
        continue;
      }
      const rating = toRating(a.answer, integerOnly);
      if (rating === null) {
        onProblem({
          scenario_id: scenarioId,
          question,
          message: 'The answer must be a whole number from 1 to 5.',
        });
        continue;
      }
      ratings.set(question, rating);
    }
  }
  return { ratings, ranking };
}

/**
 * Usable answers; unknown questions and out-of-range values are skipped. Ratings may be fractional
 * (the evaluation's ideal respondents); the API validates whole numbers with `validateAnswers` first.
 */
export function parseAnswers(instrument: Instrument, answers: Answers): ParsedAnswers {
  return walk(instrument, answers, false, () => {});
}

/**
 * Every problem in a submission, for a 400 response. With `requireComplete`, each question of
 * scenarios 1-3 needs an answer and scenario 4 needs its ranking (or 'None').
 */
export function validateAnswers(
  instrument: Instrument,
  answers: Answers,
  options: { requireComplete?: boolean } = {},
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const parsed = walk(instrument, answers, true, (p) => problems.push(p));
  if (options.requireComplete) {
    for (const [question, scenarioId] of questionIndex(instrument).scenarioOf) {
      if (scenarioId !== 4 && !parsed.ratings.has(question))
        problems.push({ scenario_id: scenarioId, question, message: 'This question needs an answer.' });
    }
    if (parsed.ranking === null)
      problems.push({ scenario_id: 4, question: null, message: 'Rank three types, or choose "None".' });
  }
  return problems;
}
