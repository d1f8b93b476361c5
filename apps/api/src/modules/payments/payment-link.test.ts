import { PAYMENT_MESSAGES } from '@pathscoop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startFakeStripe } from './testing/fake-stripe';
import { insertUser, seededPlans, userPlan } from './testing/helpers';

const SECRET_KEY = 'sk_test_pathscoop_0123456789';

describe('POST /api/v1/payment_link/ with Stripe (the stripe library against a local Stripe)', async () => {
  const stripe = await startFakeStripe(SECRET_KEY);
  afterAll(() => stripe.close());
  const { app, ctx } = await createTestApp({
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: stripe.url },
  });
  const plans = await seededPlans(ctx);
  const post = (headers: Record<string, string> | undefined, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/payment_link/', headers, payload: payload as object });

  it('401 without a token, 403 for a mentor', async () => {
    expect((await post(undefined, { pricing_plan: plans.monthly.id })).statusCode).toBe(401);
    const mentor = await insertUser(ctx, { role: 'Mentor' });
    const res = await post(mentor.headers, { pricing_plan: plans.monthly.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.studentsOnly });
  });

  it('400 for a missing, unknown or free plan, and no call to Stripe', async () => {
    const student = await insertUser(ctx);
    const before = stripe.requests.length;
    const missing = await post(student.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['pricing_plan']);
    const unknown = await post(student.headers, { pricing_plan: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ pricing_plan: [PAYMENT_MESSAGES.planUnknown] });
    const free = await post(student.headers, { pricing_plan: plans.free.id });
    expect(free.json()).toEqual({ pricing_plan: [PAYMENT_MESSAGES.planIsFree] });
    expect(stripe.requests.length).toBe(before);
  });

  it("creates a Checkout Session for the server's price; a price sent by the client is ignored", async () => {
    const student = await insertUser(ctx);
    const res = await post(student.headers, {
      pricing_plan: plans.halfYear.id,
      price: '0.01',
      amount: 1,
      unit_amount: 1,
      currency: 'jpy',
    });
    expect(res.statusCode).toBe(200);
    const request = stripe.requests.at(-1)!;
    expect(res.json()).toEqual({ payment_link: request.session.url });
    expect(request.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(plans.halfYear.cents),
      'line_items[0][price_data][product_data][name]': 'Pathscoop Sundae',
      success_url: 'http://localhost:3000/pricingplan/success',
      cancel_url: 'http://localhost:3000/pricingplan/cancel',
      customer_email: student.email,
      'metadata[user_id]': String(student.id),
      'metadata[pricing_plan_id]': String(plans.halfYear.id),
      'metadata[payer]': 'student',
    });
    expect(plans.halfYear.cents).toBe(5900);
    const row = await ctx.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('provider_session_id', '=', request.session.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'stripe',
      user_id: student.id,
      pricing_plan_id: plans.halfYear.id,
      amount_cents: 5900,
      currency: 'usd',
      payer: 'student',
      status: 'open',
    });
    expect(request.form.client_reference_id).toBe(String(row.id));
    expect(request.idempotencyKey).toBe(`pathscoop-checkout-${row.id}`);
    // The link alone sets nothing: only a verified webhook event does.
    expect(await userPlan(ctx, student.id)).toEqual({ pricing_plan_id: null, plan_expires_at: null });
  });

  it('502 with a clear message when Stripe refuses, and the session is marked failed', async () => {
    const student = await insertUser(ctx);
    stripe.failNext(400, 'Invalid currency: usd', 1);
    const res = await post(student.headers, { pricing_plan: plans.monthly.id });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.providerUnavailable });
    const rows = await ctx.db
      .selectFrom('checkout_sessions')
      .select('status')
      .where('user_id', '=', student.id)
      .execute();
    expect(rows).toEqual([{ status: 'failed' }]);
  });

  it('has no sandbox checkout when Stripe keys are set', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/checkout/cs_sandbox_abcdefghijkl' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/v1/payment_link/ without Stripe keys', () => {
  it('points to the embedded sandbox checkout', async () => {
    const { app, ctx } = await createTestApp();
    const plans = await seededPlans(ctx);
    const student = await insertUser(ctx);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plans.monthly.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment_link).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/checkout\/cs_sandbox_[\w-]+$/,
    );
  });

  it('answers 503 in production unless the sandbox is allowed', async () => {
    const { app, ctx } = await createTestApp({
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused@localhost/unused' },
    });
    const plans = await seededPlans(ctx);
    const student = await insertUser(ctx);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plans.monthly.id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.paymentsOff });
    expect(
      (await app.inject({ method: 'GET', url: '/sandbox/checkout/cs_sandbox_abcdefghijkl' })).statusCode,
    ).toBe(404);
  });
});
