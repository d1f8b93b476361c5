import {
  backofficeChatFlagSchema,
  backofficeConcernSchema,
  backofficeMentorSchema,
  backofficeRequestSchema,
  errorDetailSchema,
  id,
  okDetailSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import {
  assignRequest,
  listChatFlags,
  listConcerns,
  listMentorsForVetting,
  listRequestsNeedingAction,
  resolveConcern,
  restrictMentor,
  reviewChatFlag,
  vetMentor,
} from './backoffice.service';
import { backofficeGuard, backofficeOf } from './permissions';

const int4 = id();
const idParams = z.object({ id: int4 });
const noNul = (s: string) => !s.includes('\u0000');
const date = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
const reason = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .refine(noNul, 'Null characters are not allowed.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Please give a reason.').max(1000)),
});
const errors = {
  400: validationErrorSchema,
  404: errorDetailSchema,
  409: errorDetailSchema,
  ...roleErrorResponses,
};
const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };

/**
 * The back office's mentorship queues. Every route needs a back-office account that passed its
 * second factor in this session and a role with the route's permission (permissions.ts).
 */
export const backofficeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const mentorship = backofficeGuard(ctx, 'mentorship.manage');
    const concerns = backofficeGuard(ctx, 'concerns.manage');
    const chatFlags = backofficeGuard(ctx, 'chat_flags.review');

    app.get(
      '/api/v1/backoffice/mentors/',
      {
        onRequest: mentorship,
        schema: {
          ...tags,
          summary: 'Mentors by vetting status (default pending)',
          querystring: z.object({
            status: z.enum(['pending', 'vetted', 'rejected', 'paused']).default('pending'),
          }),
          response: {
            200: z.array(backofficeMentorSchema),
            400: validationErrorSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => listMentorsForVetting(ctx, request.query.status),
    );
    app.post(
      '/api/v1/backoffice/mentors/:id/vet/',
      {
        onRequest: mentorship,
        schema: {
          ...tags,
          summary: 'Vet a mentor: identity, background check and safeguarding training dates',
          params: idParams,
          body: z.object({
            identity_checked_on: date,
            background_checked_on: date,
            safeguarding_trained_on: date,
          }),
          response: { 200: okDetailSchema, ...errors },
        },
      },
      async (request) => vetMentor(ctx, backofficeOf(request), request.params.id, request.body),
    );
    for (const [path, status] of [
      ['reject', 'rejected'],
      ['pause', 'paused'],
    ] as const)
      app.post(
        `/api/v1/backoffice/mentors/:id/${path}/`,
        {
          onRequest: mentorship,
          schema: {
            ...tags,
            summary: `Mark a mentor ${status} (no new matches; waiting requests go to others)`,
            params: idParams,
            body: reason,
            response: { 200: okDetailSchema, ...errors },
          },
        },
        async (request) =>
          restrictMentor(ctx, backofficeOf(request), request.params.id, status, request.body.reason),
      );

    app.get(
      '/api/v1/backoffice/requests/',
      {
        onRequest: mentorship,
        schema: {
          ...tags,
          summary: 'Requests not matched or past the answer deadline',
          response: { 200: z.array(backofficeRequestSchema), ...roleErrorResponses },
        },
      },
      async () => listRequestsNeedingAction(ctx),
    );
    app.post(
      '/api/v1/backoffice/requests/:id/assign/',
      {
        onRequest: mentorship,
        schema: {
          ...tags,
          summary: 'Assign or reassign a request to a vetted mentor',
          params: idParams,
          body: z.object({ mentor_id: int4 }),
          response: { 200: okDetailSchema, ...errors },
        },
      },
      async (request) => assignRequest(ctx, backofficeOf(request), request.params.id, request.body.mentor_id),
    );

    app.get(
      '/api/v1/backoffice/concerns/',
      {
        onRequest: concerns,
        schema: {
          ...tags,
          summary: 'Reported concerns (default open)',
          querystring: z.object({ status: z.enum(['open', 'resolved']).default('open') }),
          response: {
            200: z.array(backofficeConcernSchema),
            400: validationErrorSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => listConcerns(ctx, request.query.status),
    );
    app.post(
      '/api/v1/backoffice/concerns/:id/resolve/',
      {
        onRequest: concerns,
        schema: {
          ...tags,
          summary: 'Resolve a concern with a note',
          params: idParams,
          body: z.object({ resolution: reason.shape.reason }),
          response: { 200: okDetailSchema, ...errors },
        },
      },
      async (request) =>
        resolveConcern(ctx, backofficeOf(request), request.params.id, request.body.resolution),
    );

    app.get(
      '/api/v1/backoffice/chat-flags/',
      {
        onRequest: chatFlags,
        schema: {
          ...tags,
          summary: 'Companion messages flagged by the safety check (default not yet reviewed)',
          querystring: z.object({ status: z.enum(['open', 'reviewed']).default('open') }),
          response: {
            200: z.array(backofficeChatFlagSchema),
            400: validationErrorSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => listChatFlags(ctx, request.query.status === 'reviewed'),
    );
    app.post(
      '/api/v1/backoffice/chat-flags/:id/review/',
      {
        onRequest: chatFlags,
        schema: {
          ...tags,
          summary: 'Mark a flagged companion message reviewed, with a note',
          params: idParams,
          body: z.object({ note: reason.shape.reason }),
          response: { 200: okDetailSchema, ...errors },
        },
      },
      async (request) => reviewChatFlag(ctx, backofficeOf(request), request.params.id, request.body.note),
    );
  };
