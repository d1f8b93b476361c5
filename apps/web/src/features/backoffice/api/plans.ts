import { type BackofficePlan, backofficePlanSchema, type PlanInput } from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET backoffice/plans/ */
export const usePlans = () =>
  useQuery({
    queryKey: ['backoffice', 'plans'],
    queryFn: async (): Promise<BackofficePlan[]> =>
      z.array(backofficePlanSchema).parse(await api.get('backoffice/plans/')),
  });

/** PUT backoffice/plans/{id}/: the next version of the plan's terms. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: PlanInput }) =>
      api.put<BackofficePlan>(`backoffice/plans/${id}/`, form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'plans'] });
      // The public pricing page reads the plans too.
      void queryClient.invalidateQueries({ queryKey: ['pricing-plans'] });
    },
  });
}
