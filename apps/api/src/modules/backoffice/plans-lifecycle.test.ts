import { randomBytes } from 'node:crypto';
import { type BackofficePlan, type MyPlan, PAYMENT_MESSAGES } from '@pathscoop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startFakeStripe } from '../payments/testing/fake-stripe';
import { checkoutEvent, insertUser, seededPlans, signPayload, testClock } from '../payments/testing/helpers';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

const SECRET_KEY = 'sk_test_lifecycle_0123456789';
const WEBHOOK_SECRET = 'whsec_test_lifecycle_secret';

describe('My Plan shows the bought terms; plans are added and archived in the back office', async () => {
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

  const checkout = (student: { headers: { authorization: string } }, planId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: planId },
    });
  const openCheckout = async (student: { headers: { authorization: string } }, planId: number) => {
    const link = await checkout(student, planId);
    expect(link.statusCode, link.body).toBe(200);
    return (stripe.requests.at(-1) as (typeof stripe.requests)[number]).session;
  };
  const buy = async (student: { headers: { authorization: string } }, planId: number) =>
    pay(await openCheckout(student, planId));
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
  const myPlan = async (student: { headers: { authorization: string } }) => {
    const res = await app.inject({ url: '/api/v1/profile/plan/', headers: student.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MyPlan;
  };
  const getPlan = async (id: number) =>
    (await app.inject({ url: `/api/v1/backoffice/plans/${id}/`, headers })).json() as BackofficePlan;
  const publicPlans = async () =>
    ((await app.inject({ url: '/api/v1/pricing_plan/' })).json() as { id: number; title: string }[]).map(
      (p) => p.title,
    );
  const auditRows = (action: string, targetId: number) =>
    ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(targetId))
      .execute();
  const inputOf = (p: BackofficePlan) => ({
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

  it('GET profile/plan/: 401 without a token; a member without a plan has none', async () => {
    expect((await app.inject({ url: '/api/v1/profile/plan/' })).statusCode).toBe(401);
    const nobody = await insertUser(ctx);
    expect(await myPlan(nobody)).toEqual({
      role: 'Student',
      plan: null,
      plan_is_paid: false,
      plan_expires_at: null,
      school: null,
      payments: [],
    });
    const mentor = await insertUser(ctx, { role: 'Mentor' });
    expect(await myPlan(mentor)).toMatchObject({
      role: 'Mentor',
      plan: null,
      plan_is_paid: true,
      payments: [],
    });
  });

  it("an edit of lines, title and price: the buyer's My Plan keeps what was bought, a new buyer sees the new terms", async () => {
    const before = await getPlan(plans.monthly.id);
    const early = await insertUser(ctx);
    await buy(early, plans.monthly.id);
    const bought = await myPlan(early);
    expect(bought.plan).toMatchObject({
      plan_id: plans.monthly.id,
      version: 1,
      title: 'Double Scoop',
      price: '12.00',
      description_lines: before.description_lines,
      is_free: false,
      on_sale: true,
    });
    expect(bought.plan_is_paid).toBe(true);
    expect(bought.payments).toHaveLength(1);
    expect(bought.payments[0]).toMatchObject({ plan_title: 'Double Scoop', version: 1, amount: '12.00' });

    const lines = [...before.description_lines];
    lines[0] = 'The Double Scoop, now with more to explore';
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/backoffice/plans/${plans.monthly.id}/`,
      headers,
      payload: { ...inputOf(before), title: 'Double Scoop Deluxe', price: '15.50', description_lines: lines },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ current_version: 2, price: '15.50' });

    // The early buyer: the same title, price and lines as bought (and the same expiry).
    const after = await myPlan(early);
    expect(after.plan).toEqual(bought.plan);
    expect(after.plan_expires_at).toBe(bought.plan_expires_at);
    expect(after.payments).toEqual(bought.payments);
    // Support's member page names the version bought too.
    const member = await app.inject({ url: `/api/v1/backoffice/members/${early.id}/`, headers });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json()).toMatchObject({ plan: 'Double Scoop', payments: [{ plan: 'Double Scoop' }] });

    // A new buyer gets (and sees) the new terms.
    const late = await insertUser(ctx);
    await buy(late, plans.monthly.id);
    expect((await myPlan(late)).plan).toMatchObject({
      version: 2,
      title: 'Double Scoop Deluxe',
      price: '15.50',
      description_lines: lines,
    });
    expect((await myPlan(late)).payments[0]).toMatchObject({
      plan_title: 'Double Scoop Deluxe',
      amount: '15.50',
    });
  });

  it('a member of a school sees the school and what it gives, with or without a plan', async () => {
    const school = await ctx.db
      .selectFrom('schools')
      .select(['id', 'name', 'affiliate_code', 'mentor_sessions', 'companions', 'daily_chat_messages'])
      .executeTakeFirstOrThrow();
    const student = await insertUser(ctx, { affiliate_code: school.affiliate_code ?? undefined });
    await ctx.db.updateTable('users').set({ school_id: school.id }).where('id', '=', student.id).execute();
    const mine = await myPlan(student);
    expect(mine.plan).toBeNull();
    expect(mine.school).toEqual({
      name: school.name,
      mentor_sessions: school.mentor_sessions,
      companions: school.companions,
      daily_chat_messages: school.companions ? school.daily_chat_messages : 0,
    });
    await buy(student, plans.halfYear.id);
    expect(await myPlan(student)).toMatchObject({ plan: { title: 'Sundae' }, school: { name: school.name } });
  });

  it('archive: off the pricing page, checkout refused in words, the buyer keeps the terms and My Plan; audited; restore', async () => {
    const buyer = await insertUser(ctx);
    await buy(buyer, plans.milkshake.id);
    const mine = await myPlan(buyer);
    expect(mine.plan).toMatchObject({ title: 'Milkshake', on_sale: true });
    // A checkout opened before the archive and paid after it is still granted (it was paid for).
    const lateToPay = await insertUser(ctx);
    const openSession = await openCheckout(lateToPay, plans.milkshake.id);

    const archived = await app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/plans/${plans.milkshake.id}/archive/`,
      headers,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ is_active: false });
    expect(await publicPlans()).not.toContain('Milkshake');

    const other = await insertUser(ctx);
    const refused = await checkout(other, plans.milkshake.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ pricing_plan: [PAYMENT_MESSAGES.planNotOffered] });
    const parentText = await app.inject({
      method: 'POST',
      url: '/api/v1/parent_payment_link/',
      headers: other.headers,
      payload: { pricing_plan: plans.milkshake.id, phone: '+1 614 555 0134' },
    });
    expect(parentText.statusCode).toBe(400);
    expect(parentText.json()).toEqual({ pricing_plan: [PAYMENT_MESSAGES.planNotOffered] });

    await pay(openSession);
    expect((await myPlan(lateToPay)).plan).toMatchObject({ title: 'Milkshake', on_sale: false });

    // The buyer: same terms, same expiry; only on_sale says it is no longer sold.
    const after = await myPlan(buyer);
    expect(after.plan).toEqual({ ...mine.plan, on_sale: false });
    expect(after.plan_expires_at).toBe(mine.plan_expires_at);
    const profile = (await app.inject({ url: '/api/v1/profile/', headers: buyer.headers })).json();
    expect(profile).toMatchObject({ pricing_plan: plans.milkshake.id, plan_is_paid: true });

    // Archiving again changes nothing and writes no second row.
    await app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/plans/${plans.milkshake.id}/archive/`,
      headers,
    });
    const rows = await auditRows('plan_archived', plans.milkshake.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: op.id, target_type: 'pricing_plan' });
    expect(rows[0]?.before).toEqual({ title: 'Milkshake', on_sale: true });
    expect(rows[0]?.after).toEqual({ title: 'Milkshake', on_sale: false });

    const restored = await app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/plans/${plans.milkshake.id}/restore/`,
      headers,
    });
    expect(restored.json()).toMatchObject({ is_active: true });
    expect(await publicPlans()).toContain('Milkshake');
    expect(await auditRows('plan_restored', plans.milkshake.id)).toHaveLength(1);
  });

  it('a new plan: on sale at once with a Stripe Product and Price, bought like any other; bad input in words; audited', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/plans/',
      headers,
      payload: {
        title: ' ',
        price: '9.99',
        duration: 'month',
        duration_days: 30,
        description_lines: ['Three 1:1 sessions'],
        mentor_sessions: 1,
        companions: false,
        daily_chat_messages: 0,
        priority_matching: false,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ title: ['Enter the title.'] });
    expect(bad.json().description_lines[0]).toMatch(
      /promises 3 mentorship sessions, but the plan includes 1/,
    );

    const products = stripe.products.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/plans/',
      headers,
      payload: {
        title: 'Single Sprinkle',
        price: '4.50',
        duration: 'month',
        duration_days: 30,
        description_lines: ['Single Sprinkle', 'One 1:1 micro-mentorship session', 'One-time payment'],
        mentor_sessions: 1,
        companions: false,
        daily_chat_messages: 0,
        priority_matching: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as BackofficePlan;
    expect(plan).toMatchObject({
      slug: 'single-sprinkle',
      title: 'Single Sprinkle',
      price: '4.50',
      is_active: true,
      current_version: 1,
      versions: [{ version: 1, members: 0 }],
    });
    expect(stripe.products).toHaveLength(products + 1);
    expect(plan.stripe_product_id).toBe(stripe.products.at(-1)?.id);
    expect(plan.versions[0]?.stripe_price_id).toBe(stripe.prices.at(-1)?.id);
    expect(stripe.prices.at(-1)).toMatchObject({ unit_amount: 450, product: plan.stripe_product_id });
    expect((await publicPlans()).at(-1)).toBe('Single Sprinkle');

    const student = await insertUser(ctx);
    await buy(student, plan.id);
    expect((await myPlan(student)).plan).toMatchObject({
      title: 'Single Sprinkle',
      price: '4.50',
      version: 1,
    });

    const rows = await auditRows('plan_created', plan.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({
      slug: 'single-sprinkle',
      title: 'Single Sprinkle',
      price: '4.50',
    });

    // The same title again gets its own slug.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/plans/',
      headers,
      payload: { ...inputOf(plan), price: '5.00' },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ slug: 'single-sprinkle-2' });
  });

  it('a role with plans.read only cannot add or archive (403)', async () => {
    const editor = await insertStaff(ctx, ['content_editor']);
    const h = { authorization: (await staffHeaders(ctx, editor.id)).authorization };
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/plans/${plans.monthly.id}/archive/`,
      headers: h,
    });
    expect(res.statusCode).toBe(403);
    expect((await getPlan(plans.monthly.id)).is_active).toBe(true);
  });
});
