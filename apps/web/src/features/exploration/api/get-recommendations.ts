import { type Recommendation, recommendationsPageSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET recommendations/?page=1 (spec §7), then the following pages by their `next` link, so that
 * both lists show every career recommended across attempts.
 */
export async function getRecommendations(): Promise<Recommendation[]> {
  const first = recommendationsPageSchema.parse(await api.get<unknown>('recommendations/?page=1'));
  const all = [...first.results];
  let next = first.next;
  for (let guard = 0; next && guard < 50; guard++) {
    const url = new URL(next);
    const page = recommendationsPageSchema.parse(await api.get<unknown>(`${url.pathname}${url.search}`));
    all.push(...page.results);
    next = page.next;
  }
  return all;
}

export const recommendationsQuery = () =>
  queryOptions({ queryKey: ['recommendations'], queryFn: getRecommendations, staleTime: 0 });

export const useRecommendations = () => useQuery(recommendationsQuery());
