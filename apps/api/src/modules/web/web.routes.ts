import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, everything else with
 * no-cache, and `index.html` for any unknown non-API path (SPA fallback).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (API only)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes(`${join(distDir, 'assets')}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
  // SPA fallback as a catch-all GET route (static files and API routes are more specific and win);
  // the JSON 404 for everything else stays with the app's one not-found handler.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/dev/');
    if (isApi || /\.[a-z0-9]+$/i.test(path)) return reply.status(404).send({ detail: 'Not found.' });
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
