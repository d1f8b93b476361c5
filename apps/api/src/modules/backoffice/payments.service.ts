import { randomBytes } from 'node:crypto';
import type { BackofficePayment } from '@pathscoop/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PaymentsRuntime } from '../payments/checkout-gateway';
import { recordAudit } from './audit';
import type { BackofficeAccess } from './permissions';

/**
 * Payments in the back office (docs/backoffice.md "Payments"): the list, and full or partial
 * refunds. A Stripe payment is refunded through the official library (`refunds.create`, with an
 * idempotency key); the plan changes when Stripe's `charge.refunded` webhook arrives
 * (stripe-webhook.service.ts). A sandbox payment is refunded by the sandbox: it sends the same
 * signed `charge.refunded` event to the same webhook route, so it works out of the box.
 */

const statusOf = (amount: number, refunded: number): BackofficePayment['status'] =>
  refunded <= 0 ? 'paid' : refunded >= amount ? 'refunded' : 'partially_refunded';

function base(ctx: AppContext) {
  return ctx.db
    .selectFrom('payments as pay')
    .innerJoin('users as u', 'u.id', 'pay.user_id')
    .innerJoin('pricing_plans as p', 'p.id', 'pay.pricing_plan_id')
    .innerJoin('checkout_sessions as cs', 'cs.id', 'pay.checkout_session_id');
}

const columns = [
  'pay.id',
  'pay.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'p.title as plan',
  'pay.amount_cents',
  'pay.refunded_cents',
  'pay.currency',
  'cs.provider',
  'pay.stripe_session_id',
  'pay.stripe_payment_intent_id',
  'pay.paid_at',
  'pay.plan_expires_at',
] as const;

export async function listPayments(
  ctx: AppContext,
  query: { q?: string; status?: BackofficePayment['status']; page: number; per_page: number },
) {
  let q = base(ctx);
  const term = query.q?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', like),
        eb('pay.stripe_payment_intent_id', '=', term),
        eb('pay.stripe_session_id', '=', term),
        ...(/^\d{1,9}$/.test(term)
          ? [eb('pay.id', '=', Number(term)), eb('pay.user_id', '=', Number(term))]
          : []),
      ]),
    );
  }
  if (query.status === 'paid') q = q.where('pay.refunded_cents', '=', 0);
  if (query.status === 'refunded') q = q.whereRef('pay.refunded_cents', '>=', 'pay.amount_cents');
  if (query.status === 'partially_refunded')
    q = q.where('pay.refunded_cents', '>', 0).whereRef('pay.refunded_cents', '<', 'pay.amount_cents');
  const count = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(columns)
    .orderBy('pay.id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    count: Number(count.n),
    page: query.page,
    per_page: query.per_page,
    results: rows.map(
      (r): BackofficePayment => ({
        id: r.id,
        user_id: r.user_id,
        member: `${r.first_name} ${r.last_name}`,
        email: r.email,
        plan: r.plan,
        amount_cents: r.amount_cents,
        refunded_cents: r.refunded_cents,
        currency: r.currency,
        status: statusOf(r.amount_cents, r.refunded_cents),
        provider: r.provider,
        stripe_session_id: r.stripe_session_id,
        stripe_payment_intent_id: r.stripe_payment_intent_id,
        paid_at: r.paid_at.toISOString(),
        plan_expires_at: r.plan_expires_at.toISOString(),
      }),
    ),
  };
}

/** The sandbox's answer to refunds.create: a signed charge.refunded to this server's webhook. */
async function sandboxRefund(
  app: FastifyInstance,
  runtime: PaymentsRuntime,
  payment: { id: number; amount_cents: number; currency: string; stripe_payment_intent_id: string | null },
  newTotal: number,
  now: Date,
) {
  const refundId = `re_sandbox_${randomBytes(12).toString('hex')}`;
  const event = {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_sandbox_${payment.id}`,
        object: 'charge',
        amount: payment.amount_cents,
        amount_refunded: newTotal,
        currency: payment.currency,
        payment_intent: payment.stripe_payment_intent_id,
        refunded: newTotal >= payment.amount_cents,
        status: 'succeeded',
      },
    },
  };
  const payload = JSON.stringify(event);
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
  if (delivered.statusCode !== 200)
    throw new AppError(502, { detail: 'The sandbox could not record the refund. Please try again.' });
  return { id: refundId, status: 'succeeded' };
}

export async function refundPayment(
  ctx: AppContext,
  app: FastifyInstance,
  runtime: PaymentsRuntime,
  bo: BackofficeAccess,
  paymentId: number,
  body: { amount_cents?: number; reason: string },
) {
  const payment = await base(ctx)
    .select([...columns, 'cs.provider'])
    .where('pay.id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) throw notFound();
  const left = payment.amount_cents - payment.refunded_cents;
  if (left <= 0) throw new AppError(409, { detail: 'This payment is already fully refunded.' });
  const amount = body.amount_cents ?? left;
  if (amount > left)
    throw badRequest('amount_cents', `At most ${left} cents are left to refund on this payment.`);
  if (!payment.stripe_payment_intent_id)
    throw new AppError(409, { detail: 'This payment has no Stripe payment intent to refund.' });
  const now = ctx.now();
  let refund: { id: string; status: string };
  if (payment.provider === 'sandbox') {
    refund = await sandboxRefund(app, runtime, payment, payment.refunded_cents + amount, now);
  } else {
    try {
      const created: Stripe.Refund = await runtime.stripe.refunds.create(
        {
          payment_intent: payment.stripe_payment_intent_id,
          amount,
          reason: 'requested_by_customer',
          metadata: { pathscoop_payment_id: String(payment.id), requested_by: String(bo.userId) },
        },
        { idempotencyKey: `pathscoop-refund-${payment.id}-${payment.refunded_cents}-${amount}` },
      );
      refund = { id: created.id, status: created.status ?? 'pending' };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      throw new AppError(502, { detail: `Stripe refused the refund: ${message}` });
    }
  }
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('payment_refunds')
      .values({
        payment_id: payment.id,
        stripe_refund_id: refund.id,
        amount_cents: amount,
        status: refund.status,
        reason: body.reason,
        requested_by: bo.userId,
        created_at: now,
      })
      .onConflict((oc) => oc.column('stripe_refund_id').doNothing())
      .execute();
    await recordAudit(tx, {
      actorId: bo.userId,
      action: 'payment_refund_requested',
      targetType: 'payment',
      targetId: payment.id,
      before: { refunded_cents: payment.refunded_cents },
      after: {
        refund_cents: amount,
        stripe_refund_id: refund.id,
        status: refund.status,
        reason: body.reason,
      },
      requestId: bo.requestId,
      at: now,
    });
  });
  return {
    detail:
      payment.provider === 'sandbox'
        ? `Refunded ${amount} cents in the sandbox.`
        : `Refund of ${amount} cents sent to Stripe (${refund.status}); the plan changes when Stripe confirms it.`,
    stripe_refund_id: refund.id,
  };
}
