export { type CoverageResult, coverage } from './coverage';
export { type DiversityResult, familyConcentration } from './diversity';
export {
  checkGoals,
  checkSideBySideGoals,
  type EvaluationOptions,
  type EvaluationReport,
  GOALS,
  type GoalCheck,
  runEvaluation,
  SIDE_BY_SIDE_GOALS,
} from './evaluate';
export { IP_ITEMS, type IpScores, ipHighPoints, ipRanking, ipRawScores } from './onet-ip';
export { type PureTypeResult, pureTypes } from './pure-types';
export {
  answersIp,
  answersOurs,
  drawLatent,
  EDUCATION_FOR_ZONE,
  LATENT_TAU,
  type LatentRespondent,
} from './respondent-model';
export { pureRespondent, randomRespondent, rankingOnlyRespondent } from './respondents';
export { type SelfMatchResult, selfMatch } from './self-match';
export {
  type Estimate,
  METHODS,
  type Method,
  type MethodFigures,
  type SideBySide,
  type SideBySideOptions,
  sideBySide,
  TRUTHS,
  type Truth,
} from './side-by-side';
export { type Split, splitCareers } from './split';
export { stabilityOfIdeal, stabilityOfRandom } from './stability';
export { describe, type TrialResult, TUNE_GRID, TUNE_LIMITS, tuneWeights } from './tune';
