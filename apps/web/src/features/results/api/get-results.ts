import { type CareerResult, careerResultListSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TOP_N = 10;
export const RETRY_MS = 10_000;

export async function getResults(): Promise<CareerResult[]> {
  return careerResultListSchema.parse(await api.get<unknown>('result/'));
}

/** GET result/ on arrival, and again every 10 s while fewer than 10 careers are there. */
export const resultsQuery = () =>
  queryOptions({
    queryKey: ['results'],
    queryFn: getResults,
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.error) return false;
      return (query.state.data?.length ?? 0) >= TOP_N ? false : RETRY_MS;
    },
  });

/**
 * `poll`: keep asking while the list is short (right after a submission). Without a submission in
 * this visit an empty list means the assessment was never taken: one request is enough.
 */
export const useResults = (enabled: boolean, poll = true) =>
  useQuery({ ...resultsQuery(), enabled, ...(poll ? {} : { refetchInterval: false as const }) });
