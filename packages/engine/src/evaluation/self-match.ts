/**
 * Self-match: for each career, its ideal respondent's answers with noise σ (rounded, clipped) are
 * scored and ranked against the whole catalogue; where does the career itself land?
 */
import { noisyAnswers } from '../ideal-answers';
import type { PreparedCatalogue } from '../prepare-catalogue';
import type { Random } from '../random';
import { rankCatalogue } from '../rank-catalogue';
import { scoreAnswers } from '../score-answers';
import { median } from '../stats';
import type { EngineWeights } from '../weights';

export type SelfMatchResult = {
  sigma: number;
  trials: number;
  recall1: number;
  recall10: number;
  medianRank: number;
};

export function selfMatch(
  catalogue: PreparedCatalogue,
  careers: readonly number[],
  sigma: number,
  random: Random,
  weights: EngineWeights,
  repeats = 1,
): SelfMatchResult {
  const ranks: number[] = [];
  for (let r = 0; r < repeats; r++) {
    for (const i of careers) {
      const profile = scoreAnswers(catalogue.instrument, noisyAnswers(catalogue, i, sigma, random));
      ranks.push(rankCatalogue(profile, catalogue, {}, weights).rankOf(i));
    }
  }
  const n = ranks.length;
  return {
    sigma,
    trials: n,
    recall1: ranks.filter((x) => x === 1).length / n,
    recall10: ranks.filter((x) => x <= 10).length / n,
    medianRank: median(ranks),
  };
}
