import type { Tag } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET tags/ — the mentor expertise tags. */
export function getTags(): Promise<Tag[]> {
  return api.get<Tag[]>('tags/');
}

export const tagsQueryOptions = queryOptions({
  queryKey: ['tags'],
  queryFn: getTags,
  staleTime: 10 * 60_000,
});

export function useTags() {
  return useQuery(tagsQueryOptions);
}
