/**
 * Interest congruence of a student with career i, 0..1:
 *   closeness = δ·(1 − mean |r_T − t_T| over the six types) + (1 − δ)/2 (levels),
 *   shape     = (1 + δ·Pearson(r, t)) / 2 (the profile's shape, blind to overall level), where
 *               δ = min(1, sd(r) / differentiation) discounts flat, undifferentiated profiles,
 *   code      = codeAgreement(scenario 4 ranking, career high-point code) when a ranking was given,
 * mixed with weights.interestMix (renormalized when there is no ranking). With a ranking and an
 * almost flat profile, the share 1 − min(1, sd(r) / rankingFillsFlat) of the closeness and shape
 * weights moves to the code agreement: a student whose activity answers are all alike is matched on
 * the types they ranked.
 */
import { codeMatch } from './code-agreement';
import type { PreparedCatalogue } from './prepare-catalogue';
import type { ProfileVectors } from './profile-vectors';
import type { EngineWeights } from './weights';

export function interestFit(p: ProfileVectors, c: PreparedCatalogue, i: number, w: EngineWeights): number {
  const r = p.interest;
  const t = c.interest;
  const o = i * 6;
  let abs = 0;
  let sr = 0;
  let st = 0;
  let srr = 0;
  let stt = 0;
  let srt = 0;
  for (let k = 0; k < 6; k++) {
    const a = r[k];
    const b = t[o + k];
    abs += a > b ? a - b : b - a;
    sr += a;
    st += b;
    srr += a * a;
    stt += b * b;
    srt += a * b;
  }
  const rawCloseness = 1 - abs / 6;
  const vr = 6 * srr - sr * sr;
  const vt = 6 * stt - st * st;
  const rho = vr > 1e-12 && vt > 1e-12 ? (6 * srt - sr * st) / Math.sqrt(vr * vt) : 0;
  // Differentiation: a flat profile's correlation is mostly noise, so it counts less.
  const sdR = Math.sqrt(Math.max(0, vr) / 36);
  const delta = w.differentiation > 0 ? Math.min(1, sdR / w.differentiation) : 1;
  const shape = (1 + delta * rho) / 2;
  // Differentiation discounts the level closeness the same way (a flat profile is close to every
  // middling career; that is no reason to recommend them).
  const closeness = delta * rawCloseness + (1 - delta) / 2;
  const mix = w.interestMix;
  if (!p.ranked.length) return (mix.closeness * closeness + mix.shape * shape) / (mix.closeness + mix.shape);
  const code = codeMatch(p.ranked, c.code, i * 3, w.codeFirst);
  const keep = w.rankingFillsFlat > 0 ? Math.min(1, sdR / w.rankingFillsFlat) : 1;
  const moved = (mix.closeness + mix.shape) * (1 - keep);
  return (
    (keep * mix.closeness * closeness + keep * mix.shape * shape + (mix.code + moved) * code) /
    (mix.closeness + mix.shape + mix.code)
  );
}

/** What the interest fit needs from the student, computed once per ranking (rank-catalogue.ts). */
export function interestConstants(p: ProfileVectors, w: EngineWeights) {
  let sr = 0;
  let srr = 0;
  for (let k = 0; k < 6; k++) {
    sr += p.interest[k];
    srr += p.interest[k] * p.interest[k];
  }
  const vr = 6 * srr - sr * sr;
  const sdR = Math.sqrt(Math.max(0, vr) / 36);
  const mix = w.interestMix;
  const delta = w.differentiation > 0 ? Math.min(1, sdR / w.differentiation) : 1;
  const keep = p.ranked.length && w.rankingFillsFlat > 0 ? Math.min(1, sdR / w.rankingFillsFlat) : 1;
  return {
    sr,
    vr,
    delta,
    closeness: keep * mix.closeness,
    shape: keep * mix.shape,
    code: mix.code + (1 - keep) * (mix.closeness + mix.shape),
    sum: mix.closeness + mix.shape + (p.ranked.length ? mix.code : 0),
  };
}
