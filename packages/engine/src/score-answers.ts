/**
 * scoreAnswers: answers → profile. Every score is on 0..1 (formulas in docs/assessment.md):
 * - interest of type T = mean over T's answered activities of (rating − 1)/4 and over the answered
 *   team choices that involve T of the evidence for T: (5 − a)/4 for the Titans' type, (a − 1)/4 for
 *   the Dragons' type; 0.5 when nothing about T was answered;
 * - skill self-rating = (5 − bucket)/4 (bucket 1 'I am great at it' → 1);
 * - work value / style = weighted mean of (slider − 1)/4 over the sliders that measure it;
 * - ranked types = scenario 4 order ([] for None).
 */
import { parseAnswers } from './parse-answers';
import {
  type Answers,
  type ElementId,
  type Instrument,
  type Profile,
  RIASEC_TYPES,
  type RiasecType,
} from './types';

export function scoreAnswers(instrument: Instrument, answers: Answers): Profile {
  const { ratings, ranking } = parseAnswers(instrument, answers);
  const { scenario1, scenario2, scenario3 } = instrument;

  const sum = Object.fromEntries(RIASEC_TYPES.map((t) => [t, 0])) as Record<RiasecType, number>;
  const count = Object.fromEntries(RIASEC_TYPES.map((t) => [t, 0])) as Record<RiasecType, number>;
  let activitiesAnswered = 0;
  for (const item of scenario1.activities) {
    const x = ratings.get(item.id);
    if (x === undefined) continue;
    activitiesAnswered++;
    sum[item.type] += (x - 1) / 4;
    count[item.type] += 1;
  }
  let teamAnswered = 0;
  for (const q of scenario1.teamChoices) {
    const a = ratings.get(q.id);
    if (a === undefined) continue;
    teamAnswered++;
    sum[q.titans.type] += (5 - a) / 4;
    count[q.titans.type] += 1;
    sum[q.dragons.type] += (a - 1) / 4;
    count[q.dragons.type] += 1;
  }
  const interests = Object.fromEntries(
    RIASEC_TYPES.map((t) => [t, count[t] ? sum[t] / count[t] : 0.5]),
  ) as Record<RiasecType, number>;

  const skills: Record<number, number> = {};
  for (const item of scenario2.skills) {
    const bucket = ratings.get(item.id);
    if (bucket !== undefined) skills[item.id] = (5 - bucket) / 4;
  }

  const acc = {
    value: new Map<ElementId, [number, number]>(),
    style: new Map<ElementId, [number, number]>(),
  };
  let slidersAnswered = 0;
  for (const item of scenario3.sliders) {
    const x = ratings.get(item.id);
    if (x === undefined) continue;
    slidersAnswered++;
    for (const t of item.targets) {
      const [s, w] = acc[t.kind].get(t.element) ?? [0, 0];
      acc[t.kind].set(t.element, [s + t.weight * ((x - 1) / 4), w + t.weight]);
    }
  }
  const finish = (m: Map<ElementId, [number, number]>) =>
    Object.fromEntries([...m].map(([id, [s, w]]) => [id, s / w]));

  return {
    interests,
    rankedTypes: ranking ?? [],
    skills,
    values: finish(acc.value),
    styles: finish(acc.style),
    completeness: {
      activities: activitiesAnswered / scenario1.activities.length,
      teamChoices: teamAnswered / scenario1.teamChoices.length,
      skills: Object.keys(skills).length / scenario2.skills.length,
      sliders: slidersAnswered / scenario3.sliders.length,
      ranking: ranking !== null,
    },
  };
}
