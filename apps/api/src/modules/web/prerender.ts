import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** What the web app's prerender bundle exports (apps/web/src/prerender-entry.tsx). */
type PrerenderModule = {
  renderPage(url: string, data?: Record<string, unknown>): Promise<string>;
  prerenderedHtml(indexHtml: string, markup: string, assetNames: string[]): string;
};

const MAX_PAGES = 200;

/**
 * Request-time prerendering of pages whose content comes from the database (the assessment's
 * screens), with the web app's own components (`apps/web/dist-ssr/prerender-entry.js`, written by
 * the web build). The page's HTML is index.html with the page in its root (docs/web-shipping.md).
 *
 * Kept per path until the build or the data changes (at most 200 pages). Anything missing or
 * failing (no bundle, a bundle rebuilt since it was loaded, a render error) returns null and the
 * route serves plain index.html: the app renders the page in the browser as before.
 */
export function createPrerenderer(webDistDir: string, log: FastifyBaseLogger) {
  const entry = join(webDistDir, '..', 'dist-ssr', 'prerender-entry.js');
  let loaded: { bundleKey: string; module: Promise<PrerenderModule> } | null = null;
  let warned = false;
  const pages = new Map<string, { key: string; html: Promise<string | null> }>();

  /**
   * The bundle as first loaded. Node keeps an imported module for the life of the process (a
   * cache-busting URL would load the bundle's chunks twice, each with its own React context), so a
   * bundle rebuilt while the server runs is not loaded again: those pages are served without
   * prerendering, from the new index.html, until the next restart.
   */
  function moduleFor(bundleKey: string): Promise<PrerenderModule> | null {
    if (!loaded)
      loaded = { bundleKey, module: import(pathToFileURL(entry).href) as Promise<PrerenderModule> };
    if (loaded.bundleKey === bundleKey) return loaded.module;
    if (!warned) log.warn('the web build changed: restart the server to prerender pages with it');
    warned = true;
    return null;
  }

  /** The page at `path` prerendered with `data` (which `dataKey` identifies), or null. */
  return async function prerendered(path: string, data: Record<string, unknown>, dataKey: string) {
    let key: string;
    let bundleKey: string;
    try {
      const bundle = statSync(entry);
      const index = statSync(join(webDistDir, 'index.html'));
      bundleKey = `${bundle.mtimeMs}:${bundle.size}`;
      key = `${bundleKey}:${index.mtimeMs}:${index.size}`;
    } catch {
      return null;
    }
    const module = moduleFor(bundleKey);
    if (!module) return null;
    const cached = pages.get(path);
    if (cached?.key === `${key}|${dataKey}`) return cached.html;
    const html = (async () => {
      try {
        const ssr = await module;
        const markup = await ssr.renderPage(path, data);
        const indexHtml = readFileSync(join(webDistDir, 'index.html'), 'utf8');
        return ssr.prerenderedHtml(indexHtml, markup, readdirSync(join(webDistDir, 'assets')));
      } catch (err) {
        log.warn({ err, path }, 'prerendering failed: serving the page without it');
        return null;
      }
    })();
    if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
    pages.set(path, { key: `${key}|${dataKey}`, html });
    return html;
  };
}
