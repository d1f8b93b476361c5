import type { ChoosePricingPlanInput } from '@pathscoop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** PATCH profile/ {pricing_plan}: the API accepts free plans only (paid ones are bought). */
export const choosePricingPlan = (input: ChoosePricingPlanInput) =>
  api.patch<{ pricing_plan: number | null }>('profile/', input);

export function useChoosePricingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePricingPlan,
    onSuccess: (_data, input) => {
      const user = authStorage.getUser();
      if (user) authStorage.setUser({ ...user, pricing_plan: input.pricing_plan });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      // My Plan (GET profile/plan/) shows the plan chosen.
      void queryClient.invalidateQueries({ queryKey: ['my-plan'] });
    },
  });
}
