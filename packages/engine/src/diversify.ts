/**
 * Diversity step: greedy re-ranking of the head of the list (the best `pool` careers by score).
 * Each pick maximizes
 *   score − family·(careers already picked from the same SOC detailed occupation)
 *         − broad·(careers already picked from the same SOC broad occupation),
 * so ten variants of one job only survive when their fits are clearly ahead of everything else;
 * and at most `maxPerBroad` careers of one SOC broad occupation are picked (a hard, deterministic
 * rule: it changes nothing in a list that already respects it, so it does not add noise).
 * When the pool runs out of allowed careers the list is shorter than `limit` (the caller's pool is
 * four times the limit, so in practice it never is).
 * Returns the `limit` picks in order.
 */
import type { PreparedCatalogue } from './prepare-catalogue';
import type { EngineWeights } from './weights';

export function diversify(
  pool: readonly number[],
  score: Float64Array,
  catalogue: PreparedCatalogue,
  limit: number,
  weights: EngineWeights,
): number[] {
  const { family: wf, broad: wb } = weights.diversity;
  const maxPerBroad = weights.diversity.maxPerBroad ?? Number.POSITIVE_INFINITY;
  const left = [...pool];
  const picked: number[] = [];
  const families = new Map<string, number>();
  const broads = new Map<string, number>();
  while (picked.length < limit && left.length) {
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < left.length; k++) {
      const c = catalogue.careers[left[k]];
      if ((broads.get(c.broad) ?? 0) >= maxPerBroad) continue;
      const s = score[left[k]] - wf * (families.get(c.family) ?? 0) - wb * (broads.get(c.broad) ?? 0);
      if (s > bestScore) {
        bestScore = s;
        best = k;
      }
    }
    if (bestScore === Number.NEGATIVE_INFINITY) break;
    const i = left.splice(best, 1)[0];
    const c = catalogue.careers[i];
    families.set(c.family, (families.get(c.family) ?? 0) + 1);
    broads.set(c.broad, (broads.get(c.broad) ?? 0) + 1);
    picked.push(i);
  }
  return picked;
}
