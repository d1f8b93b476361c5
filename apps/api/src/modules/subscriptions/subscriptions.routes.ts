import {
  badRequestSchema,
  okDetailSchema,
  SUBSCRIPTION_MESSAGES,
  subscriptionSchema,
  subscriptionTokenSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { createRateLimit, limitByIp, rateLimitResponses } from '../../lib/rate-limit';
import { confirmSubscription, subscribe, unsubscribe } from './subscriptions.service';

/** The footer's newsletter box (public): subscribe, confirm (double opt-in), unsubscribe. */
export const subscriptionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058: one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const perIp = createRateLimit({ name: 'subscribe-ip', points: 20, durationSeconds: 3600 }, ctx);

    app.post(
      '/api/v1/subscriptions/',
      {
        preValidation: limitByIp(perIp),
        schema: {
          tags: ['subscriptions'],
          summary: 'Subscribe an address to the newsletter (double opt-in)',
          description:
            'Always 201 with the same message: a confirmation mail goes to a new or unconfirmed address ' +
            '(at most every 10 minutes); only confirmed addresses receive the newsletter.',
          body: subscriptionSchema,
          response: { 201: okDetailSchema, 400: badRequestSchema, ...rateLimitResponses },
        },
      },
      async (request, reply) => {
        await subscribe(ctx, request.body.email);
        return reply.status(201).send({ detail: SUBSCRIPTION_MESSAGES.pending });
      },
    );

    app.post(
      '/api/v1/subscriptions/confirm/',
      {
        schema: {
          tags: ['subscriptions'],
          summary: 'Confirm a subscription with the token of the mailed link',
          body: subscriptionTokenSchema,
          response: { 200: okDetailSchema, 400: badRequestSchema },
        },
      },
      async (request) => ({ detail: await confirmSubscription(ctx, request.body.token) }),
    );

    app.post(
      '/api/v1/subscriptions/unsubscribe/',
      {
        schema: {
          tags: ['subscriptions'],
          summary: 'Unsubscribe (the link of every mail; RFC 8058 one-click with ?token=)',
          description: 'The token is read from the body or, for one-click List-Unsubscribe, from the query.',
          querystring: subscriptionTokenSchema.partial(),
          response: { 200: okDetailSchema, 400: badRequestSchema },
        },
      },
      async (request) => {
        const body = request.body as { token?: unknown } | undefined;
        const token = typeof body?.token === 'string' ? body.token : request.query.token;
        const parsed = subscriptionTokenSchema.safeParse({ token });
        if (!parsed.success) return { detail: await unsubscribe(ctx, '') };
        return { detail: await unsubscribe(ctx, parsed.data.token) };
      },
    );
  };
