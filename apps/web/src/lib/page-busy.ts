import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * False until the page has shown what it loads (a frame after no page holds busy), then true for
 * good. What is secondary to the page (the resource carousels under a profile page, the plan's
 * name in the top bar) waits for it before it fetches: requested before the page's largest paint,
 * it would compete with the page's own chunks and data (issue 26: Lighthouse counts every request
 * that finishes before that paint).
 */
export function usePageSettled(): boolean {
  const busy = usePageBusy();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || busy) return;
    // A page that starts loading holds busy in its first effects, before this frame comes. What
    // settling mounts (the carousels, the plan's name) renders as a transition: in slices that
    // leave the main thread free, instead of one long task right after the page has painted.
    const frame = requestAnimationFrame(() => startTransition(() => setSettled(true)));
    return () => cancelAnimationFrame(frame);
  }, [busy, settled]);
  return settled;
}
