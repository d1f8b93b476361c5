/**
 * Ranks the whole catalogue for one profile.
 * 1. Part fits per career, 0..1: interest_i, skill_i, value_i.
 * 2. fit_i = Σ e_part·part_i with effective weights e_part ∝ w_part / scale_part (normalized to sum
 *    1 over the answered parts). scale_part is the part's typical spread across the catalogue
 *    (part-scales.ts), so that w_part is the part's real share of influence on the order: the raw
 *    fits spread very differently (a 6-number interest correlation varies more than a 24-number one).
 * 3. score_i = fit_i · zoneFit_i + typedBoost · typedMatch_i; sort; diversity step on the head.
 */
import { diversify } from './diversify';
import { interestFit } from './interest-fit';
import { partScales } from './part-scales';
import type { PreparedCatalogue } from './prepare-catalogue';
import { type ProfileVectors, toProfileVectors } from './profile-vectors';
import { skillFit } from './skill-fit';
import { matchTypedCareers, type TitleMatch } from './title-match';
import type { Profile, RecommendContext } from './types';
import { valueFit } from './value-fit';
import { DEFAULT_WEIGHTS, type EngineWeights } from './weights';
import { zoneFit } from './zone-fit';

export type Fits = {
  interest: Float64Array;
  skill: Float64Array;
  value: Float64Array;
  /** The weighted fit, 0..1. */
  fit: Float64Array;
};

/** The three part fits and the weighted fit of every career. */
export function fitCareers(p: ProfileVectors, catalogue: PreparedCatalogue, weights: EngineWeights): Fits {
  const n = catalogue.size;
  const wI = weights.interest;
  const wS = p.skillAnswered ? weights.skill : 0;
  const wV = p.sliderAnswered ? weights.value : 0;
  const scale = partScales(catalogue, weights);
  const eI = wI / scale.interest;
  const eS = wS / scale.skill;
  const eV = wV / scale.value;
  const eSum = eI + eS + eV;
  const interest = new Float64Array(n);
  const skill = new Float64Array(n);
  const value = new Float64Array(n);
  const fit = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    interest[i] = interestFit(p, catalogue, i, weights);
    skill[i] = wS ? skillFit(p, catalogue, i, weights) : 0;
    value[i] = wV ? valueFit(p, catalogue, i, weights) : 0;
    fit[i] = (eI * interest[i] + eS * skill[i] + eV * value[i]) / eSum;
  }
  return { interest, skill, value, fit };
}

export type Ranking = Fits & {
  /** Career indexes, best first (the whole catalogue). */
  order: number[];
  zone: Float64Array;
  /** The ranking key (fit × zone + typed boost). */
  score: Float64Array;
  typed: Map<number, TitleMatch>;
  vectors: ProfileVectors;
};

export function rankCatalogue(
  profile: Profile,
  catalogue: PreparedCatalogue,
  context: RecommendContext = {},
  weights: EngineWeights = DEFAULT_WEIGHTS,
): Ranking {
  const n = catalogue.size;
  const p = toProfileVectors(profile, catalogue);
  const fits = fitCareers(p, catalogue, weights);
  const typed = matchTypedCareers(catalogue.titles, context.typedCareers);
  const zone = new Float64Array(n);
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    zone[i] = zoneFit(catalogue.careers[i].jobZone, context);
    score[i] = fits.fit[i] * zone[i];
  }
  for (const [i, m] of typed) score[i] += weights.typedBoost * m.strength;
  const sorted = Array.from({ length: n }, (_, i) => i).sort((a, b) => score[b] - score[a] || a - b);
  const order = diversify(sorted, score, catalogue, context.limit ?? 10, weights);
  return { ...fits, order, zone, score, typed, vectors: p };
}
