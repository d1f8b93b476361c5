import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
            503: z.object({ status: z.literal('error'), database: z.string() }),
          },
        },
      },
      async (request, reply) => {
        try {
          await sql`select 1`.execute(ctx.db);
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'error' as const, database: 'unreachable' });
        }
      },
    );
  };
