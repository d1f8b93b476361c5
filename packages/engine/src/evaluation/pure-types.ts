/**
 * Clear one-type respondents: how many of their top 10 have that type as O*NET first interest?
 * - pure: the type's activities 5, others 1, team choices for its team, scenario 4 = the type and its
 *   two hexagon neighbours, every skill and slider 3 (respondents.ts pureRespondent);
 * - ranking only: EVERY rating 3 (neutral) and only scenario 4 speaks: the type first. Reported as the
 *   worst case over every second and third choice (20 orders) and over no education plan and each
 *   sign-up education plan (the Job Zone factor), so that no choice of the rest tips the list.
 */
import type { PreparedCatalogue } from '../prepare-catalogue';
import { rankCatalogue } from '../rank-catalogue';
import { scoreAnswers } from '../score-answers';
import { type EducationCode, RIASEC_TYPES, type RiasecType } from '../types';
import type { EngineWeights } from '../weights';
import { pureRespondent, rankingOnlyRespondent } from './respondents';

export type PureTypeResult = {
  type: RiasecType;
  /** Pure respondent, no education plan. */
  firstHighPoint: number;
  /** Ranking-only respondent: the worst case over the 2nd/3rd choices and education plans. */
  rankingOnly: number;
  /** …and the ranking and plan of that worst case. */
  worstRanking: string;
  worstEducation: EducationCode | null;
};

const EDUCATIONS: (EducationCode | null)[] = [null, 2, 5, 6, 8, 11];

export function pureTypes(catalogue: PreparedCatalogue, weights: EngineWeights): PureTypeResult[] {
  const count = (top: number[], type: RiasecType) =>
    top.filter((i) => catalogue.careers[i].highPoint[0] === type).length;
  return RIASEC_TYPES.map((type) => {
    const profile = scoreAnswers(catalogue.instrument, pureRespondent(catalogue.instrument, type));
    const firstHighPoint = count(rankCatalogue(profile, catalogue, {}, weights).top, type);
    let rankingOnly = 10;
    let worstRanking = '';
    let worstEducation: EducationCode | null = null;
    const others = RIASEC_TYPES.filter((t) => t !== type);
    for (const second of others)
      for (const third of others) {
        if (third === second) continue;
        const ranking = [type, second, third];
        const p = scoreAnswers(catalogue.instrument, rankingOnlyRespondent(catalogue.instrument, ranking));
        for (const education of EDUCATIONS) {
          const k = count(rankCatalogue(p, catalogue, { education }, weights).top, type);
          if (k < rankingOnly || !worstRanking) {
            rankingOnly = Math.min(rankingOnly, k);
            worstRanking = ranking.join(',');
            worstEducation = education;
          }
        }
      }
    return { type, firstHighPoint, rankingOnly, worstRanking, worstEducation };
  });
}
