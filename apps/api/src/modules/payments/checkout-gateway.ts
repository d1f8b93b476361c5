import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../config';

/**
 * Where a payment link points (docs/payments.md): a Stripe Checkout Session (official `stripe`
 * library) when STRIPE_SECRET_KEY is set, otherwise the embedded test sandbox checkout page.
 * Webhooks are verified with the same library in both cases.
 */

export type CheckoutRequest = {
  /** Our checkout_sessions.id: Stripe's client_reference_id and the idempotency key. */
  reference: string;
  amountCents: number;
  currency: string;
  /** The Stripe Price of the plan's terms version (made when a plan's price is edited); else price_data. */
  stripePriceId?: string | null;
  productName: string;
  productDescription: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  customerEmail?: string;
};

export type CreatedCheckout = { id: string; url: string; expiresAt: Date };

export type CheckoutGateway = {
  provider: 'stripe' | 'sandbox';
  create(request: CheckoutRequest, now: Date): Promise<CreatedCheckout>;
};

export type PaymentsRuntime = {
  /** null: no Stripe keys and the sandbox is off (production): payment links answer 503. */
  gateway: CheckoutGateway | null;
  /** Verifies Stripe-Signature headers (and signs the sandbox's own events). */
  stripe: Stripe;
  webhookSecret: string;
};

/** Stripe's client pointed at STRIPE_API_BASE when set (tests: a local server speaking its wire format). */
export function createStripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY ?? 'sk_test_sandbox_not_used', {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Pathscoop' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

export function createStripeGateway(stripe: Stripe): CheckoutGateway {
  return {
    provider: 'stripe',
    async create(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.reference,
          line_items: [
            request.stripePriceId
              ? { quantity: 1, price: request.stripePriceId }
              : {
                  quantity: 1,
                  price_data: {
                    currency: request.currency,
                    unit_amount: request.amountCents,
                    product_data: { name: request.productName, description: request.productDescription },
                  },
                },
          ],
          metadata: request.metadata,
          payment_intent_data: { metadata: request.metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.customerEmail && { customer_email: request.customerEmail }),
        },
        { idempotencyKey: `pathscoop-checkout-${request.reference}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
  };
}

/** Sessions of the embedded sandbox live 24 hours, like Stripe's default. */
export const SANDBOX_SESSION_HOURS = 24;

export function createSandboxGateway(publicUrl: string): CheckoutGateway {
  return {
    provider: 'sandbox',
    async create(_request, now) {
      const id = `cs_sandbox_${randomBytes(18).toString('base64url')}`;
      return {
        id,
        url: `${publicUrl}/sandbox/checkout/${id}`,
        expiresAt: new Date(now.getTime() + SANDBOX_SESSION_HOURS * 3600_000),
      };
    },
  };
}

export function createPaymentsRuntime(config: Config): PaymentsRuntime {
  const stripe = createStripeClient(config);
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    return { gateway: createStripeGateway(stripe), stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET };
  return {
    gateway: config.PAYMENTS_SANDBOX ? createSandboxGateway(config.PUBLIC_URL) : null,
    stripe,
    // The sandbox signs its own events: a per-process secret unless one is configured.
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? `whsec_sandbox_${randomBytes(24).toString('hex')}`,
  };
}
