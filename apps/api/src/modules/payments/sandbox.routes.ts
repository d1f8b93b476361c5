import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { PaymentsRuntime } from './checkout-gateway';
import { renderMessagePage, renderSandboxCheckout } from './payment-pages';
import { findCheckoutByProviderId } from './payments.repo';
import { cancelUrl, formatUsd, successUrl } from './payments.service';

/**
 * The embedded test sandbox (docs/payments.md), registered only when no Stripe keys are set:
 * GET /sandbox/checkout/{id} shows the plan, price, Pay and Cancel, marked TEST SANDBOX. Pay builds
 * the `checkout.session.completed` event Stripe would send, signs it with the webhook secret and
 * posts it to POST /api/v1/webhooks/stripe/ (the same route, parser and verification), then
 * redirects to the success URL. Cancel is a link to the cancel URL.
 */

const paramsSchema = z.object({
  sessionId: z.string().regex(/^cs_sandbox_[\w-]{10,60}$/, 'Unknown session.'),
});
const htmlSchema = z.string().describe('text/html');

/**
 * CSRF guard of Pay: only a form on this site may post it. Browsers send Sec-Fetch-Site (and
 * Origin on every POST); a page on another site cannot forge either. Sec-Fetch-Site must be
 * `same-origin`; without it, Origin must be PUBLIC_URL's origin or the request's own. A request
 * with neither (no browser sends that) is refused too: fail closed.
 */
export function isSameOriginPost(
  headers: Record<string, string | string[] | undefined>,
  publicUrl: string,
  ownOrigin: string,
): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  return origin === new URL(publicUrl).origin || origin === ownOrigin;
}

/** The Checkout Session object of the event, in Stripe's wire format (the fields we read and a few more). */
export function buildSandboxEvent(
  checkout: {
    id: number;
    provider_session_id: string | null;
    amount_cents: number;
    currency: string;
    user_id: number;
    pricing_plan_id: number;
    payer: string;
    expires_at: Date;
  },
  publicUrl: string,
  now: Date,
) {
  const created = Math.floor(now.getTime() / 1000);
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: checkout.provider_session_id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_subtotal: checkout.amount_cents,
        amount_total: checkout.amount_cents,
        currency: checkout.currency,
        client_reference_id: String(checkout.id),
        customer: null,
        customer_details: null,
        livemode: false,
        metadata: {
          checkout_id: String(checkout.id),
          user_id: String(checkout.user_id),
          pricing_plan_id: String(checkout.pricing_plan_id),
          payer: checkout.payer,
        },
        payment_intent: `pi_sandbox_${randomBytes(12).toString('hex')}`,
        success_url: successUrl(publicUrl),
        cancel_url: cancelUrl(publicUrl),
        created,
        expires_at: Math.floor(checkout.expires_at.getTime() / 1000),
        url: null,
      },
    },
  };
}

export const sandboxRoutes =
  (ctx: AppContext, runtime: PaymentsRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    // A browser form posts an empty urlencoded body: accept it here (nothing in it is read).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );

    const sendHtml = (reply: { type: (t: string) => unknown }, html: string) => {
      reply.type('text/html; charset=utf-8');
      return html;
    };

    const notFoundPage = () =>
      renderMessagePage({
        sandbox: true,
        title: 'Checkout not found',
        message: 'This sandbox checkout does not exist. Start again from the pricing page.',
        link: { href: `${ctx.config.PUBLIC_URL}/pricingplan`, label: 'Back to the plans' },
      });
    const closedPage = () =>
      renderMessagePage({
        sandbox: true,
        title: 'This checkout is closed',
        message: 'It expired or was refused. Start again from the pricing page.',
        link: { href: `${ctx.config.PUBLIC_URL}/pricingplan`, label: 'Back to the plans' },
      });

    app.get(
      '/sandbox/checkout/:sessionId',
      {
        schema: {
          tags: ['payments'],
          summary: 'Test sandbox checkout page (only without Stripe keys)',
          params: paramsSchema,
          response: { 200: htmlSchema, 303: z.null(), 404: htmlSchema, 410: htmlSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const checkout = await findCheckoutByProviderId(ctx.db, request.params.sessionId);
        if (checkout?.provider !== 'sandbox') return sendHtml(reply.status(404), notFoundPage());
        if (checkout.status === 'paid') return reply.redirect(successUrl(ctx.config.PUBLIC_URL), 303);
        if (!['open', 'processing'].includes(checkout.status) || checkout.expires_at <= ctx.now())
          return sendHtml(reply.status(410), closedPage());
        return sendHtml(
          reply,
          renderSandboxCheckout({
            sessionId: request.params.sessionId,
            planTitle: checkout.plan_title,
            price: formatUsd(checkout.amount_cents),
            duration: checkout.plan_duration,
            payer: checkout.payer,
            studentFirstName: checkout.student_first_name,
            cancelUrl: cancelUrl(ctx.config.PUBLIC_URL),
          }),
        );
      },
    );

    app.post(
      '/sandbox/checkout/:sessionId/pay',
      {
        schema: {
          tags: ['payments'],
          summary: 'Pay in the test sandbox: a signed checkout.session.completed to the webhook',
          description: 'Then 303 to the success URL. The event goes through the real webhook route.',
          params: paramsSchema,
          response: { 303: z.null(), 403: htmlSchema, 404: htmlSchema, 410: htmlSchema, 502: htmlSchema },
        },
      },
      async (request, reply) => {
        if (
          !isSameOriginPost(request.headers, ctx.config.PUBLIC_URL, `${request.protocol}://${request.host}`)
        )
          return sendHtml(
            reply.status(403),
            renderMessagePage({
              sandbox: true,
              title: 'Payment refused',
              message: 'Pay only works from the sandbox checkout page of this site.',
              link: { href: `${ctx.config.PUBLIC_URL}/pricingplan`, label: 'Back to the plans' },
            }),
          );
        const checkout = await findCheckoutByProviderId(ctx.db, request.params.sessionId);
        if (checkout?.provider !== 'sandbox') return sendHtml(reply.status(404), notFoundPage());
        if (checkout.status === 'paid') return reply.redirect(successUrl(ctx.config.PUBLIC_URL), 303);
        const now = ctx.now();
        if (!['open', 'processing'].includes(checkout.status) || checkout.expires_at <= now)
          return sendHtml(reply.status(410), closedPage());

        const payload = JSON.stringify(buildSandboxEvent(checkout, ctx.config.PUBLIC_URL, now));
        const signature = runtime.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: runtime.webhookSecret,
          timestamp: Math.floor(now.getTime() / 1000),
        });
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/stripe/',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          payload,
        });
        if (delivered.statusCode !== 200) {
          request.log.error(
            { status: delivered.statusCode, body: delivered.body },
            'sandbox webhook refused',
          );
          return sendHtml(
            reply.status(502),
            renderMessagePage({
              sandbox: true,
              title: 'The payment could not be recorded',
              message: 'The webhook refused the sandbox event. Please try again.',
            }),
          );
        }
        return reply.redirect(successUrl(ctx.config.PUBLIC_URL), 303);
      },
    );
  };
