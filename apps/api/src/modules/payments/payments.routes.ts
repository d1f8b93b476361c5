import {
  badRequestSchema,
  errorDetailSchema,
  myPlanSchema,
  PAYMENT_MESSAGES,
  parentPaymentLinkRequestSchema,
  parentPaymentLinkResponseSchema,
  paymentLinkRequestSchema,
  paymentLinkResponseSchema,
  stripeWebhookResponseSchema,
  text,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, roleErrorResponses, userOf } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { createRateLimit, rateLimitResponses } from '../../lib/rate-limit';
import { createSmsSender, type SmsSender } from '../sms/sms';
import { createPaymentsRuntime, type PaymentsRuntime } from './checkout-gateway';
import { presentMyPlan } from './my-plan.service';
import { openParentLink, sendParentPaymentLink } from './parent-link.service';
import { renderMessagePage } from './payment-pages';
import { createPaymentLink } from './payments.service';
import { sandboxRoutes } from './sandbox.routes';
import { handleStripeEvent } from './stripe-webhook.service';

/**
 * Payments (issue 5, docs/payments.md): payment_link/, parent_payment_link/, the Stripe webhook,
 * the parent's link /pay/{token} and, without Stripe keys, the test sandbox checkout.
 * `runtime`/`sms` default to the adapters chosen by config.
 */
export const paymentsRoutes =
  (ctx: AppContext, options: { runtime?: PaymentsRuntime; sms?: SmsSender } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const runtime = options.runtime ?? createPaymentsRuntime(ctx.config);
    const sms = options.sms ?? createSmsSender(ctx.config, ctx.db);
    // Each call creates a checkout session at the provider: 20 an hour per student is plenty.
    const paymentLinkLimit = createRateLimit(
      { name: 'payment-link-user', points: 20, durationSeconds: 3600 },
      ctx,
    );
    if (!runtime.gateway)
      app.log.warn('payments: no Stripe keys and the sandbox is off, payment links answer 503');

    app.post(
      '/api/v1/payment_link/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['payments'],
          summary: 'A checkout link for a paid plan (the browser is redirected to it)',
          description:
            'Creates a Stripe Checkout Session for the plan (price and duration from the server), or a sandbox ' +
            'checkout without Stripe keys. The plan is set only by the verified webhook. 20 links an hour ' +
            'per student (429).',
          security: [{ bearerAuth: [] }],
          body: paymentLinkRequestSchema,
          response: {
            200: paymentLinkResponseSchema,
            400: badRequestSchema,
            ...roleErrorResponses,
            ...rateLimitResponses,
            502: errorDetailSchema,
            503: errorDetailSchema,
          },
        },
      },
      async (request) => {
        const user = userOf(request);
        await paymentLinkLimit.consume(`user:${user.id}`);
        return {
          payment_link: await createPaymentLink(ctx, runtime, user, request.body.pricing_plan, request.log),
        };
      },
    );

    app.get(
      '/api/v1/profile/plan/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['payments'],
          summary: 'My Plan: the current plan with the terms the member bought, the school, the payments',
          description:
            'The title, price, length and description lines are those of the terms version the member bought ' +
            '(a plan edited or archived in the back office later keeps showing them); the school of an ' +
            'affiliate code with what it gives; every payment with the terms it bought.',
          security: [{ bearerAuth: [] }],
          response: { 200: myPlanSchema, ...authErrorResponses },
        },
      },
      async (request) => presentMyPlan(ctx, userOf(request)),
    );

    app.post(
      '/api/v1/parent_payment_link/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['payments'],
          summary: "Text a payment link for a plan to the student's parent",
          description:
            'The phone is normalised (US default) and used only for this text (a keyed hash is kept). At most ' +
            '3 texts an hour and 10 a day per student, and 3 a day to one number from all accounts (429). ' +
            'The text names the student by first name only if it is a plain name.',
          security: [{ bearerAuth: [] }],
          body: parentPaymentLinkRequestSchema,
          response: {
            201: parentPaymentLinkResponseSchema,
            400: badRequestSchema,
            ...roleErrorResponses,
            ...rateLimitResponses,
            502: errorDetailSchema,
          },
        },
      },
      async (request, reply) => {
        await sendParentPaymentLink(ctx, sms, userOf(request), request.body, request.log);
        return reply.status(201).send({ detail: PAYMENT_MESSAGES.parentTextSent });
      },
    );

    app.get(
      '/pay/:token',
      {
        schema: {
          tags: ['payments'],
          summary: "The parent's link from the text: on to the checkout, or a page saying why not",
          params: z.object({ token: text(200) }),
          response: {
            303: z.null(),
            200: z.string().describe('text/html'),
            404: z.string().describe('text/html'),
            410: z.string().describe('text/html'),
          },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
        const outcome = await openParentLink(ctx, runtime, request.params.token, request.log);
        if (outcome.kind === 'redirect') return reply.redirect(outcome.url, 303);
        reply.status(outcome.status).type('text/html; charset=utf-8');
        return renderMessagePage(outcome);
      },
    );

    // The webhook reads the raw bytes (the signature covers them): its own parser, for this route only.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      scope.post(
        '/api/v1/webhooks/stripe/',
        {
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook (checkout.session.*), verified with STRIPE_WEBHOOK_SECRET',
            description:
              'The raw body is verified against the Stripe-Signature header (5 minutes tolerance). Each event id ' +
              'is processed once; duplicates answer 200 with duplicate=true.',
            headers: z.object({ 'stripe-signature': text(2000).optional() }),
            response: { 200: stripeWebhookResponseSchema, 400: errorDetailSchema },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          const raw = request.body;
          if (!signature || !Buffer.isBuffer(raw))
            throw new AppError(400, { detail: PAYMENT_MESSAGES.badSignature });
          let event: Stripe.Event;
          try {
            event = runtime.stripe.webhooks.constructEvent(
              raw,
              signature,
              runtime.webhookSecret,
              undefined,
              undefined,
              ctx.now().getTime(),
            );
          } catch (err) {
            request.log.warn({ err }, 'stripe webhook refused: bad or old signature');
            throw new AppError(400, { detail: PAYMENT_MESSAGES.badSignature });
          }
          const result = await handleStripeEvent(ctx, event, request.log);
          return { received: true as const, duplicate: result.duplicate };
        },
      );
    });

    if (runtime.gateway?.provider === 'sandbox') await app.register(sandboxRoutes(ctx, runtime));
  };
