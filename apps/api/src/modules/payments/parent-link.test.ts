import { PAYMENT_MESSAGES } from '@pathscoop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp } from '../../test/test-app';
import { startFakeTwilio } from '../sms/fake-twilio';
import { normalisePhone, parentSmsText } from './parent-link.service';
import { freshHeaders, insertUser, seededPlans, testClock, userPlan } from './testing/helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Outbox = { to: string; channel: string; text: string; links: string[] }[];

describe('phone numbers and the text', () => {
  it('normalises to E.164 with US as the default region, and refuses invalid numbers', () => {
    expect(normalisePhone('(202) 555-0123')).toBe('+12025550123');
    expect(normalisePhone('202.555.0123')).toBe('+12025550123');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    for (const bad of ['123', 'call me', '+1 555 0000 00000 0', '(000) 000-0000'])
      expect(() => normalisePhone(bad)).toThrowError(PAYMENT_MESSAGES.phoneInvalid);
  });

  it('says who asked, which plan and price, and carries the link', () => {
    const text = parentSmsText({
      firstName: 'Riley',
      planTitle: 'Sundae',
      priceCents: 5900,
      duration: '6 months',
      link: 'https://example.org/pay/abc',
    });
    expect(text).toBe(
      'Pathscoop: Riley asked you to pay for the Sundae plan ($59.00 for 6 months). ' +
        'Pay securely here (the link works for 7 days): https://example.org/pay/abc',
    );
  });
});

describe('POST /api/v1/parent_payment_link/ (outbox, sandbox checkout)', async () => {
  const clock = testClock(new Date('2025-09-01T12:00:00Z'));
  const { app, ctx, databaseUrl } = await createTestApp({ overrides: { now: clock.now } });
  const plans = await seededPlans(ctx);
  const send = (headers: Record<string, string> | undefined, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/parent_payment_link/', headers, payload });
  const outbox = async (to: string) =>
    (
      await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` })
    ).json() as Outbox;

  it('401 without a token, 403 for a mentor, 400 on a bad phone, a missing phone or an unknown/free plan', async () => {
    expect((await send(undefined, { pricing_plan: plans.monthly.id, phone: '2025550123' })).statusCode).toBe(
      401,
    );
    const mentor = await insertUser(ctx, { role: 'Mentor' });
    expect(
      (await send(mentor.headers, { pricing_plan: plans.monthly.id, phone: '2025550123' })).statusCode,
    ).toBe(403);
    const student = await insertUser(ctx);
    const bad = await send(student.headers, { pricing_plan: plans.monthly.id, phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ phone: [PAYMENT_MESSAGES.phoneInvalid] });
    const missing = await send(student.headers, { pricing_plan: plans.monthly.id });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['phone']);
    expect((await send(student.headers, { pricing_plan: 999_999, phone: '2025550123' })).json()).toEqual({
      pricing_plan: [PAYMENT_MESSAGES.planUnknown],
    });
    expect(
      (await send(student.headers, { pricing_plan: plans.free.id, phone: '2025550123' })).statusCode,
    ).toBe(400);
  });

  it('texts the normalised number through the outbox with nothing personal but the first name', async () => {
    const student = await insertUser(ctx, { first_name: 'Avery', last_name: 'Zed-Unique' });
    const res = await send(student.headers, { pricing_plan: plans.monthly.id, phone: '(202) 555-0101' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.parentTextSent });
    const [sms, ...rest] = await outbox('+12025550101');
    expect(rest).toHaveLength(0);
    expect(sms!.channel).toBe('sms');
    expect(sms!.text).toContain('Avery asked you to pay for the Double Scoop plan ($12.00 per month)');
    expect(sms!.links).toHaveLength(1);
    expect(sms!.links[0]).toMatch(/^http:\/\/localhost:3000\/pay\/[\w-]{40,}$/);
    expect(sms!.text).not.toContain('Zed-Unique');
    expect(sms!.text).not.toContain(student.email);
    // The phone number is not kept by the payments tables.
    const stored = JSON.stringify(await ctx.db.selectFrom('parent_payment_links').selectAll().execute());
    expect(stored).not.toContain('2025550101');
  });

  it("the parent's link opens a checkout paid by the parent that unlocks the student", async () => {
    const student = await insertUser(ctx);
    await send(student.headers, { pricing_plan: plans.halfYear.id, phone: '202-555-0102' });
    const [sms] = await outbox('+12025550102');
    const path = new URL(sms!.links[0]!).pathname;

    const open = await app.inject({ method: 'GET', url: path });
    expect(open.statusCode).toBe(303);
    const checkoutUrl = new URL(open.headers.location as string);
    expect(checkoutUrl.pathname).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
    // Opening the link again reuses the open checkout.
    expect((await app.inject({ method: 'GET', url: path })).headers.location).toBe(open.headers.location);

    const page = await app.inject({ method: 'GET', url: checkoutUrl.pathname });
    expect(page.body).toContain('Paid by</dt><dd>Parent');
    // The parent's browser posts the sandbox page's own form (same origin).
    const paid = await app.inject({
      method: 'POST',
      url: `${checkoutUrl.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:3000/pricingplan/success');

    expect((await userPlan(ctx, student.id)).pricing_plan_id).toBe(plans.halfYear.id);
    const payment = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      payer: 'parent',
      amount_cents: 5900,
      pricing_plan_id: plans.halfYear.id,
    });

    const after = await app.inject({ method: 'GET', url: path });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Already paid');
  });

  it('an unknown or expired link answers a page, not a checkout', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/pay/not-a-real-token-aaaaaaaaaaaaaaaaaaaa' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const student = await insertUser(ctx);
    await send(student.headers, { pricing_plan: plans.monthly.id, phone: '202-555-0103' });
    const [sms] = await outbox('+12025550103');
    clock.advance(8 * 24 * HOUR);
    const expired = await app.inject({ method: 'GET', url: new URL(sms!.links[0]!).pathname });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
  });

  it('allows 3 texts an hour and 10 a day per student (429 with a clear message), kept across restarts', async () => {
    clock.set(new Date('2025-10-01T08:00:00Z'));
    const student = await insertUser(ctx);
    const other = await insertUser(ctx);
    // A different parent number each time: one number gets at most 3 texts a day from all accounts
    // (parent-text-limits.test.ts); these are the per-student limits.
    let parent = 120;
    const text = async (userId = student.id) =>
      send(await freshHeaders(ctx, userId), { pricing_plan: plans.monthly.id, phone: `2025550${parent++}` });
    for (let i = 0; i < 3; i++) expect((await text()).statusCode).toBe(201);
    const fourth = await text();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ detail: PAYMENT_MESSAGES.parentTextHourly });
    expect(Number(fourth.headers['retry-after'])).toBe(3600);
    // Another student is not affected.
    expect((await text(other.id)).statusCode).toBe(201);

    // A second app on the same database (a restart) still counts them.
    const restarted = await buildApp({ ctx: { ...ctx } });
    const again = await restarted.inject({
      method: 'POST',
      url: '/api/v1/parent_payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plans.monthly.id, phone: '2025550104' },
    });
    await restarted.close();
    expect(again.statusCode).toBe(429);
    expect(databaseUrl).toContain('t_');

    // Three more every hour and a bit, until ten in 24 hours.
    for (let hour = 1; hour <= 3; hour++) {
      clock.advance(HOUR + MINUTE);
      for (let i = 0; i < 3 && hour * 3 + i < 10; i++) expect((await text()).statusCode).toBe(201);
    }
    clock.advance(HOUR + MINUTE);
    const daily = await text();
    expect(daily.statusCode).toBe(429);
    expect(daily.json()).toEqual({ detail: PAYMENT_MESSAGES.parentTextDaily });
    clock.advance(20 * HOUR);
    expect((await text()).statusCode).toBe(201);
  });
});

describe('POST /api/v1/parent_payment_link/ through Twilio (a local Messages API)', async () => {
  const credentials = { accountSid: 'AC11111111111111111111111111111111', authToken: 'parent-test-token' };
  const twilio = await startFakeTwilio(credentials);
  afterAll(() => twilio.close());
  const { app, ctx } = await createTestApp({
    env: {
      TWILIO_ACCOUNT_SID: credentials.accountSid,
      TWILIO_AUTH_TOKEN: credentials.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: twilio.url,
    },
  });
  const plans = await seededPlans(ctx);

  it('sends the text with the twilio library and records its SID', async () => {
    const student = await insertUser(ctx, { first_name: 'Jordan' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/parent_payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plans.milkshake.id, phone: '(202) 555-0111' },
    });
    expect(res.statusCode).toBe(201);
    const message = twilio.messages.at(-1)!;
    expect(message).toMatchObject({ to: '+12025550111', from: '+15005550006' });
    expect(message.body).toContain('Jordan asked you to pay for the Milkshake plan ($99.00 per year)');
    expect(message.body).toMatch(/http:\/\/localhost:3000\/pay\/[\w-]+$/);
    const link = await ctx.db
      .selectFrom('parent_payment_links')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ status: 'sent', sms_id: message.sid });
    expect(
      await ctx.db.selectFrom('outbox_messages').select('id').where('channel', '=', 'sms').execute(),
    ).toHaveLength(0);
  });

  it('502 when Twilio refuses; a refused text does not count against the limits', async () => {
    const student = await insertUser(ctx);
    const payload = { pricing_plan: plans.monthly.id, phone: '2025550112' };
    twilio.failNext(400, 21610, 'Attempt to send to unsubscribed recipient', 3);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/parent_payment_link/',
        headers: student.headers,
        payload,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.smsUnavailable });
    }
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/parent_payment_link/',
      headers: student.headers,
      payload,
    });
    expect(ok.statusCode).toBe(201);
  });
});
