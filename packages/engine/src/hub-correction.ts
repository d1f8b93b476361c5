/**
 * Hubness reduction (CSLS-style, Conneau et al. 2018; cf. mutual proximity, Schnitzer et al. 2012).
 * Some careers sit near everyone: their fit to almost any respondent is high, so they crowd random
 * students' lists. For each career i, m_i = its mean weighted fit over a fixed reference population of
 * simulated respondents (every item uniformly random 1..5, scenario 4 random; seed HUB_SEED, not one
 * the evaluation uses); the ranking corrects each career's fit against that population (hubCorrection),
 * so a career is preferred for what it fits in this respondent rather than for fitting everybody. Pure and deterministic; computed once per
 * catalogue and weights (≈ HUB_REFERENCE rankings, a few hundred ms) and cached with the catalogue.
 */
import { randomRespondent } from './evaluation/respondents';
import type { PreparedCatalogue } from './prepare-catalogue';
import { toProfileVectors } from './profile-vectors';
import { createRandom } from './random';
import { createRankBuffers, fitCareers } from './rank-catalogue';
import { scoreAnswers } from './score-answers';
import type { EngineWeights } from './weights';

export const HUB_SEED = 0x48554221;
export const HUB_REFERENCE = 400;
export const HUB_QUANTILE = 0.95;

const cache = new WeakMap<PreparedCatalogue, Map<string, HubStats | HubAffine>>();

/** Each career's mean and standard deviation of the weighted fit over the reference population. */
export type HubStats = { mean: Float64Array; sd: Float64Array; q: Float64Array };
export type HubAffine = { scale: Float64Array; shift: Float64Array };

/** Per catalogue, by weights object: spares the key string on every request. */
const affineCache = new WeakMap<PreparedCatalogue, WeakMap<EngineWeights, HubAffine>>();
const stratumCache = Array.from(
  { length: 7 },
  () => new WeakMap<PreparedCatalogue, WeakMap<EngineWeights, HubAffine>>(),
);

function cacheFor(catalogue: PreparedCatalogue) {
  let byKey = cache.get(catalogue);
  if (!byKey) {
    byKey = new Map();
    cache.set(catalogue, byKey);
  }
  return byKey;
}

export function hubStats(catalogue: PreparedCatalogue, weights: EngineWeights, stratum = -1): HubStats {
  const { hub: _hub, ...rest } = weights;
  const key = `${stratum}:${JSON.stringify(rest)}`;
  const byKey = cacheFor(catalogue);
  const hit = byKey.get(key) as HubStats | undefined;
  if (hit) return hit;
  const n = catalogue.size;
  const mean = new Float64Array(n);
  const sq = new Float64Array(n);
  const all = new Float64Array(n * HUB_REFERENCE);
  const buffers = createRankBuffers(n);
  const random = createRandom(HUB_SEED);
  for (let r = 0; r < HUB_REFERENCE; r++) {
    let p = toProfileVectors(
      scoreAnswers(catalogue.instrument, randomRespondent(catalogue.instrument, random)),
      catalogue,
    );
    while (stratum >= 0 && (p.ranked[0] ?? 6) !== stratum)
      p = toProfileVectors(
        scoreAnswers(catalogue.instrument, randomRespondent(catalogue.instrument, random)),
        catalogue,
      );
    const { fit } = fitCareers(p, catalogue, weights, buffers);
    for (let i = 0; i < n; i++) {
      all[i * HUB_REFERENCE + r] = fit[i];
      mean[i] += fit[i] / HUB_REFERENCE;
      sq[i] += (fit[i] * fit[i]) / HUB_REFERENCE;
    }
  }
  const sd = new Float64Array(n);
  for (let i = 0; i < n; i++) sd[i] = Math.sqrt(Math.max(0, sq[i] - mean[i] * mean[i]));
  const q = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const own = all.subarray(i * HUB_REFERENCE, (i + 1) * HUB_REFERENCE).sort();
    q[i] = own[Math.floor(HUB_QUANTILE * (HUB_REFERENCE - 1))];
  }
  const stats = { mean, sd, q };
  byKey.set(key, stats);
  return stats;
}

/**
 * The affine correction of every career's fit. With m_i, s_i the career's mean and sd over the
 * reference population and m̄, s̄ their catalogue averages:
 *   standardised_i = m̄ + s̄·(fit_i − m_i)/s_i  (mutual-proximity-like: the fit read against the
 *   career's own distribution, back on the catalogue's usual scale; s_i floored at s̄/4),
 *   corrected_i = (1 − z)·fit_i + z·standardised_i − λ·max(0, m_i − m̄)  (CSLS-like shift, one-sided:
 *   only careers above the average are pulled down, so anti-hubs are not pushed up into new hubs),
 * with z = weights.hub.standardise and λ = weights.hub.shift. With `tail`, m_i is the career's
 * HUB_QUANTILE quantile over the reference population (its "neighbourhood" fit, as CSLS's mean
 * similarity to the k nearest queries) and s_i = that quantile − the mean.With `strata`, the statistics are
 * computed per stratum (the respondent's first ranked type in scenario 4, or none: 7 strata of
 * HUB_REFERENCE respondents each) and a respondent is corrected against their own stratum. null (no correction, no
 * work per request) when both z and λ are 0 — as shipped: see docs/engine.md for why.
 */
export function hubCorrection(
  catalogue: PreparedCatalogue,
  weights: EngineWeights,
  ranked: readonly number[] = [],
): HubAffine | null {
  const n = catalogue.size;
  const { shift: lambda, standardise: z, tail, strata } = weights.hub;
  if ((!lambda && !z) || !n) return null;
  const stratum = strata ? (ranked[0] ?? 6) : -1;
  let byWeights = (strata ? stratumCache[stratum] : affineCache).get(catalogue);
  if (!byWeights) {
    byWeights = new WeakMap();
    (strata ? stratumCache[stratum] : affineCache).set(catalogue, byWeights);
  }
  const known = byWeights.get(weights);
  if (known) return known;
  const key = `affine${stratum}:${JSON.stringify(weights)}`;
  const byKey = cacheFor(catalogue);
  const hit = byKey.get(key) as HubAffine | undefined;
  if (hit) {
    byWeights.set(weights, hit);
    return hit;
  }
  const scale = new Float64Array(n).fill(1);
  const shift = new Float64Array(n);
  {
    const stats = hubStats(catalogue, weights, stratum);
    const mean = tail ? stats.q : stats.mean;
    const sd = new Float64Array(n);
    for (let i = 0; i < n; i++) sd[i] = tail ? stats.q[i] - stats.mean[i] : stats.sd[i];
    let mBar = 0;
    let sBar = 0;
    for (let i = 0; i < n; i++) {
      mBar += mean[i] / n;
      sBar += sd[i] / n;
    }
    for (let i = 0; i < n; i++) {
      const s = Math.max(sd[i], sBar / 4);
      scale[i] = 1 - z + (z * sBar) / s;
      shift[i] = z * (mBar - (sBar * mean[i]) / s) - lambda * Math.max(0, mean[i] - mBar);
    }
  }
  const affine = { scale, shift };
  byKey.set(key, affine);
  byWeights.set(weights, affine);
  return affine;
}
