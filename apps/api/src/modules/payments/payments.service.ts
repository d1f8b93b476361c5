import { PAYMENT_MESSAGES } from '@pathscoop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';
import { currentTermsOf } from '../pricing/plan-terms';
import { findAnyPlan, type PlanRow } from '../pricing/pricing.repo';
import { isFreePlan } from '../pricing/pricing.service';
import type { PaymentsRuntime } from './checkout-gateway';
import { insertCheckoutSession, moveCheckoutStatus, openCheckoutSession } from './payments.repo';
import type { Payer } from './payments.tables';

/** POST payment_link/ and the checkout sessions behind every payment link (docs/payments.md). */

export const CURRENCY = 'usd';

/** "12.00" → 1200. Prices are NUMERIC(10,2) strings: no floating-point rounding surprises. */
export function toCents(price: string): number {
  const [whole = '0', fraction = ''] = price.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** 'month' → 'per month', '6 months' → 'for 6 months'. */
export const durationPhrase = (duration: string) =>
  /^\d/.test(duration) ? `for ${duration}` : `per ${duration}`;

export const successUrl = (publicUrl: string) => `${publicUrl}/pricingplan/success`;
export const cancelUrl = (publicUrl: string) => `${publicUrl}/pricingplan/cancel`;

/** The plan a student may pay for: on sale (not archived) and not free. */
export async function findPayablePlan(ctx: AppContext, planId: number): Promise<PlanRow> {
  const plan = await findAnyPlan(ctx.db, planId);
  if (!plan) throw new AppError(400, { pricing_plan: [PAYMENT_MESSAGES.planUnknown] });
  if (!plan.is_active) throw new AppError(400, { pricing_plan: [PAYMENT_MESSAGES.planNotOffered] });
  if (isFreePlan(plan)) throw new AppError(400, { pricing_plan: [PAYMENT_MESSAGES.planIsFree] });
  return plan;
}

export function assertStudent(user: CurrentUser): void {
  if (user.role !== 'Student') throw forbidden(PAYMENT_MESSAGES.studentsOnly);
}

type CheckoutInput = {
  studentId: number;
  plan: PlanRow;
  payer: Payer;
  parentLinkId: number | null;
  customerEmail?: string;
};

/**
 * Records the session first (its id is Stripe's client_reference_id and idempotency key, so a
 * webhook can find it even before Stripe's answer is stored), then asks the gateway for it.
 */
export async function startCheckout(
  ctx: AppContext,
  runtime: PaymentsRuntime,
  input: CheckoutInput,
  log: FastifyBaseLogger,
): Promise<string> {
  const gateway = runtime.gateway;
  if (!gateway) throw new AppError(503, { detail: PAYMENT_MESSAGES.paymentsOff });
  const now = ctx.now();
  // The current terms version (docs/backoffice.md "Plans"): the checkout, the payment and the
  // member's plan keep pointing at it whatever the plan becomes later.
  const terms = await currentTermsOf(ctx.db, input.plan.id);
  const amountCents = toCents(terms?.price ?? input.plan.price);
  const row = await insertCheckoutSession(ctx.db, {
    provider: gateway.provider,
    user_id: input.studentId,
    pricing_plan_id: input.plan.id,
    plan_terms_id: terms?.id ?? null,
    amount_cents: amountCents,
    currency: CURRENCY,
    payer: input.payer,
    parent_link_id: input.parentLinkId,
    expires_at: new Date(now.getTime() + 24 * 3600_000),
    created_at: now,
    updated_at: now,
  });
  const metadata = {
    checkout_id: String(row.id),
    user_id: String(input.studentId),
    pricing_plan_id: String(input.plan.id),
    payer: input.payer,
  };
  try {
    const created = await gateway.create(
      {
        reference: String(row.id),
        amountCents,
        currency: CURRENCY,
        stripePriceId: terms?.stripe_price_id ?? null,
        productName: `Pathscoop ${input.plan.title}`,
        productDescription: `${input.plan.title} plan, ${formatUsd(amountCents)} ${durationPhrase(input.plan.duration)}`,
        successUrl: successUrl(ctx.config.PUBLIC_URL),
        cancelUrl: cancelUrl(ctx.config.PUBLIC_URL),
        metadata,
        customerEmail: input.customerEmail,
      },
      now,
    );
    await openCheckoutSession(
      ctx.db,
      row.id,
      { provider_session_id: created.id, url: created.url, expires_at: created.expiresAt },
      now,
    );
    return created.url;
  } catch (err) {
    log.error({ err, checkout: row.id }, 'creating the checkout session failed');
    await moveCheckoutStatus(ctx.db, row.id, ['creating'], 'failed', now);
    throw new AppError(502, { detail: PAYMENT_MESSAGES.providerUnavailable });
  }
}

/** POST payment_link/ {pricing_plan}: a checkout for the signed-in student, paid by the student. */
export async function createPaymentLink(
  ctx: AppContext,
  runtime: PaymentsRuntime,
  user: CurrentUser,
  planId: number,
  log: FastifyBaseLogger,
): Promise<string> {
  assertStudent(user);
  const plan = await findPayablePlan(ctx, planId);
  return startCheckout(
    ctx,
    runtime,
    { studentId: user.id, plan, payer: 'student', parentLinkId: null, customerEmail: user.email },
    log,
  );
}
