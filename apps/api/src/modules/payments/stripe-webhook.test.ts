import { PAYMENT_MESSAGES } from '@pathscoop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { assertPlanOrAffiliation } from '../pricing/pricing.service';
import { type FakeCheckoutSession, startFakeStripe } from './testing/fake-stripe';
import { checkoutEvent, insertUser, seededPlans, signPayload, testClock, userPlan } from './testing/helpers';

const SECRET_KEY = 'sk_test_webhook_0123456789';
const WEBHOOK_SECRET = 'whsec_test_webhook_secret';
const DAY = 24 * 3600 * 1000;

describe('POST /api/v1/webhooks/stripe/', async () => {
  const stripe = await startFakeStripe(SECRET_KEY);
  afterAll(() => stripe.close());
  const clock = testClock();
  const { app, ctx } = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
    overrides: { now: clock.now },
  });
  const plans = await seededPlans(ctx);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** What an event about a created session carries over from it (the rest comes from the event). */
  const sessionRef = (s: FakeCheckoutSession) => ({
    id: s.id,
    amount_total: s.amount_total,
    client_reference_id: s.client_reference_id,
    metadata: s.metadata,
  });

  /** A student with an open Stripe checkout for `plan` (created through payment_link/). */
  async function checkoutFor(plan: { id: number }) {
    const student = await insertUser(ctx);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plan.id },
    });
    expect(res.statusCode).toBe(200);
    return { student, session: sessionRef(stripe.requests.at(-1)!.session) };
  }

  function deliver(
    event: object,
    options: { secret?: string; timestamp?: number; tamper?: (s: string) => string } = {},
  ) {
    const payload = JSON.stringify(event);
    const signature = signPayload(
      payload,
      options.secret ?? WEBHOOK_SECRET,
      options.timestamp ?? nowSeconds(),
    );
    return app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe/',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: options.tamper ? options.tamper(payload) : payload,
    });
  }

  const completed = (
    session: { id: string; amount_total: number; client_reference_id: string | null },
    extra = {},
  ) => checkoutEvent('checkout.session.completed', { ...session, ...extra }, { created: nowSeconds() });

  it('grants the plan for a verified checkout.session.completed and records the payment', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    const event = completed(session);
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });

    const plan = await userPlan(ctx, student.id);
    expect(plan.pricing_plan_id).toBe(plans.monthly.id);
    expect(plan.plan_expires_at!.getTime()).toBe(event.created * 1000 + 30 * DAY);
    const payments = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', student.id)
      .execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      pricing_plan_id: plans.monthly.id,
      payer: 'student',
      amount_cents: 1200,
      currency: 'usd',
      stripe_session_id: session.id,
      stripe_payment_intent_id: 'pi_test_123',
      stripe_customer_id: 'cus_test_123',
      stripe_event_id: event.id,
    });
    await expect(assertPlanOrAffiliation(ctx.db, student.id, clock.now())).resolves.toBeUndefined();
  });

  it('issue 24 #19: a paid checkout sends one receipt mail (plan, amount, dates in the member’s zone, one-time)', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    const event = completed(session);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).json()).toMatchObject({ duplicate: true });
    const email = (
      await ctx.db.selectFrom('users').select('email').where('id', '=', student.id).executeTakeFirstOrThrow()
    ).email;
    const mails = await ctx.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', email)
      .execute();
    const receipts = mails.filter((m) => String(m.subject).startsWith('Your Pathscoop receipt'));
    expect(receipts).toHaveLength(1);
    const text = String(receipts[0]!.text_body);
    expect(text).toContain('$12.00');
    expect(text).toContain('one-time payment: nothing renews');
    expect(text).toMatch(/Your plan runs until [A-Za-z]+, [A-Za-z]+ \d{1,2}, 20\d\d at /);
    expect(text).toMatch(/\(America\/|UTC/);
  });

  it('rejects a bad signature, a missing header, a tampered body and an old timestamp with 400', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    const event = completed(session);
    const wrongSecret = await deliver(event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ detail: PAYMENT_MESSAGES.badSignature });
    const tampered = await deliver(event, {
      tamper: (s) => s.replace('"amount_total":1200', '"amount_total":1'),
    });
    expect(tampered.statusCode).toBe(400);
    const old = await deliver(event, { timestamp: nowSeconds() - 6 * 60 });
    expect(old.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    expect(await userPlan(ctx, student.id)).toEqual({ pricing_plan_id: null, plan_expires_at: null });
    // Nothing was recorded, so the same event, correctly signed, still counts.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await userPlan(ctx, student.id)).pricing_plan_id).toBe(plans.monthly.id);
  });

  it('processes a duplicate delivery once', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    const event = completed(session);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    const first = await userPlan(ctx, student.id);
    clock.advance(60_000);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect(await userPlan(ctx, student.id)).toEqual(first);
    const count = await ctx.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', student.id)
      .execute();
    expect(count).toHaveLength(1);
  });

  it('processes concurrent deliveries of one event once', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    const event = completed(session);
    const results = await Promise.all(Array.from({ length: 6 }, () => deliver(event)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    const payments = await ctx.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', student.id)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('grants once when two different events of one session arrive concurrently', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    const a = completed(session);
    const b = checkoutEvent('checkout.session.async_payment_succeeded', session, { created: nowSeconds() });
    const results = await Promise.all([deliver(a), deliver(b)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const payments = await ctx.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', student.id)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('is safe out of order: async success before the unpaid completion, failure after success', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    const succeeded = checkoutEvent('checkout.session.async_payment_succeeded', session, {
      created: nowSeconds(),
    });
    const completedUnpaid = completed(session, { payment_status: 'unpaid' });
    const failed = checkoutEvent('checkout.session.async_payment_failed', {
      ...session,
      payment_status: 'unpaid',
    });
    const expired = checkoutEvent('checkout.session.expired', { ...session, payment_status: 'unpaid' });
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(completedUnpaid)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await userPlan(ctx, student.id)).pricing_plan_id).toBe(plans.monthly.id);
    const row = await ctx.db
      .selectFrom('checkout_sessions')
      .select('status')
      .where('provider_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
  });

  it('waits for the async result when the completion is unpaid, and a failure grants nothing', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    await deliver(completed(session, { payment_status: 'unpaid' }));
    expect((await userPlan(ctx, student.id)).pricing_plan_id).toBeNull();
    await deliver(
      checkoutEvent('checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' }),
    );
    expect((await userPlan(ctx, student.id)).pricing_plan_id).toBeNull();
    const row = await ctx.db
      .selectFrom('checkout_sessions')
      .select('status')
      .where('provider_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('ends on the same plan whichever of two purchases is delivered first', async () => {
    const finalPlan = async (order: 'in-order' | 'reversed') => {
      const student = await insertUser(ctx);
      const sessions = [];
      for (const plan of [plans.milkshake, plans.monthly]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/payment_link/',
          headers: student.headers,
          payload: { pricing_plan: plan.id },
        });
        expect(res.statusCode).toBe(200);
        sessions.push(sessionRef(stripe.requests.at(-1)!.session));
      }
      // Milkshake (a year) paid first, Double Scoop (a month) a day later.
      const events = [
        completed(sessions[0]!, {}),
        checkoutEvent('checkout.session.completed', sessions[1]!, { created: nowSeconds() + 86_400 }),
      ];
      for (const e of order === 'in-order' ? events : [...events].reverse())
        expect((await deliver(e)).statusCode).toBe(200);
      return userPlan(ctx, student.id);
    };
    const inOrder = await finalPlan('in-order');
    const reversed = await finalPlan('reversed');
    expect(inOrder.pricing_plan_id).toBe(plans.milkshake.id);
    expect(reversed.pricing_plan_id).toBe(plans.milkshake.id);
    expect(reversed.plan_expires_at!.getTime()).toBe(inOrder.plan_expires_at!.getTime());
  });

  it('ignores (200) events about sessions this server did not create, whatever plan they name', async () => {
    const student = await insertUser(ctx);
    const event = checkoutEvent('checkout.session.completed', {
      id: 'cs_test_not_ours',
      amount_total: 1,
      client_reference_id: null,
      metadata: { user_id: String(student.id), pricing_plan_id: '999999', payer: 'student' },
    });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(await userPlan(ctx, student.id)).toEqual({ pricing_plan_id: null, plan_expires_at: null });
    const recorded = await ctx.db
      .selectFrom('stripe_events')
      .select('outcome')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(recorded.outcome).toBe('unknown_session');
  });

  it("never grants when the charged amount differs from the server's plan (price tampering)", async () => {
    const { student, session } = await checkoutFor(plans.milkshake);
    // Metadata naming another plan is ignored as well: the session's plan and amount are ours.
    const cheap = completed(
      { ...session, amount_total: 100 },
      { metadata: { pricing_plan_id: String(plans.monthly.id) } },
    );
    expect((await deliver(cheap)).statusCode).toBe(200);
    const otherCurrency = completed(session, { currency: 'jpy' });
    expect((await deliver(otherCurrency)).statusCode).toBe(200);
    expect(await userPlan(ctx, student.id)).toEqual({ pricing_plan_id: null, plan_expires_at: null });
    const payments = await ctx.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', student.id)
      .execute();
    expect(payments).toHaveLength(0);
  });

  it('an expired plan no longer unlocks gated actions; paying again extends the same plan', async () => {
    const { student, session } = await checkoutFor(plans.monthly);
    await deliver(completed(session));
    const { plan_expires_at } = await userPlan(ctx, student.id);
    await expect(
      assertPlanOrAffiliation(ctx.db, student.id, new Date(plan_expires_at!.getTime() + 1000)),
    ).rejects.toMatchObject({
      status: 403,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plans.monthly.id },
    });
    expect(again.statusCode).toBe(200);
    await deliver(completed(sessionRef(stripe.requests.at(-1)!.session)));
    const extended = await userPlan(ctx, student.id);
    expect(extended.plan_expires_at!.getTime()).toBe(plan_expires_at!.getTime() + 30 * DAY);
  });

  it('acknowledges other event types without effect', async () => {
    const res = await deliver({
      id: 'evt_other_1',
      object: 'event',
      type: 'customer.created',
      created: nowSeconds(),
      livemode: false,
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});
