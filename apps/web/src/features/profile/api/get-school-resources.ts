import type { SchoolResourcePage } from '@pathscoop/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResourceKind = 'picks' | 'finds';

/** GET school-resource/?page=&kind= — Picks For You (picks) or Great Finds (finds). */
export function getSchoolResources(kind: ResourceKind, page: number, school?: number | null) {
  return api.get<SchoolResourcePage>('school-resource/', { page, kind, school: school ?? undefined });
}

/** Page 1 starts (and resets) the list; the next page while below meta.number_of_pages. */
export const schoolResourcesQuery = (kind: ResourceKind, school?: number | null) =>
  infiniteQueryOptions({
    queryKey: ['school-resource', kind, school ?? null],
    queryFn: ({ pageParam }) => getSchoolResources(kind, pageParam, school),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) =>
      lastPage < last.meta.number_of_pages ? lastPage + 1 : undefined,
  });

export function useSchoolResources(kind: ResourceKind, school?: number | null, enabled = true) {
  return useInfiniteQuery({ ...schoolResourcesQuery(kind, school), enabled });
}
