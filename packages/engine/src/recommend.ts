/**
 * recommend(profile, catalogue, context): the top careers (default 10) with match strength,
 * structured reasons and the `ai` explanation.
 */
import { buildReasons, explain } from './explain';
import type { PreparedCatalogue } from './prepare-catalogue';
import { createRankBuffers, type RankBuffers, rankCatalogue } from './rank-catalogue';
import type { Profile, Recommendation, RecommendContext } from './types';
import { DEFAULT_WEIGHTS, type EngineWeights } from './weights';

const scratch = new WeakMap<PreparedCatalogue, RankBuffers>();

export function recommend(
  profile: Profile,
  catalogue: PreparedCatalogue,
  context: RecommendContext = {},
  weights: EngineWeights = DEFAULT_WEIGHTS,
): Recommendation[] {
  if (!catalogue.size) return [];
  const limit = Math.max(1, Math.min(context.limit ?? 10, catalogue.size));
  // One set of work arrays per catalogue: recommend is synchronous and copies what it returns.
  let buffers = scratch.get(catalogue);
  if (!buffers) {
    buffers = createRankBuffers(catalogue.size);
    scratch.set(catalogue, buffers);
  }
  const ranking = rankCatalogue(profile, catalogue, { ...context, limit }, weights, buffers);
  // Issue 24 #17: the list is ordered by fit AND variety (diversification may place a slightly
  // stronger fit lower), so the shown match is capped at the one above it: percentages never
  // disagree with the rank (#3 75 %, #4 76 % read as an error).
  let ceiling = 100;
  return ranking.top.map((i, k) => {
    const match = Math.min(ceiling, Math.round(100 * Math.min(1, ranking.score[i])));
    ceiling = match;
    const reasons = buildReasons(catalogue, i, ranking, context);
    return {
      code: catalogue.careers[i].code,
      title: catalogue.careers[i].title,
      rank: k + 1,
      match,
      components: {
        interest: ranking.interest[i],
        skill: ranking.skill[i],
        value: ranking.value[i],
        zone: ranking.zone[i],
        typed: ranking.typed.get(i)?.strength ?? 0,
      },
      reasons,
      ai: explain(catalogue, i, reasons),
    };
  });
}
