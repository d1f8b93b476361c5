import {
  choosePricingPlanSchema,
  errorDetailSchema,
  pricingPlanListSchema,
  profileSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { findUserById } from '../accounts/accounts.repo';
import { presentProfile } from '../accounts/profile.service';
import { choosePlan, listPlans } from './pricing.service';

export const pricingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/pricing_plan/',
      {
        schema: {
          tags: ['pricing'],
          summary: 'The pricing plans, in display order (public)',
          response: { 200: pricingPlanListSchema },
        },
      },
      async () => listPlans(ctx.db),
    );

    /**
     * PATCH profile/ {pricing_plan}: choose a plan. Only free plans can be chosen here (paid plans are
     * bought through the payment flow). When profile editing (other fields) arrives, it extends this
     * route rather than registering a second PATCH profile/.
     */
    app.patch(
      '/api/v1/profile/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['profile', 'pricing'],
          summary: 'Set the pricing plan (free plans only; paid plans are bought)',
          security: [{ bearerAuth: [] }],
          body: choosePricingPlanSchema,
          response: {
            200: profileSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => {
        const user = userOf(request);
        await choosePlan(ctx.db, user.id, request.body.pricing_plan, ctx.now());
        ctx.cache.users.forget(user.id);
        const fresh = await findUserById(ctx.db, user.id);
        if (!fresh) throw notFound();
        return presentProfile(ctx, fresh);
      },
    );
  };
