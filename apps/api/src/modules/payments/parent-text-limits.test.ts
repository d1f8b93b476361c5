import { PAYMENT_MESSAGES } from '@pathscoop/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { parentSmsText, smsFirstName } from './parent-link.service';
import { freshHeaders, insertUser, seededPlans, testClock } from './testing/helpers';

/**
 * What a student can make the server text to any number: only a clean first name (no links, no
 * free text), and at most 3 texts a day to one number whichever accounts ask. payment_link/ is
 * throttled per student.
 */

const HOUR = 3600_000;
type Outbox = { to: string; text: string }[];

describe('the first name in the text', () => {
  it('keeps a plain first name (letters, spaces, hyphens, apostrophes; at most 30 characters)', () => {
    expect(smsFirstName('Riley')).toBe('Riley');
    expect(smsFirstName("  Mary-Jane  O'Neil ")).toBe("Mary-Jane O'Neil");
    expect(smsFirstName('José')).toBe('José');
    expect(smsFirstName('A'.repeat(30))).toBe('A'.repeat(30));
  });

  it('replaces anything else with a neutral wording', () => {
    for (const name of [
      'A'.repeat(31),
      'Visit evil.example now',
      'http://evil.example/x',
      'Win $500: call 5550100',
      'Bob\nReply STOP',
      'Riley<script>',
      '',
      '   ',
    ])
      expect(smsFirstName(name)).toBeNull();
    const text = parentSmsText({
      firstName: 'Claim your prize at evil.example',
      planTitle: 'Sundae',
      priceCents: 5900,
      duration: '6 months',
      link: 'https://example.org/pay/abc',
    });
    expect(text).toMatch(/^Pathscoop: Your student asked you to pay for the Sundae plan/);
    expect(text).not.toContain('evil');
  });
});

describe('POST parent_payment_link/ and payment_link/ limits', async () => {
  const clock = testClock(new Date('2025-11-03T09:00:00Z'));
  const { app, ctx } = await createTestApp({ overrides: { now: clock.now } });
  const plans = await seededPlans(ctx);
  const text = async (userId: number, phone: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/parent_payment_link/',
      headers: await freshHeaders(ctx, userId),
      payload: { pricing_plan: plans.monthly.id, phone },
    });
  const outbox = async (to: string) =>
    (
      await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` })
    ).json() as Outbox;

  it('texts a neutral wording when the first name is not a plain name', async () => {
    const student = await insertUser(ctx, { first_name: 'Go to evil.example now' });
    expect((await text(student.id, '2025550160')).statusCode).toBe(201);
    const [sms] = await outbox('+12025550160');
    expect(sms!.text).toMatch(/^Pathscoop: Your student asked you to pay/);
    expect(sms!.text).not.toContain('evil');
  });

  it('caps texts to one phone number at 3 a day across all accounts', async () => {
    const phone = '(202) 555-0161';
    const students = await Promise.all([1, 2, 3, 4].map(() => insertUser(ctx)));
    for (const s of students.slice(0, 3)) expect((await text(s.id, phone)).statusCode).toBe(201);
    const fourth = await text(students[3]!.id, phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ detail: PAYMENT_MESSAGES.parentTextPhoneDaily });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox('+12025550161')).toHaveLength(3);
    // Another number is not affected, and the number is free again after 24 hours.
    expect((await text(students[3]!.id, '2025550162')).statusCode).toBe(201);
    clock.advance(24 * HOUR + 60_000);
    expect((await text(students[3]!.id, phone)).statusCode).toBe(201);
    // The number itself is not stored.
    const stored = JSON.stringify(await ctx.db.selectFrom('parent_payment_links').selectAll().execute());
    expect(stored).not.toContain('2025550161');
  });

  it('payment_link/: 429 after 20 links an hour for one student', async () => {
    const student = await insertUser(ctx);
    const other = await insertUser(ctx);
    const link = async (userId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/payment_link/',
        headers: await freshHeaders(ctx, userId),
        payload: { pricing_plan: plans.monthly.id },
      });
    for (let i = 0; i < 20; i++) expect((await link(student.id)).statusCode).toBe(200);
    const limited = await link(student.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Request was throttled/);
    expect((await link(other.id)).statusCode).toBe(200);
  });
});
