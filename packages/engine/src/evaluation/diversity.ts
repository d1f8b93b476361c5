/**
 * How concentrated top-10 lists are in one job family: for ideal respondents (σ = 0.5) of the given
 * careers, the mean of the largest number of top-10 careers sharing one SOC broad occupation, and
 * the share of lists where four or more do.
 */
import { noisyAnswers } from '../ideal-answers';
import type { PreparedCatalogue } from '../prepare-catalogue';
import type { Random } from '../random';
import { rankCatalogue } from '../rank-catalogue';
import { scoreAnswers } from '../score-answers';
import type { EngineWeights } from '../weights';

export type DiversityResult = { meanLargestFamily: number; listsWithFourPlus: number };

export function familyConcentration(
  catalogue: PreparedCatalogue,
  careers: readonly number[],
  random: Random,
  weights: EngineWeights,
): DiversityResult {
  let sum = 0;
  let fourPlus = 0;
  for (const i of careers) {
    const profile = scoreAnswers(catalogue.instrument, noisyAnswers(catalogue, i, 0.5, random));
    const top = rankCatalogue(profile, catalogue, {}, weights).top;
    const counts = new Map<string, number>();
    for (const c of top)
      counts.set(catalogue.careers[c].broad, (counts.get(catalogue.careers[c].broad) ?? 0) + 1);
    const largest = Math.max(...counts.values());
    sum += largest;
    if (largest >= 4) fourPlus++;
  }
  return { meanLargestFamily: sum / careers.length, listsWithFourPlus: fourPlus / careers.length };
}
