import type { CareerResult, ResultPatch } from '@pathscoop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH result/{id}/ with {score, booked} or {interested}. */
export const updateResult = ({ id, ...patch }: ResultPatch & { id: number }) =>
  api.patch<CareerResult>(`result/${id}/`, patch);

export function useUpdateResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResult,
    onSuccess: (updated) => {
      queryClient.setQueryData<CareerResult[]>(['results'], (list) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      );
    },
  });
}
