import { type StrengthProfile, strengthProfileSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET my-strength-profile/ */
export async function getStrengthProfile(): Promise<StrengthProfile> {
  return strengthProfileSchema.parse(await api.get<unknown>('my-strength-profile/'));
}

export const strengthProfileQuery = () =>
  queryOptions({ queryKey: ['strengths'], queryFn: getStrengthProfile, staleTime: 0 });
export const useStrengthProfile = () => useQuery(strengthProfileQuery());
