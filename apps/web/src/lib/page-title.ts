import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * A page's own name for its address (a career detail names itself after the career), read by the
 * profile layout's heading and the phone's top bar. A small external store rather than state in
 * the layout: a page publishing its title does not re-render the layout that renders the page, so
 * there is no loop (issue 24 #9: a title set through an outlet context made anew on every render
 * kept the career page rendering forever and froze navigation with React error #185).
 */
let current: { path: string; title: string } | null = null;
const listeners = new Set<() => void>();

function set(next: { path: string; title: string } | null) {
  if (current?.path === next?.path && current?.title === next?.title) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;
const serverSnapshot = () => null;

/** The title a page published for `pathname`, or null. */
export function usePageTitle(pathname: string): string | null {
  const published = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return published?.path === pathname ? published.title : null;
}

/** Names the current page `title` while it is shown (nothing while `title` is null). */
export function usePublishPageTitle(title: string | null) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    set({ path: pathname, title });
    return () => {
      if (current?.path === pathname && current.title === title) set(null);
    };
  }, [pathname, title]);
}
