import { type PricingPlan, pricingPlanListSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getPricingPlans(): Promise<PricingPlan[]> {
  return pricingPlanListSchema.parse(await api.get<unknown>('pricing_plan/'));
}

export const pricingPlansQuery = () =>
  queryOptions({ queryKey: ['pricing-plans'], queryFn: getPricingPlans, staleTime: 5 * 60_000 });

export const usePricingPlans = () => useQuery(pricingPlansQuery());
