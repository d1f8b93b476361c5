import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { storageOf } from './storage-of';

/**
 * GET uploads/{name}: a stored upload. Names are random (128 bits) and never reused, so the answer
 * is cached for a year (immutable); a replaced picture gets a new name.
 */
export const uploadsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/uploads/:name',
      {
        schema: {
          tags: ['uploads'],
          summary: 'A stored upload (profile picture), cached for a year',
          params: z.object({ name: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const file = await storageOf(ctx).get(request.params.name);
        if (!file) throw notFound();
        return reply
          .header('Content-Type', file.contentType)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'")
          .send(file.body);
      },
    );
  };
