import {
  aiAgentListQuerySchema,
  aiAgentPageSchema,
  chatHistorySchema,
  chatReplySchema,
  chatSendSchema,
  errorDetailSchema,
  idParamSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { idempotent } from '../idempotency/idempotency';
import { clearHistory, getHistory, listAgentsPage, sendChat } from './companions.service';

const agentParams = idParamSchema;

export const companionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/ai-agents/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['companions'],
          summary:
            'The AI companions assigned to you (students whose plan includes them; else none), paged; name__iexact looks one up',
          security: [{ bearerAuth: [] }],
          querystring: aiAgentListQuerySchema,
          response: {
            200: aiAgentPageSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => listAgentsPage(ctx, userOf(request), request.query),
    );

    app.get(
      '/api/v1/ai-agents/:id/chat-history/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['companions'],
          summary:
            'Your conversation with this companion, oldest first (students whose plan includes companions)',
          security: [{ bearerAuth: [] }],
          params: agentParams,
          response: {
            200: chatHistorySchema,
            400: validationErrorSchema,
            403: errorDetailSchema,
            404: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => getHistory(ctx, userOf(request), request.params.id),
    );

    app.delete(
      '/api/v1/ai-agents/:id/chat-history/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['companions'],
          summary: 'Clear Messages: deletes your conversation with this companion',
          security: [{ bearerAuth: [] }],
          params: agentParams,
          response: {
            204: z.null(),
            400: validationErrorSchema,
            403: errorDetailSchema,
            404: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request, reply) => {
        await clearHistory(ctx, userOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v1/ai-agents/:id/chat/',
      {
        onRequest: requireUser(ctx),
        config: { idempotency: { mode: 'transactional', status: 200 } },
        schema: {
          tags: ['companions'],
          summary:
            'Send a message: safety check, grounding, the model (or the offline companion), stored with the reply',
          security: [{ bearerAuth: [] }],
          params: agentParams,
          body: chatSendSchema,
          response: {
            200: chatReplySchema,
            400: validationErrorSchema,
            403: errorDetailSchema,
            404: errorDetailSchema,
            429: errorDetailSchema,
            503: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request, reply) =>
        idempotent(ctx, request, reply, 200, (claim) =>
          sendChat(ctx, userOf(request), request.params.id, request.body, claim),
        ),
    );
  };
