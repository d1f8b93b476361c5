import type { Submission, SubmissionResponse } from '@pathscoop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST scenarios/ — every answer at once; the API answers with the stored top 10. */
export const submitScenarios = (submission: Submission) =>
  api.post<SubmissionResponse>('scenarios/', submission);

export function useSubmitScenarios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitScenarios,
    onSuccess: (data) => {
      queryClient.setQueryData(['results'], data.results);
    },
  });
}
