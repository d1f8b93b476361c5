/** Pure-type respondents: how many of their top 10 have that type as first high point? */
import type { PreparedCatalogue } from '../prepare-catalogue';
import { rankCatalogue } from '../rank-catalogue';
import { scoreAnswers } from '../score-answers';
import { RIASEC_TYPES, type RiasecType } from '../types';
import type { EngineWeights } from '../weights';
import { pureRespondent } from './respondents';

export type PureTypeResult = { type: RiasecType; firstHighPoint: number };

export function pureTypes(catalogue: PreparedCatalogue, weights: EngineWeights): PureTypeResult[] {
  return RIASEC_TYPES.map((type) => {
    const profile = scoreAnswers(catalogue.instrument, pureRespondent(catalogue.instrument, type));
    const { top } = rankCatalogue(profile, catalogue, {}, weights);
    const firstHighPoint = top.filter((i) => catalogue.careers[i].highPoint[0] === type).length;
    return { type, firstHighPoint };
  });
}
