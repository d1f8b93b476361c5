/**
 * Coverage: N random respondents → how many distinct careers appear in any top 10, and the largest
 * share of lists that one career appears in.
 */
import type { PreparedCatalogue } from '../prepare-catalogue';
import type { Random } from '../random';
import { rankCatalogue } from '../rank-catalogue';
import { scoreAnswers } from '../score-answers';
import type { EngineWeights } from '../weights';
import { randomRespondent } from './respondents';

export type CoverageResult = {
  respondents: number;
  distinct: number;
  maxShare: number;
  mostFrequent: string;
};

export function coverage(
  catalogue: PreparedCatalogue,
  respondents: number,
  random: Random,
  weights: EngineWeights,
): CoverageResult {
  const counts = new Int32Array(catalogue.size);
  for (let r = 0; r < respondents; r++) {
    const profile = scoreAnswers(catalogue.instrument, randomRespondent(catalogue.instrument, random));
    const { top } = rankCatalogue(profile, catalogue, {}, weights);
    for (const i of top) counts[i]++;
  }
  let distinct = 0;
  let max = 0;
  for (let i = 0; i < counts.length; i++) {
    if (counts[i]) distinct++;
    if (counts[i] > counts[max]) max = i;
  }
  return {
    respondents,
    distinct,
    maxShare: counts[max] / respondents,
    mostFrequent: catalogue.careers[max].title,
  };
}
