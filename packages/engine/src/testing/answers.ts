/** Test helpers: full submissions with every rating set to a value or chosen per item. */
import { INSTRUMENT } from '../instrument';
import type { Answers, Instrument } from '../types';

export function uniformAnswers(
  value: number,
  ranking = 'None',
  instrument: Instrument = INSTRUMENT,
): Answers {
  const { scenario1: s1, scenario2: s2, scenario3: s3, scenario4: s4 } = instrument;
  return [
    {
      scenario_id: 1,
      answers: [...s1.teamChoices, ...s1.activities].map((q) => ({ question: q.id, answer: value })),
    },
    { scenario_id: 2, answers: s2.skills.map((q) => ({ question: q.id, answer: value })) },
    { scenario_id: 3, answers: s3.sliders.map((q) => ({ question: q.id, answer: value })) },
    { scenario_id: 4, answers: [{ question: s4.rankingQuestionId, answer: ranking }] },
  ];
}

/** Replace some answers (question id → value) in a submission. */
export function withAnswers(answers: Answers, changes: Record<number, number | string>): Answers {
  return answers.map((s) => ({
    ...s,
    answers: s.answers.map((a) => (a.question in changes ? { ...a, answer: changes[a.question] } : a)),
  }));
}
