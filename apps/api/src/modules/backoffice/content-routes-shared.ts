import { errorDetailSchema, id, validationErrorSchema } from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import type { BackofficeAccess } from './permissions';
import { backofficeGuard, backofficeOf } from './permissions';

/** What the content routes (content.routes.ts, faq-presets.routes.ts) share. */
export const contentTags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };
export const contentErrors = { 400: validationErrorSchema, 404: errorDetailSchema, ...roleErrorResponses };
export const idParams = z.object({ id: id() });

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `POST backoffice/<path>/:id/publish/` and `…/unpublish/` (`content.write`): set `published` and
 * audit it as `<action>_published` or `<action>_unpublished`; the item as it is now is the answer.
 */
export function registerPublishRoutes(
  app: App,
  ctx: AppContext,
  options: {
    path: string;
    action: string;
    /** The item's schema: it checks and serialises what `update` returns. */
    response: z.ZodType;
    summaries: { publish: string; unpublish: string };
    update: (
      ctx: AppContext,
      bo: BackofficeAccess,
      id: number,
      input: { published: boolean },
      action: string,
    ) => Promise<unknown>;
  },
) {
  for (const [verb, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/v1/backoffice/${options.path}/:id/${verb}/`,
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...contentTags,
          summary: options.summaries[verb],
          params: idParams,
          response: { 200: options.response, ...contentErrors },
        },
      },
      async (request) =>
        options.update(
          ctx,
          backofficeOf(request),
          request.params.id,
          { published },
          published ? `${options.action}_published` : `${options.action}_unpublished`,
        ),
    );
  }
}
