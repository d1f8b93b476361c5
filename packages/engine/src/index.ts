export { codeAgreement } from './code-agreement';
export { buildReasons, explain } from './explain';
export { idealAnswers, noisyAnswers } from './ideal-answers';
export { INSTRUMENT } from './instrument';
export { presentScenarios, type Scenario, type ScenarioQuestion } from './instrument/present-scenarios';
export {
  elementInfo,
  RIASEC_ELEMENTS,
  SKILL_ELEMENTS,
  WORK_STYLE_ELEMENTS,
  WORK_VALUE_ELEMENTS,
} from './onet-elements';
export { type AnswerProblem, parseAnswers, parseRanking, validateAnswers } from './parse-answers';
export { type PreparedCareer, type PreparedCatalogue, prepareCatalogue } from './prepare-catalogue';
export { createRandom, hashString, type Random } from './random';
export { type Ranking, rankCatalogue } from './rank-catalogue';
export { recommend } from './recommend';
export { scoreAnswers } from './score-answers';
export { matchTypedCareers, normalizeTitle, titleWords } from './title-match';
export * from './types';
export { DEFAULT_WEIGHTS, type EngineWeights } from './weights';
export { ASPIRED_ZONE, zoneFit } from './zone-fit';
