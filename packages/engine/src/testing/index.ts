export { uniformAnswers, withAnswers } from './answers';
export { syntheticCareers } from './synthetic-catalogue';
