import { useDeferredValue } from 'react';

type QueryLike = { data: unknown; status: string };

/**
 * A page's main query as the page should render it (issue 26). TanStack Query hands its answers
 * to React through `useSyncExternalStore`, so the render an answer triggers is a blocking one: on a
 * phone, the page going from its skeleton to its content is one long task of 100-250 ms, which
 * Lighthouse counts as blocking time. Here the data is a deferred value instead: the blocking
 * render keeps what is on screen (the skeleton; the previous data on a refetch) and React renders
 * the new data as a transition, in slices that leave the main thread free for input.
 * Until that render, a first answer reads as still pending, so the page keeps its skeleton (and
 * keeps holding the layout busy, lib/page-busy.ts) and nothing moves twice. Errors pass at once.
 */
export function useDeferredQuery<Q extends QueryLike>(query: Q): Q {
  const data = useDeferredValue(query.data);
  if (Object.is(data, query.data)) return query;
  if (data === undefined)
    return {
      ...query,
      data: undefined,
      status: 'pending',
      isPending: true,
      isLoading: true,
      isSuccess: false,
      isError: false,
      error: null,
    };
  return { ...query, data };
}
