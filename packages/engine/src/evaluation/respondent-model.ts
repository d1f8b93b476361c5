/**
 * One respondent model for both instruments (docs/engine.md, "Side by side with the O*NET Interest
 * Profiler"). A simulated respondent is a LATENT profile in the units careers are placed in:
 * - o: six interest levels 0..1 (O*NET OI scale (OI − 1)/6),
 * - q: one skill percentile 0..1 per scenario 2 item, g: one work value/style percentile per slider,
 * - zone: the Job Zone they aim for.
 * It is drawn around a seed career (its O*NET profile plus a personal deviation N(0, τ) on every
 * level, clipped to 0..1; zone = the seed's Job Zone), so respondents look like real people in real
 * occupations without being any career exactly.
 * The SAME latent profile answers both instruments with the SAME noise model: every continuous
 * target on the 1..5 answer scale gets N(0, σ), is rounded and clipped to 1..5.
 * - Our scenarios: the inverse mapping of docs/assessment.md (ratingTargetsFromLevels), scenario 4 =
 *   the top three of the noisy interest levels.
 * - The IP Short Form: each of its 60 items (10 per area) targets 1 + 4·o_area (Strongly Dislike = 1
 *   … Strongly Like = 5), i.e. the same mapping our activity grid uses.
 */
import { ratingTargetsFromLevels, topThree, toSubmission } from '../ideal-answers';
import type { PreparedCatalogue } from '../prepare-catalogue';
import type { Random } from '../random';
import { clamp } from '../stats';
import { type Answers, type EducationCode, RIASEC_TYPES } from '../types';
import { IP_ITEMS } from './onet-ip';

export type LatentRespondent = {
  seed: number;
  o: Float64Array;
  q: Float64Array;
  g: Float64Array;
  zone: number;
};

/** Person-level deviation from the seed career on the 0..1 level scale. */
export const LATENT_TAU = 0.1;

export function drawLatent(
  catalogue: PreparedCatalogue,
  seed: number,
  random: Random,
  tau = LATENT_TAU,
): LatentRespondent {
  const { oi, skill, slider, skillCount: K, sliderCount: J } = catalogue;
  const jitter = (x: number) => clamp(x + tau * random.gaussian(), 0, 1);
  return {
    seed,
    o: Float64Array.from({ length: 6 }, (_, k) => jitter(oi[seed * 6 + k])),
    q: Float64Array.from({ length: K }, (_, k) => jitter(skill[seed * K + k])),
    g: Float64Array.from({ length: J }, (_, j) => jitter(slider[seed * J + j])),
    zone: catalogue.careers[seed].jobZone ?? 3,
  };
}

const noisy = (x: number, sigma: number, random: Random) =>
  clamp(Math.round(x + sigma * random.gaussian()), 1, 5);

/** The respondent's answers to our four scenarios with answer noise σ. */
export function answersOurs(
  catalogue: PreparedCatalogue,
  r: LatentRespondent,
  sigma: number,
  random: Random,
): Answers {
  const targets = ratingTargetsFromLevels(catalogue.instrument, r.o, r.q, r.g);
  const ratings = new Map<number, number>();
  for (const [id, x] of targets.ratings) ratings.set(id, noisy(x, sigma, random));
  const scores = targets.typeScores.map((s) => s + sigma * random.gaussian());
  return toSubmission(catalogue.instrument, ratings, topThree(scores));
}

/** The respondent's 60 answers (1..5) to the IP Short Form with answer noise σ. */
export function answersIp(r: LatentRespondent, sigma: number, random: Random): number[] {
  return IP_ITEMS.map((item) => noisy(1 + 4 * r.o[RIASEC_TYPES.indexOf(item.area)], sigma, random));
}

/**
 * The sign-up education plan that aims at a Job Zone (the inverse of zone-fit.ts's ASPIRED_ZONE;
 * zone 1 has no plan of its own: high school, whose zone 2 target leaves zone 1 unpenalized).
 */
export const EDUCATION_FOR_ZONE: Record<number, EducationCode> = { 1: 2, 2: 2, 3: 5, 4: 6, 5: 8 };
