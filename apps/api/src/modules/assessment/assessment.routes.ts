import {
  errorDetailSchema,
  scenarioListSchema,
  submissionResponseSchema,
  submissionSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { idempotent } from '../idempotency/idempotency';
import { listScenarios, submitAnswers } from './assessment.service';

export const assessmentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/scenarios/',
      {
        schema: {
          tags: ['assessment'],
          summary: 'Scenarios 0-4 with their questions (public)',
          response: { 200: scenarioListSchema },
        },
      },
      async () => listScenarios(ctx.db),
    );

    app.post(
      '/api/v1/scenarios/',
      {
        onRequest: requireUser(ctx),
        config: { idempotency: { mode: 'transactional', status: 201 } },
        schema: {
          tags: ['assessment'],
          summary: 'Submit every answer; the top 10 careers are computed and stored in the request',
          description:
            'Body: [{scenario_id, answers: [{question, answer}]}]. Incomplete or invalid submissions get 400 ' +
            'naming each question. Every attempt is kept; the newest drives GET result/.',
          security: [{ bearerAuth: [] }],
          body: submissionSchema,
          response: {
            201: submissionResponseSchema,
            400: validationErrorSchema,
            403: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request, reply) =>
        idempotent(ctx, request, reply, 201, (claim) =>
          submitAnswers(ctx, userOf(request), request.body, claim),
        ),
    );
  };
