import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page in a layout is still loading what it shows. A layout keeps what sits under the
 * page (the profile area's "Picks For You" and "Great Finds") out of the layout while it is, so
 * the page's content arriving never pushes it down (issue 26: CLS 0.4-0.74 on profile pages).
 * Pages do not call this directly: they render <PageSkeleton> while loading.
 */
let holders = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  holders += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some page in the layout is still loading. */
export function usePageBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  );
}

/** Marks the page as loading while the calling component is mounted (and `active`). */
export function useHoldPageBusy(active = true) {
  useEffect(() => {
    if (!active) return;
    change(1);
    return () => change(-1);
  }, [active]);
}
