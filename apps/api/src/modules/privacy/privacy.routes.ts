import {
  badRequestSchema,
  deleteAccountSchema,
  okDetailSchema,
  PRIVACY_MESSAGES,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { deleteAccount, exportMemberData } from './privacy.service';

/** Self-served privacy rights (docs/privacy.md): download my data, delete my account. */
export const privacyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/privacy/export/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['privacy'],
          summary: 'Download everything we hold about the signed-in member (JSON attachment)',
          security: [{ bearerAuth: [] }],
          response: { 200: z.object({}).passthrough(), ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const body = await exportMemberData(ctx, user);
        const day = ctx.now().toISOString().slice(0, 10);
        return reply
          .header('Content-Disposition', `attachment; filename="pathscoop-my-data-${day}.json"`)
          .header('Cache-Control', 'no-store')
          .send(body);
      },
    );

    app.post(
      '/api/v1/privacy/delete-account/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['privacy'],
          summary: 'Delete the account, confirmed with the password',
          description:
            'Signs out everywhere, deletes the personal data at once (backups expire within 30 days), keeps ' +
            'anonymised payment records only, and mails a confirmation.',
          security: [{ bearerAuth: [] }],
          body: deleteAccountSchema,
          response: { 200: okDetailSchema, 400: badRequestSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        await deleteAccount(ctx, userOf(request), request.body.password);
        return { detail: PRIVACY_MESSAGES.deleted };
      },
    );
  };
