import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../backoffice/audit';
import { findTerms } from '../pricing/plan-terms';
import { setUserPlan } from '../pricing/pricing.repo';
import {
  type CheckoutRow,
  findPlanById,
  insertPayment,
  insertStripeEventOnce,
  lockCheckoutForEvent,
  lockUserPlan,
  moveCheckoutStatus,
  setParentLinkStatus,
  setStripeEventOutcome,
} from './payments.repo';
import { decideGrant } from './plan-period';

/**
 * Applies one verified Stripe event (docs/payments.md). Idempotent by event id: the id is
 * inserted in the same transaction as its effects, so a duplicate (also a concurrent one, which
 * waits on the primary key) changes nothing. Out-of-order safe: session states only move forward,
 * a session grants at most once (unique payments.checkout_session_id), and the plan period is
 * decided by `decideGrant`, which does not depend on the order of grants.
 */

import { sendPaymentReceipt } from './receipt-mail';

export type WebhookResult = { duplicate: boolean; outcome: string };

type Session = Stripe.Checkout.Session;

const PAID_STATUSES = new Set(['paid', 'no_payment_required']);

export async function handleStripeEvent(
  ctx: AppContext,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<WebhookResult> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const fresh = await insertStripeEventOnce(trx, {
      id: event.id,
      type: event.type,
      livemode: event.livemode,
      created: new Date(event.created * 1000),
    });
    if (!fresh) return { duplicate: true, outcome: 'duplicate' };
    const outcome = await applyEvent(trx, ctx.now(), event, log);
    await setStripeEventOutcome(trx, event.id, outcome);
    log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe event processed');
    return { duplicate: false, outcome };
  });
  // Issue 24 #19: a receipt once the grant is committed (a mail failure never undoes the payment).
  if (!result.duplicate && result.outcome.startsWith('paid'))
    await sendPaymentReceipt(ctx, event.id).catch((err) =>
      log.error({ err, stripeEvent: event.id }, 'payment receipt mail failed'),
    );
  return result;
}

async function applyEvent(db: Database, now: Date, event: Stripe.Event, log: FastifyBaseLogger) {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (PAID_STATUSES.has(session.payment_status)) return grant(db, now, event, session, log);
      // Paid later (bank debits and the like): async_payment_succeeded or _failed follows.
      return withSession(db, session, (checkout) =>
        moveCheckoutStatus(db, checkout.id, ['creating', 'open'], 'processing', now).then(() => 'processing'),
      );
    }
    case 'checkout.session.async_payment_succeeded':
      return grant(db, now, event, event.data.object, log);
    case 'checkout.session.async_payment_failed':
      return withSession(db, event.data.object, async (checkout) =>
        (await moveCheckoutStatus(db, checkout.id, ['creating', 'open', 'processing'], 'failed', now))
          ? 'failed'
          : `ignored_${checkout.status}`,
      );
    case 'checkout.session.expired':
      return withSession(db, event.data.object, async (checkout) =>
        (await moveCheckoutStatus(db, checkout.id, ['creating', 'open', 'processing'], 'expired', now))
          ? 'expired'
          : `ignored_${checkout.status}`,
      );
    case 'charge.refunded':
      return applyRefund(db, now, event.data.object);
    default:
      return 'ignored_type';
  }
}

async function withSession(
  db: Database,
  session: Session,
  apply: (checkout: CheckoutRow) => Promise<string>,
): Promise<string> {
  const checkout = await lockCheckoutForEvent(db, session.id, session.client_reference_id);
  if (!checkout) return 'unknown_session';
  return apply(checkout);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

async function grant(
  db: Database,
  now: Date,
  event: Stripe.Event,
  session: Session,
  log: FastifyBaseLogger,
): Promise<string> {
  const checkout = await lockCheckoutForEvent(db, session.id, session.client_reference_id);
  // Only sessions this server created grant anything; their plan, student and amount are ours.
  if (!checkout) return 'unknown_session';
  if (checkout.status === 'paid') return 'already_paid';
  if (checkout.status === 'rejected') return 'ignored_rejected';

  // The amount always comes from the server's plan: a session that charged anything else is refused.
  if (
    session.amount_total !== checkout.amount_cents ||
    session.currency?.toLowerCase() !== checkout.currency
  ) {
    await moveCheckoutStatus(
      db,
      checkout.id,
      ['creating', 'open', 'processing', 'failed', 'expired'],
      'rejected',
      now,
    );
    log.error(
      {
        checkout: checkout.id,
        expected: { amount: checkout.amount_cents, currency: checkout.currency },
        received: { amount: session.amount_total, currency: session.currency },
      },
      'stripe checkout amount does not match the plan: not granted',
    );
    return 'amount_mismatch';
  }

  const plan = await findPlanById(db, checkout.pricing_plan_id);
  const current = await lockUserPlan(db, checkout.user_id);
  if (!plan || !current) return 'unknown_plan_or_user';
  // The terms version the checkout was made with: its length and inclusions, not the plan's now.
  const terms = checkout.plan_terms_id ? await findTerms(db, checkout.plan_terms_id) : undefined;

  const paidAt = new Date(event.created * 1000);
  const decision = decideGrant(
    current,
    { planId: plan.id, durationDays: terms ? terms.duration_days : plan.duration_days, paidAt },
    now,
  );
  const recorded = await insertPayment(db, {
    checkout_session_id: checkout.id,
    user_id: checkout.user_id,
    pricing_plan_id: plan.id,
    plan_terms_id: checkout.plan_terms_id,
    payer: checkout.payer,
    amount_cents: session.amount_total,
    currency: session.currency,
    stripe_session_id: session.id,
    stripe_payment_intent_id: idOf(session.payment_intent),
    stripe_customer_id: idOf(session.customer),
    stripe_event_id: event.id,
    livemode: event.livemode,
    paid_at: paidAt,
    plan_expires_at: decision.expiresAt,
  });
  if (!recorded) return 'already_paid';
  if (decision.apply)
    await setUserPlan(db, checkout.user_id, plan.id, decision.expiresAt, now, checkout.plan_terms_id);
  await moveCheckoutStatus(
    db,
    checkout.id,
    ['creating', 'open', 'processing', 'failed', 'expired'],
    'paid',
    now,
  );
  if (checkout.parent_link_id !== null) await setParentLinkStatus(db, checkout.parent_link_id, 'paid');
  return decision.apply ? 'paid' : 'paid_longer_plan_kept';
}

/**
 * charge.refunded (docs/backoffice.md "Payments"): Stripe's running total of what was refunded
 * (`amount_refunded`) is stored on the payment, and the plan the payment bought gives back the
 * same share of its period: a full refund ends it now, a partial one shortens it. Only when the
 * member still holds that plan; a later purchase of another plan is not touched. Replays and
 * out-of-order deliveries change nothing (the stored total only grows).
 */
async function applyRefund(db: Database, now: Date, charge: Stripe.Charge): Promise<string> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return 'refund_without_payment_intent';
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('stripe_payment_intent_id', '=', intent)
    .forUpdate()
    .executeTakeFirst();
  if (!payment) return 'refund_unknown_payment';
  const total = Math.min(charge.amount_refunded, payment.amount_cents);
  if (total <= payment.refunded_cents) return 'refund_already_applied';
  const newly = total - payment.refunded_cents;
  await db
    .updateTable('payments')
    .set({ refunded_cents: total, refunded_at: now })
    .where('id', '=', payment.id)
    .execute();
  const user = await lockUserPlan(db, payment.user_id);
  let outcome = total >= payment.amount_cents ? 'refunded' : 'partially_refunded';
  if (
    user?.pricing_plan_id === payment.pricing_plan_id &&
    user.plan_expires_at !== null &&
    user.plan_expires_at.getTime() > now.getTime()
  ) {
    const period = payment.plan_expires_at.getTime() - payment.paid_at.getTime();
    const removed = Math.round((period * newly) / payment.amount_cents);
    const expiresAt =
      total >= payment.amount_cents
        ? now
        : new Date(Math.max(now.getTime(), user.plan_expires_at.getTime() - removed));
    await setUserPlan(
      db,
      payment.user_id,
      payment.pricing_plan_id,
      expiresAt,
      now,
      user.plan_terms_id ?? payment.plan_terms_id,
    );
    await recordAudit(db, {
      actorId: null,
      action: total >= payment.amount_cents ? 'plan_ended_by_refund' : 'plan_shortened_by_refund',
      targetType: 'user',
      targetId: payment.user_id,
      before: { pricing_plan_id: user.pricing_plan_id, plan_expires_at: user.plan_expires_at.toISOString() },
      after: {
        pricing_plan_id: payment.pricing_plan_id,
        plan_expires_at: expiresAt.toISOString(),
        payment_id: payment.id,
      },
      at: now,
    });
    outcome += '_plan_changed';
  }
  return outcome;
}
