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
import { createPlan, setPlanOnSale } from './plans-lifecycle.service';

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
    app.post(
      '/api/v1/backoffice/plans/',
      {
        onRequest: backofficeGuard(ctx, 'plans.write'),
        schema: {
          ...tags,
          summary:
            'A new plan, on sale at once and last on the pricing page (its terms are version 1; with Stripe, a Product and a Price) (audited)',
          body: planInputSchema,
          response: {
            201: backofficePlanSchema,
            400: validationErrorSchema,
            502: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createPlan(ctx, runtime, backofficeOf(request), request.body, request.log)),
    );
    for (const [action, onSale] of [
      ['archive', false],
      ['restore', true],
    ] as const)
      app.post(
        `/api/v1/backoffice/plans/:id/${action}/`,
        {
          onRequest: backofficeGuard(ctx, 'plans.write'),
          schema: {
            ...tags,
            summary: onSale
              ? 'Put an archived plan on sale again (audited)'
              : 'Archive a plan: off the pricing page, no new checkouts; members who bought it keep their terms (audited)',
            params: z.object({ id: id() }),
            response: { 200: backofficePlanSchema, 404: errorDetailSchema, ...roleErrorResponses },
          },
        },
        async (request) => setPlanOnSale(ctx, backofficeOf(request), request.params.id, onSale),
      );
  };
