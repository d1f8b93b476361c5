/**
 * Exposure cap (issue 23): no career may sit in more than `weights.exposureCap` of the top 10s of a
 * reference population of answer-blind respondents (every item uniformly random 1..5, scenario 4
 * random, 'None' one time in seven; fixed seed EXPOSURE_SEED that no evaluation uses).
 * A career that fits almost any random profile (a "hub": in shape-based matching, a career whose
 * interest profile points where few other careers do) would otherwise be shown to a large share of
 * students whatever they answer. Instead of a fixed correction per career (hub-correction.ts, which
 * moved the hub from one career to the next), the penalties are fitted jointly, like prices in a
 * capacity-constrained assignment: each round, every career over the cap pays a little more
 * (in proportion to how far over it is), every penalized career well under it gets a little back,
 * until no career is over the cap. Careers never over the cap pay nothing, so the ranking of every
 * other career is untouched. The penalty is subtracted from the weighted fit before the Job Zone
 * factor. Computed once per catalogue and weights (EXPOSURE_REFERENCE fit vectors and up to
 * EXPOSURE_ROUNDS cheap re-rankings, about a second) and cached with the catalogue.
 */
import { randomRespondent } from './evaluation/respondents';
import type { PreparedCatalogue } from './prepare-catalogue';
import { toProfileVectors } from './profile-vectors';
import { createRandom } from './random';
import { createRankBuffers, fitCareers } from './rank-catalogue';
import { scoreAnswers } from './score-answers';
import type { Instrument } from './types';
import type { EngineWeights } from './weights';

/** The reference respondents' profiles, per instrument (they do not depend on the catalogue). */
const profiles = new WeakMap<Instrument, ReturnType<typeof scoreAnswers>[]>();

function referenceProfiles(instrument: Instrument, count: number) {
  let list = profiles.get(instrument);
  if (!list || list.length < count) {
    const random = createRandom(EXPOSURE_SEED);
    list = Array.from({ length: count }, () =>
      scoreAnswers(instrument, randomRespondent(instrument, random)),
    );
    profiles.set(instrument, list);
  }
  return list;
}

export const EXPOSURE_SEED = 0x43415021;
export const EXPOSURE_REFERENCE = 2000;
/** Catalogues under 200 careers (test fixtures) use a smaller reference population: fair shares are large there. */
export const EXPOSURE_REFERENCE_SMALL = 500;
export const EXPOSURE_ROUNDS = 80;
const TOP = 10;
/** Penalty step per round, per unit of relative excess (fit units; fits spread over ~0.1). */
const STEP = 0.004;

const cache = new WeakMap<PreparedCatalogue, WeakMap<EngineWeights, Float64Array | null>>();

/** Candidates kept per reference respondent: their best CANDIDATES careers by unpenalized fit. */
const CANDIDATES = 60;

/**
 * Inserts (i, s) into the descending top list of length `size` (capacity `cap`); returns the new size.
 */
function insert(best: Int32Array, bestScore: Float64Array, size: number, cap: number, i: number, s: number) {
  if (size === cap && s <= bestScore[cap - 1]) return size;
  let k = size < cap ? size++ : cap - 1;
  while (k > 0 && bestScore[k - 1] < s) {
    bestScore[k] = bestScore[k - 1];
    best[k] = best[k - 1];
    k--;
  }
  bestScore[k] = s;
  best[k] = i;
  return size;
}

/** Top-10 counts of every career when the penalties are subtracted (candidates only). */
function exposures(
  ids: Int32Array,
  fits: Float32Array,
  m: number,
  penalty: Float64Array,
  counts: Int32Array,
) {
  counts.fill(0);
  const best = new Int32Array(TOP);
  const bestScore = new Float64Array(TOP);
  const R = ids.length / m;
  for (let r = 0; r < R; r++) {
    let size = 0;
    for (let k = r * m; k < (r + 1) * m; k++)
      size = insert(best, bestScore, size, TOP, ids[k], fits[k] - penalty[ids[k]]);
    for (let k = 0; k < size; k++) counts[best[k]]++;
  }
}

/** Fits the penalties; returns them with the largest share reached (for the tests and the docs). */
export function fitExposurePenalty(
  catalogue: PreparedCatalogue,
  weights: EngineWeights,
  reference = catalogue.size >= 200 ? EXPOSURE_REFERENCE : EXPOSURE_REFERENCE_SMALL,
): { penalty: Float64Array; maxShare: number; rounds: number } {
  const n = catalogue.size;
  // A cap at or below the fair share (10 of n careers) cannot be met: never ask for less than 1.1 × it.
  const cap = Math.max(weights.exposureCap ?? 0, (1.1 * TOP) / Math.max(1, n));
  const m = Math.min(CANDIDATES, n);
  const ids = new Int32Array(m * reference);
  const fits = new Float32Array(m * reference);
  const best = new Int32Array(m);
  const bestScore = new Float64Array(m);
  const buffers = createRankBuffers(n);
  const noCap = { ...weights, exposureCap: 0 };
  const people = referenceProfiles(catalogue.instrument, reference);
  for (let r = 0; r < reference; r++) {
    const p = toProfileVectors(people[r], catalogue);
    const { fit } = fitCareers(p, catalogue, noCap, buffers);
    let size = 0;
    for (let i = 0; i < n; i++) size = insert(best, bestScore, size, m, i, fit[i]);
    ids.set(best, r * m);
    fits.set(bestScore, r * m);
  }
  const penalty = new Float64Array(n);
  const counts = new Int32Array(n);
  let rounds = 0;
  let maxShare = 1;
  for (; rounds < EXPOSURE_ROUNDS; rounds++) {
    exposures(ids, fits, m, penalty, counts);
    maxShare = 0;
    for (let i = 0; i < n; i++) maxShare = Math.max(maxShare, counts[i] / reference);
    if (maxShare <= cap) break;
    for (let i = 0; i < n; i++) {
      const excess = counts[i] / reference / cap - 1;
      if (excess > 0) penalty[i] += STEP * Math.min(1, excess);
      else if (penalty[i] > 0 && excess < -0.2) penalty[i] = Math.max(0, penalty[i] - STEP / 4);
    }
  }
  return { penalty, maxShare, rounds };
}

/** The penalties for these weights (null when the cap is off: no work per request). */
export function exposurePenalty(catalogue: PreparedCatalogue, weights: EngineWeights): Float64Array | null {
  if (!weights.exposureCap || !catalogue.size) return null;
  let byWeights = cache.get(catalogue);
  if (!byWeights) {
    byWeights = new WeakMap();
    cache.set(catalogue, byWeights);
  }
  const known = byWeights.get(weights);
  if (known !== undefined) return known;
  const { penalty } = fitExposurePenalty(catalogue, weights);
  byWeights.set(weights, penalty);
  return penalty;
}
