export { type CoverageResult, coverage } from './coverage';
export { type DiversityResult, familyConcentration } from './diversity';
export { checkGoals, type EvaluationOptions, type EvaluationReport, GOALS, runEvaluation } from './evaluate';
export { type PureTypeResult, pureTypes } from './pure-types';
export { pureRespondent, randomRespondent } from './respondents';
export { type SelfMatchResult, selfMatch } from './self-match';
export { type Split, splitCareers } from './split';
export { stabilityOfIdeal, stabilityOfRandom } from './stability';
export { describe, type TrialResult, TUNE_GRID, TUNE_LIMITS, tuneWeights } from './tune';
