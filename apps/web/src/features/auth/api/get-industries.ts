import type { Industry } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET industries/ — the mentor industry choices. */
export function getIndustries(): Promise<Industry[]> {
  return api.get<Industry[]>('industries/');
}

export const industriesQueryOptions = queryOptions({
  queryKey: ['industries'],
  queryFn: getIndustries,
  staleTime: 10 * 60_000,
});

export function useIndustries() {
  return useQuery(industriesQueryOptions);
}
