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

/** POST backoffice/plans/: a new plan (on sale at once). */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PlanInput) => api.post<BackofficePlan>('backoffice/plans/', form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'plans'] });
      void queryClient.invalidateQueries({ queryKey: ['pricing-plans'] });
    },
  });
}

/** POST backoffice/plans/{id}/archive/ or …/restore/: take a plan off sale, or put it back. */
export function useSetPlanOnSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onSale }: { id: number; onSale: boolean }) =>
      api.post<BackofficePlan>(`backoffice/plans/${id}/${onSale ? 'restore' : 'archive'}/`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'plans'] });
      void queryClient.invalidateQueries({ queryKey: ['pricing-plans'] });
    },
  });
}
