import {
  backofficeCompanionSchema,
  companionInputSchema,
  errorDetailSchema,
  id,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { roleErrorResponses } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import { backofficeGuard, backofficeOf } from './permissions';

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };

function companions(db: Database) {
  return db
    .selectFrom('ai_agents')
    .select([
      'id',
      'name',
      'image',
      'short_description',
      'system_prompt',
      'is_active',
      'position',
      'updated_at',
    ]);
}
const present = (r: Awaited<ReturnType<ReturnType<typeof companions>['executeTakeFirstOrThrow']>>) => ({
  ...r,
  updated_at: r.updated_at.toISOString(),
});

/**
 * The AI companions (docs/backoffice.md "Companions"): name, short description, instructions (the
 * system prompt) and enabled. The member-facing `ai-agents/` reads the table on every request, so a
 * change shows at once; a disabled companion disappears from the list and its chat answers 404.
 */
export const backofficeCompanionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/backoffice/companions/',
      {
        onRequest: backofficeGuard(ctx, 'companions.read'),
        schema: {
          ...tags,
          summary: 'Every AI companion, enabled or not, with its instructions',
          response: { 200: z.array(backofficeCompanionSchema), ...roleErrorResponses },
        },
      },
      async () => (await companions(ctx.db).orderBy('position').orderBy('id').execute()).map(present),
    );
    app.patch(
      '/api/v1/backoffice/companions/:id/',
      {
        onRequest: backofficeGuard(ctx, 'companions.write'),
        schema: {
          ...tags,
          summary: "Edit a companion's name, description, instructions or enabled (audited)",
          params: z.object({ id: id() }),
          body: companionInputSchema,
          response: {
            200: backofficeCompanionSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => {
        const bo = backofficeOf(request);
        const input = request.body;
        const before = await companions(ctx.db).where('id', '=', request.params.id).executeTakeFirst();
        if (!before) throw notFound();
        if (input.name !== undefined) {
          const clash = await ctx.db
            .selectFrom('ai_agents')
            .select('id')
            .where(sql<boolean>`lower(name) = lower(${input.name})`)
            .where('id', '!=', before.id)
            .executeTakeFirst();
          if (clash) throw badRequest('name', 'Another companion already has this name.');
        }
        const now = ctx.now();
        return ctx.db.transaction().execute(async (tx) => {
          await tx
            .updateTable('ai_agents')
            .set({ ...input, updated_at: now })
            .where('id', '=', before.id)
            .execute();
          const after = present(await companions(tx).where('id', '=', before.id).executeTakeFirstOrThrow());
          await recordAudit(tx, {
            actorId: bo.userId,
            action: 'companion_updated',
            targetType: 'companion',
            targetId: before.id,
            before: present(before),
            after,
            requestId: bo.requestId,
            at: now,
          });
          return after;
        });
      },
    );
  };
