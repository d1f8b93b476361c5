import { type MyPlan, myPlanSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET profile/plan/ — the member's plan with the terms they bought, their school and payments. */
export async function getMyPlan(): Promise<MyPlan> {
  return myPlanSchema.parse(await api.get<unknown>('profile/plan/'));
}

export const myPlanQuery = () => queryOptions({ queryKey: ['my-plan'], queryFn: getMyPlan });

export const useMyPlan = () => useQuery(myPlanQuery());
