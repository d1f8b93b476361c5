import {
  backofficePlanSchema,
  errorDetailSchema,
  id,
  planInputSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import type { PaymentsRuntime } from '../payments/checkout-gateway';
import { backofficeGuard, backofficeOf } from './permissions';
import { getBackofficePlan, listBackofficePlans, updatePlan } from './plans.service';

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };

/** Plans and their versioned terms (docs/backoffice.md "Plans"). */
export const backofficePlanRoutes =
  (ctx: AppContext, runtime: PaymentsRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/backoffice/plans/',
      {
        onRequest: backofficeGuard(ctx, 'plans.read'),
        schema: {
          ...tags,
          summary: 'Every plan with its current terms and its earlier versions (members on each)',
          response: { 200: z.array(backofficePlanSchema), ...roleErrorResponses },
        },
      },
      async () => listBackofficePlans(ctx),
    );
    app.get(
      '/api/v1/backoffice/plans/:id/',
      {
        onRequest: backofficeGuard(ctx, 'plans.read'),
        schema: {
          ...tags,
          summary: 'One plan with its versions',
          params: z.object({ id: id() }),
          response: { 200: backofficePlanSchema, 404: errorDetailSchema, ...roleErrorResponses },
        },
      },
      async (request) => getBackofficePlan(ctx, request.params.id),
    );
    app.put(
      '/api/v1/backoffice/plans/:id/',
      {
        onRequest: backofficeGuard(ctx, 'plans.write'),
        schema: {
          ...tags,
          summary:
            'New terms for a plan (a new version; a new price makes a new Stripe Price); members keep the terms they bought (audited)',
          params: z.object({ id: id() }),
          body: planInputSchema,
          response: {
            200: backofficePlanSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            409: errorDetailSchema,
            502: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) =>
        updatePlan(ctx, runtime, backofficeOf(request), request.params.id, request.body, request.log),
    );
  };
