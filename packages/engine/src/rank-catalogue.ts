/**
 * Ranks the whole catalogue for one profile.
 * 1. Part fits per career, 0..1: interest_i, skill_i, value_i (interest-fit.ts, skill-fit.ts,
 *    value-fit.ts; computed here in one fused loop for speed, same formulas).
 * 2. fit_i = Σ e_part·part_i with effective weights e_part ∝ w_part / scale_part (normalized to sum
 *    1 over the answered parts). scale_part is the part's typical spread across the catalogue
 *    (part-scales.ts), so that w_part is the part's real share of influence on the order: the raw
 *    fits spread very differently (a 6-number interest correlation varies more than a 24-number one).
 * 3. score_i = (fit_i − exposurePenalty_i) · zoneFit_i + typedBoost · typedMatch_i (the penalty of
 *    exposure-cap.ts, 0 for most careers; fit_i after the hubness correction of hub-correction.ts when
 *    weights.hub is set, off as shipped).
 * 4. The best `pool` careers by score go through the diversity step, which picks the top `limit`
 *    (as shipped: score order, at most 3 per SOC broad occupation).
 */

import { codeMatch } from './code-agreement';
import { diversify } from './diversify';
import { exposurePenalty } from './exposure-cap';
import { hubCorrection } from './hub-correction';
import { interestConstants } from './interest-fit';
import { type ItemConstants, itemConstants, itemFitFull, itemFitWith } from './item-fit';
import { partScales } from './part-scales';
import type { PreparedCatalogue } from './prepare-catalogue';
import { type ProfileVectors, toProfileVectors } from './profile-vectors';
import { shrinkTowardGroups, skillGroups } from './skill-shrink';
import { matchTypedCareers, type TitleMatch } from './title-match';
import type { Profile, RecommendContext } from './types';
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
export function fitCareers(
  p: ProfileVectors,
  catalogue: PreparedCatalogue,
  weights: EngineWeights,
  buffers: RankBuffers = createRankBuffers(catalogue.size),
): Fits {
  const n = catalogue.size;
  const rawS = itemConstants(p.skill, p.skillMask);
  const shrunk = weights.skillShrink
    ? shrinkTowardGroups(p.skill, p.skillMask, skillGroups(catalogue.instrument), weights.skillShrink)
    : null;
  const S = shrunk ? itemConstants(shrunk, p.skillMask) : rawS;
  const rawV = itemConstants(p.slider, p.sliderMask);
  const V = weights.sliderShrink
    ? itemConstants(
        shrinkTowardGroups(p.slider, p.sliderMask, new Int32Array(p.slider.length), weights.sliderShrink),
        p.sliderMask,
      )
    : rawV;
  const wI = weights.interest;
  // How much the skill part can say is judged on the raw answers (shrinking narrows their spread).
  const wS = p.skillAnswered ? weights.skill * partInformation(rawS, weights) : 0;
  const wV = p.sliderAnswered ? weights.value * partInformation(rawV, weights) : 0;
  const scale = partScales(catalogue, weights);
  const eI = wI / scale.interest;
  const eS = wS / scale.skill;
  const eV = wV / scale.value;
  const eSum = eI + eS + eV;
  const { interest, skill, value, fit } = buffers;
  skill.fill(0);
  value.fill(0);
  const I = interestConstants(p, weights);
  const K = catalogue.skillCount;
  const J = catalogue.sliderCount;
  const { interest: ti, skill: ts, skillWeight: tw, slider: tv, code } = catalogue;
  const r = p.interest;
  const ranked = p.ranked;
  const sums = catalogue.sums;
  const skillFull = S.n === K;
  const sliderFull = V.n === J;
  for (let i = 0; i < n; i++) {
    // Interest (interest-fit.ts).
    let abs = 0;
    let st = 0;
    let stt = 0;
    let srt = 0;
    const o = i * 6;
    for (let k = 0; k < 6; k++) {
      const a = r[k];
      const b = ti[o + k];
      abs += a > b ? a - b : b - a;
      st += b;
      stt += b * b;
      srt += a * b;
    }
    const vt = 6 * stt - st * st;
    const rho = I.vr > 1e-12 && vt > 1e-12 ? (6 * srt - I.sr * st) / Math.sqrt(I.vr * vt) : 0;
    let f = I.closeness * (I.delta * (1 - abs / 6) + (1 - I.delta) / 2) + I.shape * ((1 + I.delta * rho) / 2);
    if (ranked.length) f += I.code * codeMatch(ranked, code, i * 3, weights.codeFirst);
    interest[i] = f / I.sum;
    // Skills and sliders (item-fit.ts).
    if (wS)
      skill[i] = skillFull
        ? itemFitFull(
            S,
            ts,
            tw,
            i * K,
            sums.skill[i],
            sums.skillSq[i],
            sums.skillWeight[i],
            weights.surplus,
            weights.skillShape,
          )
        : itemFitWith(S, ts, tw, i * K, weights.surplus, weights.skillShape);
    if (wV)
      value[i] = sliderFull
        ? itemFitFull(V, tv, null, i * J, sums.slider[i], sums.sliderSq[i], J, 1, weights.valueShape)
        : itemFitWith(V, tv, null, i * J, 1, weights.valueShape);
    fit[i] = (eI * interest[i] + eS * skill[i] + eV * value[i]) / eSum;
  }
  return { interest, skill, value, fit };
}

/**
 * How much a part's answers can tell careers apart: min(1, sd(answers) / partDifferentiation) (1 when
 * the setting is 0). A student who put every skill in the same bucket gives the skill part no weight.
 */
export function partInformation(c: ItemConstants, weights: EngineWeights): number {
  if (!weights.partDifferentiation || !c.n) return 1;
  const sd = Math.sqrt(Math.max(0, c.vs)) / c.n;
  return Math.min(1, sd / weights.partDifferentiation);
}

/** Work arrays of one ranking (n each). `recommend` reuses one set per catalogue to spare the GC. */
export type RankBuffers = Fits & { zone: Float64Array; score: Float64Array; sorted: Float64Array };

export function createRankBuffers(n: number): RankBuffers {
  const a = () => new Float64Array(n);
  return { interest: a(), skill: a(), value: a(), fit: a(), zone: a(), score: a(), sorted: a() };
}

export type Ranking = Fits & {
  /** The recommended careers (indexes), best first, after the diversity step. */
  top: number[];
  /** 1-based rank of career i in the final order (top first, then everyone else by score). */
  rankOf: (i: number) => number;
  zone: Float64Array;
  /** The ranking key (fit × zone + typed boost). */
  score: Float64Array;
  typed: Map<number, TitleMatch>;
  vectors: ProfileVectors;
};

/** The `pool` best careers by score (ties: lower index first), best first. */
function head(score: Float64Array, pool: number, sorted: Float64Array): number[] {
  const n = score.length;
  if (pool >= n) return Array.from({ length: n }, (_, i) => i).sort((a, b) => score[b] - score[a] || a - b);
  sorted.set(score);
  sorted.sort();
  const threshold = sorted[n - pool];
  const candidates: number[] = [];
  for (let i = 0; i < n; i++) if (score[i] >= threshold) candidates.push(i);
  return candidates.sort((a, b) => score[b] - score[a] || a - b).slice(0, pool);
}

export function rankCatalogue(
  profile: Profile,
  catalogue: PreparedCatalogue,
  context: RecommendContext = {},
  weights: EngineWeights = DEFAULT_WEIGHTS,
  buffers: RankBuffers = createRankBuffers(catalogue.size),
): Ranking {
  const n = catalogue.size;
  const limit = Math.max(1, Math.min(context.limit ?? 10, n));
  const p = toProfileVectors(profile, catalogue);
  const fits = fitCareers(p, catalogue, weights, buffers);
  const typed = matchTypedCareers(catalogue.titles, context.typedCareers);
  const { zone, score } = buffers;
  const zoneFactor = [1, 1, 2, 3, 4, 5].map((z, k) => (k === 0 ? 1 : zoneFit(z, context, weights.zone)));
  const hub = hubCorrection(catalogue, weights, p.ranked);
  const penalty = exposurePenalty(catalogue, weights);
  for (let i = 0; i < n; i++) {
    zone[i] = zoneFactor[catalogue.careers[i].jobZone ?? 0];
    const fit = hub ? fits.fit[i] * hub.scale[i] + hub.shift[i] : fits.fit[i];
    score[i] = (penalty ? fit - penalty[i] : fit) * zone[i];
  }
  for (const [i, m] of typed) score[i] += weights.typedBoost * m.strength;
  const top = diversify(
    head(score, Math.max(limit * 4, 40), buffers.sorted),
    score,
    catalogue,
    limit,
    weights,
  );
  const rankOf = (i: number) => {
    const k = top.indexOf(i);
    if (k >= 0) return k + 1;
    const chosen = new Set(top);
    let above = 0;
    for (let j = 0; j < n; j++)
      if (!chosen.has(j) && (score[j] > score[i] || (score[j] === score[i] && j < i))) above++;
    return top.length + above + 1;
  };
  return {
    interest: fits.interest,
    skill: fits.skill,
    value: fits.value,
    fit: fits.fit,
    top,
    rankOf,
    zone,
    score,
    typed,
    vectors: p,
  };
}
