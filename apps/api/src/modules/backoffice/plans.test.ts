import { randomBytes } from 'node:crypto';
import { type BackofficePlan, planDescriptionProblems } from '@pathscoop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startFakeStripe } from '../payments/testing/fake-stripe';
import {
  checkoutEvent,
  insertUser,
  seededPlans,
  signPayload,
  testClock,
  userPlan,
} from '../payments/testing/helpers';
import { loadEntitlements } from '../pricing/entitlements';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

const SECRET_KEY = 'sk_test_plans_0123456789';
const WEBHOOK_SECRET = 'whsec_test_plans_secret';
const DAY = 24 * 3600 * 1000;

describe('plans in the back office: versioned terms, a new Stripe price, members keep what they bought', async () => {
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
  const op = await insertStaff(ctx, ['operator']);
  const headers = { authorization: (await staffHeaders(ctx, op.id)).authorization };

  /** Student starts a checkout (POST payment_link/); answers the fake's session. */
  const startCheckout = async (student: { headers: { authorization: string } }, planId: number) => {
    const link = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: planId },
    });
    expect(link.statusCode, link.body).toBe(200);
    return stripe.requests.at(-1) as (typeof stripe.requests)[number];
  };
  /** Stripe says the session was paid (signed webhook). */
  const pay = async (session: { id: string; amount_total: number; client_reference_id: string | null }) => {
    const event = checkoutEvent(
      'checkout.session.completed',
      {
        id: session.id,
        amount_total: session.amount_total,
        client_reference_id: session.client_reference_id,
      },
      { created: seconds() },
    );
    const payload = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, payment_intent: `pi_test_${randomBytes(6).toString('hex')}` } },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe/',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signPayload(payload, WEBHOOK_SECRET, seconds()),
      },
      payload,
    });
    expect(res.json()).toEqual({ received: true, duplicate: false });
  };
  const getPlan = async (id: number) =>
    (await app.inject({ url: `/api/v1/backoffice/plans/${id}/`, headers })).json();
  const put = (id: number, body: object, h = headers) =>
    app.inject({ method: 'PUT', url: `/api/v1/backoffice/plans/${id}/`, headers: h, payload: body });
  const auditCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('target_type', '=', 'pricing_plan')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const inputOf = (p: Record<string, unknown>) => ({
    title: p.title,
    price: p.price,
    duration: p.duration,
    duration_days: p.duration_days,
    description_lines: p.description_lines,
    mentor_sessions: p.mentor_sessions,
    companions: p.companions,
    daily_chat_messages: p.daily_chat_messages,
    priority_matching: p.priority_matching,
  });

  it("every seeded plan keeps to its includes (the description check passes on today's wording)", async () => {
    const list = (await app.inject({ url: '/api/v1/backoffice/plans/', headers })).json() as BackofficePlan[];
    expect(list.map((p) => p.title)).toEqual(['Single Scoop', 'Double Scoop', 'Sundae', 'Milkshake']);
    for (const p of list) expect(planDescriptionProblems(p.description_lines, p), p.title).toEqual([]);
    expect(list.every((p) => p.current_version === 1)).toBe(true);
  });

  it('a price edit makes a new Stripe price; a new buyer gets the new terms; an earlier buyer keeps price, length and entitlements', async () => {
    const before = await getPlan(plans.monthly.id);
    expect(before.price).toBe('12.00');

    // Bought (and paid) before the edit.
    const early = await insertUser(ctx);
    await pay((await startCheckout(early, plans.monthly.id)).session);
    // Checkout opened before the edit, paid after it: keeps the terms it was opened with.
    const midway = await insertUser(ctx);
    const midwaySession = (await startCheckout(midway, plans.monthly.id)).session;
    expect(midwaySession.amount_total).toBe(1200);

    const lines = [...before.description_lines];
    lines[1] = 'Two 1:1 micro-mentorship sessions with a Community Partner';
    const edited = await put(plans.monthly.id, {
      ...inputOf(before),
      price: '15.50',
      duration_days: 45,
      mentor_sessions: 2,
      description_lines: lines,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const plan = edited.json();
    expect(plan).toMatchObject({ price: '15.50', current_version: 2, mentor_sessions: 2, duration_days: 45 });
    // Seen on the local Stripe: a Product for the plan and a new Price for the new amount.
    expect(stripe.products).toHaveLength(1);
    expect(stripe.prices).toHaveLength(1);
    expect(stripe.prices[0]).toMatchObject({
      unit_amount: 1550,
      currency: 'usd',
      product: stripe.products[0]?.id,
      metadata: { pricing_plan_id: String(plans.monthly.id), terms_version: '2' },
    });
    expect(plan.versions[0]).toMatchObject({
      version: 2,
      price: '15.50',
      stripe_price_id: stripe.prices[0]?.id,
    });
    expect(plan.versions[1]).toMatchObject({ version: 1, price: '12.00', members: 1 });

    // The pricing page shows the new terms.
    const pub = (await app.inject({ url: '/api/v1/pricing_plan/' })).json() as {
      id: number;
      price: string;
      description: string;
    }[];
    const shown = pub.find((p) => p.id === plans.monthly.id);
    expect(shown?.price).toBe('15.50');
    expect(shown?.description).toContain('Two 1:1 micro-mentorship sessions');

    // A new buyer: the checkout is made with the new Stripe Price, and the terms follow.
    const late = await insertUser(ctx);
    const lateRequest = await startCheckout(late, plans.monthly.id);
    expect(lateRequest.form['line_items[0][price]']).toBe(stripe.prices[0]?.id);
    expect(lateRequest.form['line_items[0][price_data][unit_amount]']).toBeUndefined();
    expect(lateRequest.session.amount_total).toBe(1550);
    await pay(lateRequest.session);
    await pay(midwaySession);

    const now = clock.now().getTime();
    const expiry = async (id: number) => (await userPlan(ctx, id)).plan_expires_at!.getTime() - now;
    expect(await expiry(early.id)).toBe(30 * DAY);
    expect(await expiry(midway.id)).toBe(30 * DAY);
    expect(await expiry(late.id)).toBe(45 * DAY);
    const ent = (id: number) => loadEntitlements(ctx.db, id, clock.now());
    expect((await ent(early.id)).mentorSessionsPerYear).toBe(1);
    expect((await ent(midway.id)).mentorSessionsPerYear).toBe(1);
    expect((await ent(late.id)).mentorSessionsPerYear).toBe(2);
    const paid = await ctx.db
      .selectFrom('payments')
      .select(['user_id', 'amount_cents'])
      .where('user_id', 'in', [early.id, midway.id, late.id])
      .execute();
    expect(Object.fromEntries(paid.map((p) => [p.user_id, p.amount_cents]))).toEqual({
      [early.id]: 1200,
      [midway.id]: 1200,
      [late.id]: 1550,
    });

    // Audited: who, what, before and after.
    const row = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'plan_updated')
      .where('target_id', '=', String(plans.monthly.id))
      .executeTakeFirstOrThrow();
    expect(row.actor_id).toBe(op.id);
    expect(row.before).toMatchObject({ version: 1, price: '12.00', mentor_sessions: 1, duration_days: 30 });
    expect(row.after).toMatchObject({ version: 2, price: '15.50', mentor_sessions: 2, duration_days: 45 });
    expect(row.request_id).toBeTruthy();

    // An edit that changes only the wording keeps the Stripe price (no new one).
    const reworded = await put(plans.monthly.id, {
      ...inputOf(plan),
      description_lines: [...plan.description_lines.slice(0, -1), 'Pay once; nothing renews.'],
    });
    expect(reworded.json()).toMatchObject({ current_version: 3 });
    expect(stripe.prices).toHaveLength(1);
    expect(reworded.json().versions[0].stripe_price_id).toBe(stripe.prices[0]?.id);
  });

  it('invalid input is refused in words and changes nothing (no version, no Stripe price, no audit row)', async () => {
    const before = await getPlan(plans.halfYear.id);
    const audits = await auditCount();
    const prices = stripe.prices.length;
    const cases: [object, string, RegExp][] = [
      [{ price: 'twelve' }, 'price', /Enter the price in dollars/],
      [{ price: '0', duration_days: null }, 'price', /free plan stays free/],
      [{ price: '0' }, 'duration_days', /free plan does not expire/],
      [{ title: '  ' }, 'title', /Enter the title/],
      [{ duration_days: null }, 'duration_days', /paid plan needs a length/],
      [{ description_lines: [] }, 'description_lines', /at least one description line/],
      // A line that promises more than the plan includes.
      [
        { mentor_sessions: 2 },
        'description_lines',
        /promises 3 mentorship sessions, but the plan includes 2/,
      ],
      [
        { companions: false },
        'description_lines',
        /mentions the AI companions, but the plan does not include them/,
      ],
      [
        { description_lines: [...before.description_lines, 'Priority matching with mentors'] },
        'description_lines',
        /promises priority/,
      ],
      [
        { description_lines: [...before.description_lines, 'Unlimited Career Buddy chats'] },
        'description_lines',
        /promises unlimited chats, but the plan allows 80 messages a day/,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(plans.halfYear.id, { ...inputOf(before), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(String(res.json()[field]), JSON.stringify(change)).toMatch(message);
    }
    // Stripe refusing the new price: 502, nothing changed.
    stripe.failNext(400, 'Invalid currency: usd', 2);
    const refused = await put(plans.halfYear.id, { ...inputOf(before), price: '61.00' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toMatch(/nothing was changed/);

    const after = await getPlan(plans.halfYear.id);
    expect(after).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(stripe.prices.length).toBe(prices);
    expect(await put(999_999, inputOf(before)).then((r) => r.statusCode)).toBe(404);

    // Only plans.write may change a plan (support reads).
    const support = await insertStaff(ctx, ['support'], { first_name: 'Sue' });
    const sh = { authorization: (await staffHeaders(ctx, support.id)).authorization };
    expect((await app.inject({ url: '/api/v1/backoffice/plans/', headers: sh })).statusCode).toBe(200);
    expect((await put(plans.halfYear.id, { ...inputOf(before), price: '70.00' }, sh)).statusCode).toBe(403);
  });
});

describe('the description check (shared contract)', () => {
  const includes = {
    mentor_sessions: 1,
    companions: true,
    daily_chat_messages: 40,
    priority_matching: false,
    parent_summary: false,
  };
  it('accepts lines that keep to the includes and names each line that does not', () => {
    expect(
      planDescriptionProblems(
        [
          'One 1:1 micro-mentorship session',
          'AI Career Buddy chat',
          '40 messages a day with your companions',
        ],
        includes,
      ),
    ).toEqual([]);
    expect(planDescriptionProblems(['Six 1:1 sessions', '100 messages a day'], includes)).toEqual([
      'Line 1 ("Six 1:1 sessions") promises 6 mentorship sessions, but the plan includes 1. Change the line or the sessions.',
      'Line 2 ("100 messages a day") promises 100 messages a day, but the plan allows 40.',
    ]);
    expect(
      planDescriptionProblems(['College Buddy included'], { ...includes, companions: false }),
    ).toHaveLength(1);
    // The Sundae's promise (docs/parents.md): only with the parent progress summary included.
    expect(planDescriptionProblems(['Parent progress summary by e-mail'], includes)).toEqual([
      'Line 1 ("Parent progress summary by e-mail") promises a parent progress summary, but the plan does not include it.',
    ]);
    expect(
      planDescriptionProblems(['Parent progress summary by e-mail'], { ...includes, parent_summary: true }),
    ).toEqual([]);
  });
});
