import { type PricingPlan, pricingPlanListSchema } from '@pathscoop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * The title of the student's plan under their name (spec part 2: the title of the plan matching
 * pricing_plan, or 'Free Member'). Shares the ['pricing-plans'] cache with My Plan and pricing.
 * Loaded on demand: guests and free members never download it.
 */
export default function PlanName({ planId }: { planId: number }) {
  const plans = useQuery({
    queryKey: ['pricing-plans'],
    queryFn: async (): Promise<PricingPlan[]> =>
      pricingPlanListSchema.parse(await api.get<unknown>('pricing_plan/')),
    staleTime: 5 * 60_000,
  });
  if (!plans.data) return null;
  return <>{plans.data.find((p) => p.id === planId)?.title ?? 'Free Member'}</>;
}
