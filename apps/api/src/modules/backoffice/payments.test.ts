import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startFakeStripe } from '../payments/testing/fake-stripe';
import {
  checkoutEvent,
  freshHeaders,
  insertUser,
  seededPlans,
  signPayload,
  testClock,
  userPlan,
} from '../payments/testing/helpers';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

const SECRET_KEY = 'sk_test_refunds_0123456789';
const WEBHOOK_SECRET = 'whsec_test_refunds_secret';
const DAY = 24 * 3600 * 1000;

describe('refunds through Stripe (local server speaking its wire format)', async () => {
  const stripe = await startFakeStripe(SECRET_KEY);
  afterAll(() => stripe.close());
  const clock = testClock(new Date('2026-07-01T12:00:00Z'));
  const { app, ctx } = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
    overrides: { now: clock.now },
  });
  const plans = await seededPlans(ctx);
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe/',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signPayload(payload, WEBHOOK_SECRET, seconds()),
      },
      payload,
    });
  };
  const refunded = (intent: string, amount: number, total: number) => ({
    id: `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: seconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${randomBytes(8).toString('hex')}`,
        object: 'charge',
        amount,
        amount_refunded: total,
        currency: 'usd',
        payment_intent: intent,
        refunded: total >= amount,
      },
    },
  });

  it('a partial refund shortens the plan, the rest ends it; amounts checked; audited', async () => {
    const student = await insertUser(ctx);
    const link = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plans.halfYear.id },
    });
    expect(link.statusCode).toBe(200);
    const session = stripe.requests.at(-1)!.session;
    const intent = `pi_test_${randomBytes(8).toString('hex')}`;
    const event = checkoutEvent(
      'checkout.session.completed',
      {
        id: session.id,
        amount_total: session.amount_total,
        client_reference_id: session.client_reference_id,
      },
      { created: seconds() },
    );
    const paid = await deliver({
      ...event,
      data: { object: { ...event.data.object, payment_intent: intent } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const granted = await userPlan(ctx, student.id);
    expect(granted.pricing_plan_id).toBe(plans.halfYear.id);
    const period = granted.plan_expires_at!.getTime() - clock.now().getTime();
    const payment = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    const amount = payment.amount_cents;
    const half = Math.floor(amount / 2);

    const op = await insertStaff(ctx, ['operator']);
    let headers = await staffHeaders(ctx, op.id);
    const refund = (body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/payments/${payment.id}/refund/`,
        headers,
        payload: body,
      });

    expect((await refund({ amount_cents: amount + 1, reason: 'Too much' })).json()).toEqual({
      amount_cents: [`At most ${amount} cents are left to refund on this payment.`],
    });
    expect((await refund({ amount_cents: half })).json()).toEqual({ reason: ['Please give a reason.'] });
    const first = await refund({ amount_cents: half, reason: 'Half the period unused' });
    expect(first.statusCode, first.body).toBe(200);
    expect(stripe.refunds.at(-1)).toMatchObject({
      amount: half,
      payment_intent: intent,
      reason: 'requested_by_customer',
    });
    expect(stripe.refunds.at(-1)?.idempotencyKey).toBe(`pathscoop-refund-${payment.id}-0-${half}`);
    // Nothing changes before Stripe confirms with charge.refunded.
    expect((await userPlan(ctx, student.id)).plan_expires_at).toEqual(granted.plan_expires_at);

    const partial = await deliver(refunded(intent, amount, half));
    expect(partial.json()).toMatchObject({ received: true });
    const shortened = await userPlan(ctx, student.id);
    const expected = granted.plan_expires_at!.getTime() - Math.round((period * half) / amount);
    expect(Math.abs(shortened.plan_expires_at!.getTime() - expected)).toBeLessThan(2000);
    expect(shortened.plan_expires_at!.getTime()).toBeGreaterThan(clock.now().getTime() + 30 * DAY);

    const list = await app.inject({ url: '/api/v1/backoffice/payments/?status=partially_refunded', headers });
    expect(list.json().results.find((p: { id: number }) => p.id === payment.id)).toMatchObject({
      refunded_cents: half,
      status: 'partially_refunded',
      provider: 'stripe',
      stripe_payment_intent_id: intent,
    });

    clock.advance(DAY);
    headers = await staffHeaders(ctx, op.id);
    const rest = await refund({ reason: 'Family moved' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: amount - half });
    const full = refunded(intent, amount, amount);
    await deliver(full);
    const ended = await userPlan(ctx, student.id);
    expect(ended.plan_expires_at).toEqual(clock.now());
    // A replay of the same event and an older partial one change nothing.
    await deliver(full);
    await deliver(refunded(intent, amount, half));
    expect((await userPlan(ctx, student.id)).plan_expires_at).toEqual(clock.now());
    expect((await refund({ reason: 'again' })).statusCode).toBe(409);
    const profile = await app.inject({
      url: '/api/v1/profile/',
      headers: await freshHeaders(ctx, student.id),
    });
    expect(profile.json().pricing_plan).toBeNull();

    const trail = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where((eb) => eb.or([eb('target_type', '=', 'payment'), eb('target_id', '=', String(student.id))]))
      .orderBy('id')
      .execute();
    expect(trail.map((a) => a.action)).toEqual([
      'payment_refund_requested',
      'plan_shortened_by_refund',
      'payment_refund_requested',
      'plan_ended_by_refund',
    ]);
  });
});

describe('refunds in the sandbox', async () => {
  const { app, ctx } = await createTestApp();
  const plans = await seededPlans(ctx);

  it('the sandbox refunds through the same signed charge.refunded webhook and ends the plan', async () => {
    const student = await insertUser(ctx);
    const link = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plans.monthly.id },
    });
    const path = new URL(link.json().payment_link).pathname;
    const pay = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect((await userPlan(ctx, student.id)).pricing_plan_id).toBe(plans.monthly.id);
    const payment = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();

    const support = await insertStaff(ctx, ['support']);
    const denied = await app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/payments/${payment.id}/refund/`,
      headers: await staffHeaders(ctx, support.id),
      payload: { reason: 'x' },
    });
    expect(denied.statusCode).toBe(403);

    const op = await insertStaff(ctx, ['operator']);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/payments/${payment.id}/refund/`,
      headers: await staffHeaders(ctx, op.id),
      payload: { reason: 'Test refund' },
    });
    expect(res.json()).toMatchObject({ detail: `Refunded ${payment.amount_cents} cents in the sandbox.` });
    const after = await ctx.db
      .selectFrom('payments')
      .select('refunded_cents')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(after.refunded_cents).toBe(payment.amount_cents);
    const plan = await userPlan(ctx, student.id);
    expect(plan.plan_expires_at!.getTime()).toBeLessThanOrEqual(Date.now());
    const event = await ctx.db
      .selectFrom('stripe_events')
      .select(['type', 'outcome'])
      .where('type', '=', 'charge.refunded')
      .executeTakeFirstOrThrow();
    expect(event.outcome).toBe('refunded_plan_changed');
  });
});
