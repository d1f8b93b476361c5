import {
  badRequestSchema,
  errorDetailSchema,
  INVITATION_MESSAGES,
  invitationSchema,
  okDetailSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { sendInvitation } from './invitations.service';

export const invitationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/invitations/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['invitations'],
          summary: 'Invite a friend by e-mail',
          description:
            'Mails our invitation with the member’s first name, their message as plain text and a sign-up ' +
            'link. 429 beyond 10 a day per member, or when the address was invited in the last 7 days.',
          security: [{ bearerAuth: [] }],
          body: invitationSchema,
          response: {
            201: okDetailSchema,
            400: badRequestSchema,
            429: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request, reply) => {
        await sendInvitation(ctx, userOf(request), request.body);
        return reply.status(201).send({ detail: INVITATION_MESSAGES.sent });
      },
    );
  };
