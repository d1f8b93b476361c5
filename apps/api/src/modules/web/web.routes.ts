import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, serializeCsp } from '../../lib/security-headers';
import { createPrerenderer } from './prerender';
import { indexHtmlFor } from './route-preloads';

/**
 * A public API answer a page's HTML carries (`apiPath` as the web app's API client names it);
 * `prerenderAs`: the page is also prerendered with it, under that name (prerender.ts).
 */
export type PageData = { apiPath: string; load: () => Promise<unknown>; prerenderAs?: string };

export type WebAppOptions = {
  /** Source maps are served only in development (the build does not emit them either). */
  serveSourceMaps: boolean;
  /** Public, not per-user, data for the page at `path`; kept for a minute. */
  pageData?: (path: string) => PageData[];
  /**
   * The app's other inline stylesheets (the server-rendered payment pages'): every response
   * carries the same policy, plus the HTML page's own inline stylesheet.
   */
  inlineStyles?: string[];
};

const PAGE_DATA_TTL_MS = 60_000;

/**
 * `<script type="application/json">` data blocks (never executed, so the CSP's script rules do not
 * apply) that the web app's API client answers its first GET of `apiPath` from
 * (apps/web/src/lib/route-data.ts). `<` is escaped so the JSON cannot close the element.
 */
export function dataBlock(apiPath: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" data-api-path="${apiPath.replace(/[^a-z0-9/_-]/gi, '')}">${json}</script>`;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/dev/');
}

/**
 * Serves the built web app from disk on every request, so a rebuild while the server runs is
 * picked up at once (no file list read at start):
 * - brotli or gzip files written by the build (`<file>.br`, `<file>.gz`) when the browser
 *   accepts them;
 * - hashed assets (`/assets/*`) with a year-long immutable cache, everything else `no-cache`;
 * - `index.html` for any other non-API path without a file extension (SPA fallback);
 * - no `*.map` outside development.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = { serveSourceMaps: false },
) {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (pages appear once it is)');
  }
  const assetsDir = join(distDir, 'assets');
  const dataCache = new Map<string, { at: number; data: Promise<unknown> }>();
  const prerendered = createPrerenderer(distDir, app.log);

  /** The page's public data (cached a minute; a failed load is not kept: the page asks itself). */
  const pageDataFor = async (path: string) => {
    const loaded = await Promise.all(
      (options.pageData?.(path) ?? []).map(async (d) => {
        let cached = dataCache.get(d.apiPath);
        if (!cached || Date.now() - cached.at >= PAGE_DATA_TTL_MS) {
          cached = { at: Date.now(), data: d.load() };
          dataCache.set(d.apiPath, cached);
        }
        try {
          return { ...d, at: cached.at, data: await cached.data };
        } catch {
          dataCache.delete(d.apiPath);
          return null;
        }
      }),
    );
    return loaded.filter((d) => d !== null);
  };

  /** The HTML of an SPA path: prerendered when its data allows, with its data blocks. */
  const pageFor = async (path: string) => {
    const data = await pageDataFor(path);
    const renderWith = data.filter((d) => d.prerenderAs);
    const html = renderWith.length
      ? await prerendered(
          path,
          Object.fromEntries(renderWith.map((d) => [d.prerenderAs, d.data])),
          renderWith.map((d) => `${d.apiPath}@${d.at}`).join(','),
        )
      : null;
    const page = indexHtmlFor(distDir, path, html);
    if (!page) return null;
    const blocks = data.map((d) => dataBlock(d.apiPath, d.data)).join('');
    return { ...page, html: blocks ? page.html.replace('</body>', `${blocks}</body>`) : page.html };
  };

  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  // One catch-all GET route (API routes are more specific and win); unknown files and API paths
  // get the app's one JSON not-found answer.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (isApiPath(url)) return reply.callNotFound();
    // index.html by name is the home page: its inline stylesheet needs the CSP below.
    const path = url === '/index.html' ? '/' : url;
    if (/\.[a-z0-9]+$/i.test(path)) {
      if (path.endsWith('.map') && !options.serveSourceMaps) return reply.callNotFound();
      const file = (request.params as { '*': string })['*'];
      return reply.sendFile(file);
    }
    // The page's own chunks as modulepreload hints (route-preloads.ts), read from disk when it
    // changes; its inline stylesheet allowed by hash in this response's Content-Security-Policy.
    const page = await pageFor(path);
    if (page === null) return reply.sendFile('index.html');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header(
        'Content-Security-Policy',
        serializeCsp(contentSecurityPolicy([...(options.inlineStyles ?? []), ...page.styles])),
      )
      .send(page.html);
  });
}
