/**
 * The inverse mapping: the answers an ideal respondent for a career would give
 * (docs/assessment.md). Continuous targets on the 1..5 answer scale:
 * - activity of type T: 1 + 4·o_T, with o_T = (OI_T − 1)/6;
 * - team choice Titans X vs Dragons Y: 3 + 2·(o_Y − o_X);
 * - skill item: bucket 5 − 4·q (q = the career's skill-level percentile for the item);
 * - slider: 1 + 4·g (g = the career's mean work value/style percentile for the slider);
 * - scenario 4: the three types with the highest OI, in order (ties: O*NET high-point order).
 * `noisyAnswers` adds N(0, σ) to every target and rounds/clips to 1..5 (the evaluation's noise);
 * for scenario 4 the noise is added to the activity targets before the top three are taken.
 */
import type { PreparedCatalogue } from './prepare-catalogue';
import type { Random } from './random';
import { clamp } from './stats';
import { type Answers, type Instrument, RIASEC_TYPES, type RiasecType } from './types';

export type RatingTargets = { ratings: Map<number, number>; typeScores: number[] };

/**
 * Continuous answers (question id → 1..5) of a respondent whose levels are o (6 interest levels 0..1,
 * type order RIASEC_TYPES), q (skill percentiles, scenario 2 order) and g (slider percentiles,
 * scenario 3 order); also the per-type interest levels on the 1..5 scale. A career's ideal respondent
 * and the evaluation's simulated respondents (evaluation/respondent-model.ts) share this mapping.
 */
export function ratingTargetsFromLevels(
  instrument: Instrument,
  o: ArrayLike<number>,
  q: ArrayLike<number>,
  g: ArrayLike<number>,
): RatingTargets {
  const level = (t: RiasecType) => o[RIASEC_TYPES.indexOf(t)];
  const ratings = new Map<number, number>();
  for (const a of instrument.scenario1.activities) ratings.set(a.id, 1 + 4 * level(a.type));
  for (const c of instrument.scenario1.teamChoices)
    ratings.set(c.id, clamp(3 + 2 * (level(c.dragons.type) - level(c.titans.type)), 1, 5));
  instrument.scenario2.skills.forEach((s, k) => {
    ratings.set(s.id, 5 - 4 * q[k]);
  });
  instrument.scenario3.sliders.forEach((s, j) => {
    ratings.set(s.id, 1 + 4 * g[j]);
  });
  const typeScores = RIASEC_TYPES.map((t) => 1 + 4 * level(t));
  return { ratings, typeScores };
}

/** Continuous ideal answers of career `i` (question id → 1..5) and its per-type interest levels. */
export function idealRatingTargets(catalogue: PreparedCatalogue, i: number): RatingTargets {
  const { instrument, oi, skill, slider, skillCount: K, sliderCount: J } = catalogue;
  return ratingTargetsFromLevels(
    instrument,
    oi.subarray(i * 6, i * 6 + 6),
    skill.subarray(i * K, i * K + K),
    slider.subarray(i * J, i * J + J),
  );
}

export function topThree(scores: number[], highPoint: readonly RiasecType[] = []): RiasecType[] {
  const rank = (t: RiasecType) => {
    const k = highPoint.indexOf(t);
    return k < 0 ? 9 : k;
  };
  return [...RIASEC_TYPES]
    .map((t, k) => ({ t, s: scores[k] }))
    .sort((a, b) => b.s - a.s || rank(a.t) - rank(b.t))
    .slice(0, 3)
    .map((x) => x.t);
}

export function toSubmission(
  instrument: Instrument,
  ratings: Map<number, number>,
  ranking: RiasecType[],
): Answers {
  const pick = (ids: number[]) => ids.map((id) => ({ question: id, answer: ratings.get(id)! }));
  return [
    {
      scenario_id: 1,
      answers: pick([
        ...instrument.scenario1.teamChoices.map((q) => q.id),
        ...instrument.scenario1.activities.map((q) => q.id),
      ]),
    },
    { scenario_id: 2, answers: pick(instrument.scenario2.skills.map((q) => q.id)) },
    { scenario_id: 3, answers: pick(instrument.scenario3.sliders.map((q) => q.id)) },
    {
      scenario_id: 4,
      answers: [{ question: instrument.scenario4.rankingQuestionId, answer: ranking.join(',') }],
    },
  ];
}

/** The unrounded ideal submission (used to place careers in the profile space). */
export function idealAnswers(
  catalogue: PreparedCatalogue,
  i: number,
  targets = idealRatingTargets(catalogue, i),
) {
  return toSubmission(
    catalogue.instrument,
    targets.ratings,
    topThree(targets.typeScores, catalogue.careers[i].highPoint),
  );
}

/** The ideal submission with answer noise σ, rounded and clipped to 1..5 (σ = 0: just rounded). */
export function noisyAnswers(
  catalogue: PreparedCatalogue,
  i: number,
  sigma: number,
  random: Random,
): Answers {
  const targets = idealRatingTargets(catalogue, i);
  const ratings = new Map<number, number>();
  for (const [id, x] of targets.ratings)
    ratings.set(id, clamp(Math.round(x + sigma * random.gaussian()), 1, 5));
  const scores = targets.typeScores.map((s) => s + sigma * random.gaussian());
  return toSubmission(catalogue.instrument, ratings, topThree(scores, catalogue.careers[i].highPoint));
}
