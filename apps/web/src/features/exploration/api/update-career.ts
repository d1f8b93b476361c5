import type { CareerResult, ResultPatch } from '@pathscoop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH result/{id}/ with {score, booked} or {interested}. */
export const updateCareer = ({ id, ...patch }: ResultPatch & { id: number }) =>
  api.patch<CareerResult>(`result/${id}/`, patch);

/** On success the stored list item and the detail flip too (spec §4). */
export function useUpdateCareer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCareer,
    onSuccess: (updated) => {
      queryClient.setQueryData<CareerResult[]>(['recommendations'], (list) =>
        list?.map((r) => (r.id === updated.id ? { ...r, ...updated } : r)),
      );
      queryClient.setQueryData<CareerResult>(['career', updated.id], (d) =>
        d ? { ...d, score: updated.score, interested: updated.interested, booked: updated.booked } : d,
      );
      void queryClient.invalidateQueries({ queryKey: ['results'] });
    },
  });
}
