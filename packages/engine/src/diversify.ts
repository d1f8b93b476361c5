/**
 * Diversity step: greedy re-ranking of the head of the list. Each pick maximizes
 *   fit − family·(careers already picked from the same SOC detailed occupation)
 *       − broad·(careers already picked from the same SOC broad occupation),
 * so ten variants of one job only survive when their fits are clearly ahead of everything else.
 * The rest of the ranking keeps its order.
 */
import type { PreparedCatalogue } from './prepare-catalogue';
import type { EngineWeights } from './weights';

export function diversify(
  order: ArrayLike<number>,
  fit: Float64Array,
  catalogue: PreparedCatalogue,
  limit: number,
  weights: EngineWeights,
): number[] {
  const { family: wf, broad: wb } = weights.diversity;
  const poolSize = Math.min(order.length, Math.max(limit * 4, 40));
  const pool = Array.from({ length: poolSize }, (_, k) => order[k]);
  const picked: number[] = [];
  const families = new Map<string, number>();
  const broads = new Map<string, number>();
  while (picked.length < limit && pool.length) {
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < pool.length; k++) {
      const c = catalogue.careers[pool[k]];
      const s = fit[pool[k]] - wf * (families.get(c.family) ?? 0) - wb * (broads.get(c.broad) ?? 0);
      if (s > bestScore) {
        bestScore = s;
        best = k;
      }
    }
    const i = pool.splice(best, 1)[0];
    const c = catalogue.careers[i];
    families.set(c.family, (families.get(c.family) ?? 0) + 1);
    broads.set(c.broad, (broads.get(c.broad) ?? 0) + 1);
    picked.push(i);
  }
  const chosen = new Set(picked);
  for (let k = 0; k < order.length; k++) if (!chosen.has(order[k])) picked.push(order[k]);
  return picked;
}
