/** Synthetic respondents for the evaluation: uniformly random ones and "pure type" ones. */
import type { Random } from '../random';
import { type Answers, type Instrument, RIASEC_TYPES, type RiasecType } from '../types';

/** Every item answered uniformly at random 1..5; scenario 4: 'None' one time in seven, else three random types. */
export function randomRespondent(instrument: Instrument, random: Random): Answers {
  const r = () => 1 + random.int(5);
  const { scenario1: s1, scenario2: s2, scenario3: s3, scenario4: s4 } = instrument;
  let ranking = 'None';
  if (random.int(7) !== 0) {
    const types = [...RIASEC_TYPES];
    const picked: string[] = [];
    for (let k = 0; k < 3; k++) picked.push(types.splice(random.int(types.length), 1)[0]);
    ranking = picked.join(',');
  }
  return [
    {
      scenario_id: 1,
      answers: [...s1.teamChoices, ...s1.activities].map((q) => ({ question: q.id, answer: r() })),
    },
    { scenario_id: 2, answers: s2.skills.map((q) => ({ question: q.id, answer: r() })) },
    { scenario_id: 3, answers: s3.sliders.map((q) => ({ question: q.id, answer: r() })) },
    { scenario_id: 4, answers: [{ question: s4.rankingQuestionId, answer: ranking }] },
  ];
}

/**
 * A "pure" type-T respondent: T's activities 5, all other activities 1; team choices fully for T's
 * team when T is in them, else 3; scenario 4 ranks T first, then its two neighbours on Holland's
 * hexagon (R-I-A-S-E-C); every skill and slider answered 3 (neutral), so only interests speak.
 */
export function pureRespondent(instrument: Instrument, type: RiasecType): Answers {
  const { scenario1: s1, scenario2: s2, scenario3: s3, scenario4: s4 } = instrument;
  const k = RIASEC_TYPES.indexOf(type);
  const ranking = [type, RIASEC_TYPES[(k + 1) % 6], RIASEC_TYPES[(k + 5) % 6]].join(',');
  return [
    {
      scenario_id: 1,
      answers: [
        ...s1.teamChoices.map((q) => ({
          question: q.id,
          answer: q.titans.type === type ? 1 : q.dragons.type === type ? 5 : 3,
        })),
        ...s1.activities.map((q) => ({ question: q.id, answer: q.type === type ? 5 : 1 })),
      ],
    },
    { scenario_id: 2, answers: s2.skills.map((q) => ({ question: q.id, answer: 3 })) },
    { scenario_id: 3, answers: s3.sliders.map((q) => ({ question: q.id, answer: 3 })) },
    { scenario_id: 4, answers: [{ question: s4.rankingQuestionId, answer: ranking }] },
  ];
}

/** Every rating 3 (neutral: "Moderately likely", "I am okay at it", the slider's middle); scenario 4 = `ranking`. */
export function rankingOnlyRespondent(instrument: Instrument, ranking: readonly RiasecType[]): Answers {
  const { scenario1: s1, scenario2: s2, scenario3: s3, scenario4: s4 } = instrument;
  const neutral = (q: { id: number }) => ({ question: q.id, answer: 3 });
  return [
    { scenario_id: 1, answers: [...s1.teamChoices, ...s1.activities].map(neutral) },
    { scenario_id: 2, answers: s2.skills.map(neutral) },
    { scenario_id: 3, answers: s3.sliders.map(neutral) },
    { scenario_id: 4, answers: [{ question: s4.rankingQuestionId, answer: ranking.join(',') }] },
  ];
}
