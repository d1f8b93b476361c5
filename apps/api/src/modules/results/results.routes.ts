import {
  careerResultDetailSchema,
  careerResultListSchema,
  careerResultSchema,
  errorDetailSchema,
  idParamSchema,
  questionIdParamSchema,
  resultPatchSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { getCareerDetail } from '../exploration/scoop.service';
import { idempotent } from '../idempotency/idempotency';
import { rememberTimeZone } from '../mentorship/sessions.service';
import { listMyResults, updateMyResult } from './results.service';

export const resultsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/result/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['results'],
          summary: "The newest attempt's top 10 careers (empty list before the first submission)",
          security: [{ bearerAuth: [] }],
          response: { 200: careerResultListSchema, 403: errorDetailSchema, ...authErrorResponses },
        },
      },
      async (request) => listMyResults(ctx, userOf(request)),
    );

    app.get(
      '/api/v1/result/:id/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['results'],
          summary: 'The career detail of one of your own results, with its Scoop (404 for anyone else’s)',
          security: [{ bearerAuth: [] }],
          params: questionIdParamSchema,
          response: {
            200: careerResultDetailSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            503: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => getCareerDetail(ctx, userOf(request), request.params.id),
    );

    app.patch(
      '/api/v1/result/:id/',
      {
        onRequest: requireUser(ctx),
        // Sets fields: sent twice, the same state (the answer is stored for the replay).
        config: { idempotency: { mode: 'repeatable', status: 200 } },
        schema: {
          tags: ['results'],
          summary: 'Score (1-5 or null), book or save one of your results; needs a plan or an affiliate code',
          security: [{ bearerAuth: [] }],
          params: idParamSchema,
          body: resultPatchSchema,
          response: {
            200: careerResultSchema,
            400: validationErrorSchema,
            403: errorDetailSchema,
            404: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request, reply) =>
        idempotent(ctx, request, reply, 200, async () => {
          // Issue 24 #11: booking a career keeps the browser's zone for the mentorship mail.
          if (request.body.booked === true)
            await rememberTimeZone(ctx, userOf(request).id, request.headers['x-time-zone']);
          return updateMyResult(ctx, userOf(request), request.params.id, request.body, ctx.now());
        }),
    );
  };
