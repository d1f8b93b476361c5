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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/dev/');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    if (isApi || /\.[a-z0-9]+$/i.test(path)) return reply.status(404).send({ detail: 'Not found.' });
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
