import { type PricingPlan, pricingPlanListSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET pricing_plan/ — to find the title and price of the profile's plan. */
export async function getPricingPlans(): Promise<PricingPlan[]> {
  return pricingPlanListSchema.parse(await api.get<unknown>('pricing_plan/'));
}

export const pricingPlansQuery = () =>
  queryOptions({ queryKey: ['pricing-plans'], queryFn: getPricingPlans, staleTime: 5 * 60_000 });

export const usePricingPlans = () => useQuery(pricingPlansQuery());
