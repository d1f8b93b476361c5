import { type ScoopQuestion, scoopQuestionSchema } from '@pathscoop/contracts';
import { api } from '../../../lib/api-client';

/** GET question/{id}/refresh/answer/ — a new answer; 429 past the cap, 403 without a plan. */
export async function refreshScoopAnswer(questionId: number): Promise<ScoopQuestion> {
  return scoopQuestionSchema.parse(await api.get<unknown>(`question/${questionId}/refresh/answer/`));
}
