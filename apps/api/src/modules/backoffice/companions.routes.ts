import fastifyMultipart from '@fastify/multipart';
import {
  backofficeCompanionSchema,
  companionInputSchema,
  errorDetailSchema,
  id,
  PROFILE_IMAGE_MAX_BYTES,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { roleErrorResponses } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { processProfileImage } from '../profile/profile-image';
import { keyFromUploadUrl, uploadUrl } from '../storage/storage';
import { storageOf } from '../storage/storage-of';
import { recordAudit } from './audit';
import { backofficeGuard, backofficeOf } from './permissions';
import { readUploadField } from './upload-field';

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
    // The picture upload follows the profile-photo rules (docs/uploads.md): one PNG or JPEG file.
    await app.register(fastifyMultipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
      throwFileSizeLimit: true,
    });
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
    app.post(
      '/api/v1/backoffice/companions/:id/picture/',
      {
        onRequest: backofficeGuard(ctx, 'companions.write'),
        schema: {
          ...tags,
          summary:
            "Upload a companion's picture (multipart `picture`: PNG or JPEG, at most 5 MB, re-encoded like profile photos; audited)",
          params: z.object({ id: id() }),
          consumes: ['multipart/form-data'],
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
        const before = await companions(ctx.db).where('id', '=', request.params.id).executeTakeFirst();
        if (!before) throw notFound();
        const bytes = await readPicture(request);
        // Same pipeline as profile photos: checked by content, re-encoded to a 384 px WebP without metadata.
        const picture = await processProfileImage(bytes).catch((err: unknown) => {
          if (err instanceof AppError && err.status === 400)
            throw new AppError(400, { picture: Object.values(err.body as Record<string, string[]>).flat() });
          throw err;
        });
        await storageOf(ctx).put(picture.key, picture.body, 'image/webp');
        const now = ctx.now();
        const after = await ctx.db.transaction().execute(async (tx) => {
          await tx
            .updateTable('ai_agents')
            .set({ image: uploadUrl(picture.key), updated_at: now })
            .where('id', '=', before.id)
            .execute();
          const fresh = present(await companions(tx).where('id', '=', before.id).executeTakeFirstOrThrow());
          await recordAudit(tx, {
            actorId: bo.userId,
            action: 'companion_picture_changed',
            targetType: 'companion',
            targetId: before.id,
            before: { image: before.image },
            after: { image: fresh.image },
            requestId: bo.requestId,
            at: now,
          });
          return fresh;
        });
        const old = keyFromUploadUrl(before.image);
        if (old)
          await storageOf(ctx)
            .delete(old)
            .catch(() => {});
        return after;
      },
    );
  };

/** The one `picture` file of a multipart body; anything else is a 400 in words, never a 500. */
const readPicture = (request: FastifyRequest) =>
  readUploadField(request, 'picture', {
    notMultipart: 'Choose a PNG or JPEG picture to upload.',
    otherField: 'Only a picture can be uploaded here.',
    missing: 'Choose a PNG or JPEG picture to upload.',
  });
