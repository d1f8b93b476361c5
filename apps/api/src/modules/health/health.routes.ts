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

    // Readiness for a proxy or an orchestrator: 200 once the process has warmed up (it listens only
    // then; docs/deployment.md) and the database answers; 503 while it drains after SIGTERM, so
    // that health checks take it out before it stops. /api/health stays the liveness check.
    app.get(
      '/api/health/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: warmed up, not draining, database reachable',
          response: {
            200: z.object({ status: z.literal('ready') }),
            503: z.object({ status: z.enum(['starting', 'draining', 'database unreachable']) }),
          },
        },
      },
      async (request, reply) => {
        if (ctx.lifecycle.draining) return reply.status(503).send({ status: 'draining' as const });
        if (!ctx.lifecycle.ready) return reply.status(503).send({ status: 'starting' as const });
        try {
          await sql`select 1`.execute(ctx.db);
        } catch (err) {
          request.log.error({ err }, 'readiness: database unreachable');
          return reply.status(503).send({ status: 'database unreachable' as const });
        }
        return { status: 'ready' as const };
      },
    );
  };
