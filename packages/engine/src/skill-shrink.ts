/**
 * Skill shrinkage (issue 23, fourth round): each skill self-rating is pulled towards the mean of the
 * student's own ratings in the same O*NET skill category (Basic Content 2.A.1, Basic Process 2.A.2,
 * Social 2.B.1, Technical 2.B.3, Systems 2.B.4, Resource Management 2.B.5; an item's category is
 * that of its first element, so Complex Problem Solving 2.B.2 joins Basic Process through "Problem
 * solving"):
 *
 *   s'_k = m_g + (1 − λ)·(s_k − m_g),   m_g = mean of the answered items of k's category g,
 *
 * the empirical-Bayes reading of a noisy answer (each rating = the student's level in the category +
 * item noise), as the Interest Profiler's raw area scores average 10 items per area. λ = 0 leaves the
 * answers as they are. Used only for the skill fit; the explanations quote the raw answers.
 */
import type { Instrument } from './types';

const groupsCache = new WeakMap<Instrument, Int32Array>();

/** Category index of every scenario 2 item (items of one category share an index). */
export function skillGroups(instrument: Instrument): Int32Array {
  let g = groupsCache.get(instrument);
  if (g) return g;
  const names = new Map<string, number>();
  g = Int32Array.from(instrument.scenario2.skills, (s) => {
    const key = (s.elements[0] ?? '').split('.').slice(0, 3).join('.');
    let k = names.get(key);
    if (k === undefined) {
      k = names.size;
      names.set(key, k);
    }
    return k;
  });
  groupsCache.set(instrument, g);
  return g;
}

/** The shrunk ratings (a new array; unanswered items stay 0 and keep their mask). */
export function shrinkTowardGroups(
  s: Float64Array,
  mask: Uint8Array,
  groups: Int32Array,
  lambda: number,
): Float64Array {
  const out = Float64Array.from(s);
  if (!(lambda > 0)) return out;
  const G = groups.reduce((a, b) => Math.max(a, b), -1) + 1;
  const sum = new Float64Array(G);
  const count = new Float64Array(G);
  for (let k = 0; k < s.length; k++) {
    if (!mask[k]) continue;
    sum[groups[k]] += s[k];
    count[groups[k]]++;
  }
  for (let k = 0; k < s.length; k++) {
    if (!mask[k]) continue;
    const m = sum[groups[k]] / count[groups[k]];
    out[k] = m + (1 - lambda) * (s[k] - m);
  }
  return out;
}
