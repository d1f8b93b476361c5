import { pricingPlanListSchema } from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listPlans } from './pricing.service';

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
    // PATCH profile/ {pricing_plan} lives in modules/profile (one PATCH profile/ for every field).
  };
