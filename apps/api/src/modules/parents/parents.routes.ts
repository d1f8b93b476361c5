import {
  errorDetailSchema,
  okDetailSchema,
  parentSummarySettingsSchema,
  parentSummaryViewSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireRole, roleErrorResponses, userOf } from '../../lib/auth';
import { getParentSummary, sendParentSummaryNow, setParentSummary } from './parent-summary';

const secured = { security: [{ bearerAuth: [] }], tags: ['parents'] };

/** The parent progress summary (docs/parents.md): students only. */
export const parentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/parent_summary/',
      {
        onRequest: requireRole(ctx, 'Student'),
        schema: {
          ...secured,
          summary: 'The parent progress summary: included, on or off, when, and the exact text',
          response: { 200: parentSummaryViewSchema, ...roleErrorResponses },
        },
      },
      async (request) => getParentSummary(ctx, userOf(request)),
    );
    app.put(
      '/api/v1/parent_summary/',
      {
        onRequest: requireRole(ctx, 'Student'),
        schema: {
          ...secured,
          summary: 'Turn the monthly parent progress summary on or off',
          body: parentSummarySettingsSchema,
          response: { 200: okDetailSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => setParentSummary(ctx, userOf(request), request.body.enabled),
    );
    app.post(
      '/api/v1/parent_summary/send/',
      {
        onRequest: requireRole(ctx, 'Student'),
        schema: {
          ...secured,
          summary: 'Send the parent progress summary now (at most one a day)',
          description:
            '403 when the plan does not include it; 409 without a parent or guardian on file or when it is turned off; 429 within 24 hours of the last one.',
          response: {
            200: okDetailSchema.extend({ sent_at: z.string() }),
            409: errorDetailSchema,
            429: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => sendParentSummaryNow(ctx, userOf(request)),
    );
  };
