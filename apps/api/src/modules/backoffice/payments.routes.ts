import {
  backofficePaymentListSchema,
  errorDetailSchema,
  id,
  refundPaymentSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import type { PaymentsRuntime } from '../payments/checkout-gateway';
import { listPayments, refundPayment } from './payments.service';
import { backofficeGuard, backofficeOf } from './permissions';

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };

/** Payments and refunds (docs/backoffice.md "Payments"). */
export const backofficePaymentRoutes =
  (ctx: AppContext, runtime: PaymentsRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/backoffice/payments/',
      {
        onRequest: backofficeGuard(ctx, 'payments.read'),
        schema: {
          ...tags,
          summary: 'Payments with status, amount, plan and Stripe ids (paged, newest first)',
          querystring: z.object({
            q: z.string().max(200).optional(),
            status: z.enum(['paid', 'partially_refunded', 'refunded']).optional(),
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            per_page: z.coerce.number().int().min(1).max(100).default(25),
          }),
          response: { 200: backofficePaymentListSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => listPayments(ctx, request.query),
    );
    app.post(
      '/api/v1/backoffice/payments/:id/refund/',
      {
        onRequest: backofficeGuard(ctx, 'payments.refund'),
        schema: {
          ...tags,
          summary:
            'Refund a payment in full or in part (Stripe, or the sandbox); the plan follows charge.refunded',
          params: z.object({ id: id() }),
          body: refundPaymentSchema,
          response: {
            200: z.object({ detail: z.string(), stripe_refund_id: z.string() }),
            400: validationErrorSchema,
            404: errorDetailSchema,
            409: errorDetailSchema,
            502: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) =>
        refundPayment(ctx, app, runtime, backofficeOf(request), request.params.id, request.body),
    );
  };
