import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, serializeCsp } from '../../lib/security-headers';
import { indexHtmlFor } from './route-preloads';

export type WebAppOptions = {
  /** Source maps are served only in development (the build does not emit them either). */
  serveSourceMaps: boolean;
};

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
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
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
    const page = indexHtmlFor(distDir, path);
    if (page === null) return reply.sendFile('index.html');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', serializeCsp(contentSecurityPolicy(page.styles)))
      .send(page.html);
  });
}
