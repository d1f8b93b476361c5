import { createContext, type ReactNode, useContext } from 'react';

/**
 * True while the build renders a page to static HTML (`src/prerender-entry.tsx`, docs/web-shipping.md):
 * the markup a first visit paints before the app's JavaScript has arrived. What depends on the
 * visitor's own browser (a first-visit welcome, a notice from the address bar, the signed-in
 * student's plan notice) is left out of that markup and appears when the app starts.
 */
export const PrerenderContext = createContext(false);

export const usePrerendering = () => useContext(PrerenderContext);

/** Renders `children` in the browser only, never into prerendered HTML. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return usePrerendering() ? null : children;
}
