/**
 * The typical spread of each part fit across the catalogue, used to turn the nominal weights into
 * shares of influence (rank-catalogue.ts). Reference population: the ideal respondents of every
 * 7th career of the catalogue itself; for each, the standard deviation of the part fit across all
 * careers; averaged. Computed once per catalogue and weights (≈ 125 × n fits, tens of ms).
 */
import { idealAnswers } from './ideal-answers';
import { interestFit } from './interest-fit';
import type { PreparedCatalogue } from './prepare-catalogue';
import { toProfileVectors } from './profile-vectors';
import { scoreAnswers } from './score-answers';
import { skillFit } from './skill-fit';
import { valueFit } from './value-fit';
import type { EngineWeights } from './weights';

export type PartScales = { interest: number; skill: number; value: number };

const STEP = 7;
const cache = new WeakMap<PreparedCatalogue, Map<string, PartScales>>();

function sd(x: Float64Array): number {
  let m = 0;
  for (let i = 0; i < x.length; i++) m += x[i];
  m /= x.length;
  let v = 0;
  for (let i = 0; i < x.length; i++) v += (x[i] - m) ** 2;
  return Math.sqrt(v / x.length);
}

export function partScales(catalogue: PreparedCatalogue, weights: EngineWeights): PartScales {
  const key = JSON.stringify([
    weights.interestMix,
    weights.skillShape,
    weights.valueShape,
    weights.surplus,
    weights.differentiation,
    weights.rankingFillsFlat,
    weights.codeFirst,
  ]);
  let byKey = cache.get(catalogue);
  if (!byKey) {
    byKey = new Map();
    cache.set(catalogue, byKey);
  }
  const hit = byKey.get(key);
  if (hit) return hit;
  const n = catalogue.size;
  const acc = { interest: 0, skill: 0, value: 0 };
  let count = 0;
  const buf = { interest: new Float64Array(n), skill: new Float64Array(n), value: new Float64Array(n) };
  for (let j = 0; j < n; j += STEP) {
    const p = toProfileVectors(scoreAnswers(catalogue.instrument, idealAnswers(catalogue, j)), catalogue);
    for (let i = 0; i < n; i++) {
      buf.interest[i] = interestFit(p, catalogue, i, weights);
      buf.skill[i] = skillFit(p, catalogue, i, weights);
      buf.value[i] = valueFit(p, catalogue, i, weights);
    }
    acc.interest += sd(buf.interest);
    acc.skill += sd(buf.skill);
    acc.value += sd(buf.value);
    count++;
  }
  const floor = 1e-6;
  const scale = (x: number) => (count ? Math.max(floor, x / count) : 1);
  const scales = { interest: scale(acc.interest), skill: scale(acc.skill), value: scale(acc.value) };
  byKey.set(key, scales);
  return scales;
}
