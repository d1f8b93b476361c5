/**
 * Interest congruence of a student with career i, 0..1:
 *   closeness = 1 − mean |r_T − t_T| over the six types (levels),
 *   shape     = (1 + δ·Pearson(r, t)) / 2 (the profile's shape, blind to overall level), where
 *               δ = min(1, sd(r) / differentiation) discounts flat, undifferentiated profiles,
 *   code      = codeAgreement(scenario 4 ranking, career high-point code) when a ranking was given,
 * mixed with weights.interestMix (renormalized when there is no ranking).
 */
import { codeAgreement } from './code-agreement';
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
  const closeness = 1 - abs / 6;
  const vr = 6 * srr - sr * sr;
  const vt = 6 * stt - st * st;
  const rho = vr > 1e-12 && vt > 1e-12 ? (6 * srt - sr * st) / Math.sqrt(vr * vt) : 0;
  // Differentiation: a flat profile's correlation is mostly noise, so it counts less.
  const sdR = Math.sqrt(Math.max(0, vr) / 36);
  const delta = w.differentiation > 0 ? Math.min(1, sdR / w.differentiation) : 1;
  const shape = (1 + delta * rho) / 2;
  const mix = w.interestMix;
  if (!p.ranked.length) return (mix.closeness * closeness + mix.shape * shape) / (mix.closeness + mix.shape);
  const code = codeAgreement(p.ranked, c.code, i * 3);
  return (
    (mix.closeness * closeness + mix.shape * shape + mix.code * code) / (mix.closeness + mix.shape + mix.code)
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
  return {
    sr,
    vr,
    delta: w.differentiation > 0 ? Math.min(1, sdR / w.differentiation) : 1,
    closeness: mix.closeness,
    shape: mix.shape,
    code: mix.code,
    sum: mix.closeness + mix.shape + (p.ranked.length ? mix.code : 0),
  };
}
