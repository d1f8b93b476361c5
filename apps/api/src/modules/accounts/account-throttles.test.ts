import { MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOutboxMailSender, type MailSender } from '../outbox/mail';
import { buildUser, DEFAULT_TEST_PASSWORD, studentPayload, uniqueEmail } from './accounts.factory';

/**
 * Sign-in throttled per (account, client address) pair, throttles on the token routes, and mail
 * work done after answering (a slow mail server must not slow down, or time-stamp, the answer).
 */

const MAIL_DELAY_MS = 1500;
let t: TestApp;
let ip = 0;
const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  // A mail server that takes 1.5 s to accept each message, storing into the outbox afterwards.
  const outbox = createOutboxMailSender(t.ctx.db);
  const slow: MailSender = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
      await outbox.send(message);
    },
  };
  t.ctx.mail = slow;
});

const post = (url: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const mailsTo = async (email: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` })
  ).json() as unknown[];
async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; res: T }> {
  const start = performance.now();
  const res = await fn();
  return { ms: performance.now() - start, res };
}

describe('sign-in throttle per account and client address', () => {
  it('ten wrong passwords from one address block that address only: the owner signs in from another', async () => {
    const { user } = await buildUser(t.ctx);
    const attacker = '198.51.100.200';
    for (let i = 0; i < 10; i++)
      expect(
        (await post('/api/v1/auth/', { email: user.email, password: `wrong-${i}-pw` }, attacker)).statusCode,
      ).toBe(401);
    const blocked = await post(
      '/api/v1/auth/',
      { email: user.email, password: DEFAULT_TEST_PASSWORD },
      attacker,
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await post(
      '/api/v1/auth/',
      { email: user.email, password: DEFAULT_TEST_PASSWORD },
      '198.51.100.201',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('wrong passwords spread over many addresses do not lock the account', async () => {
    const { user } = await buildUser(t.ctx);
    for (let i = 0; i < 15; i++)
      expect((await post('/api/v1/auth/', { email: user.email, password: `wrong-${i}-pw` })).statusCode).toBe(
        401,
      );
    expect(
      (await post('/api/v1/auth/', { email: user.email, password: DEFAULT_TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('throttles on the token routes (per client address)', () => {
  it('auth/refresh/: 429 after 100 requests in 5 minutes', async () => {
    const address = '198.51.100.210';
    for (let i = 0; i < 100; i++)
      expect((await post('/api/v1/auth/refresh/', { refresh: `made-up-${i}` }, address)).statusCode).toBe(
        401,
      );
    const limited = await post('/api/v1/auth/refresh/', { refresh: 'made-up' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Request was throttled/);
    expect((await post('/api/v1/auth/refresh/', { refresh: 'made-up' })).statusCode).toBe(401);
  });

  it('verify-email/: 429 after 30 requests in an hour', async () => {
    const address = '198.51.100.211';
    for (let i = 0; i < 30; i++)
      expect((await post('/api/v1/verify-email/', { token: `made-up-${i}` }, address)).statusCode).toBe(400);
    expect((await post('/api/v1/verify-email/', { token: 'made-up' }, address)).statusCode).toBe(429);
  });

  it('password_reset/confirm/: 429 after 20 requests in an hour', async () => {
    const address = '198.51.100.212';
    const body = { token: 'made-up', password: 'Quiet-Orchard-58' };
    for (let i = 0; i < 20; i++)
      expect((await post('/api/v1/password_reset/confirm/', body, address)).statusCode).toBe(400);
    expect((await post('/api/v1/password_reset/confirm/', body, address)).statusCode).toBe(429);
  });
});

describe('mail work happens after the answer (no timing difference between addresses)', () => {
  it('password_reset/: known and unknown addresses answer alike and fast; the mail follows', async () => {
    const { user } = await buildUser(t.ctx);
    const known = await timed(() => post('/api/v1/password_reset/', { email: user.email }));
    const unknown = await timed(() => post('/api/v1/password_reset/', { email: uniqueEmail('ghost') }));
    expect(known.res.statusCode).toBe(200);
    expect(unknown.res.statusCode).toBe(200);
    expect(known.res.json()).toEqual({ status: 'OK', msg: MESSAGES.passwordResetSent });
    expect(unknown.res.json()).toEqual(known.res.json());
    expect(known.ms).toBeLessThan(MAIL_DELAY_MS / 2);
    expect(unknown.ms).toBeLessThan(MAIL_DELAY_MS / 2);
    await expect.poll(async () => (await mailsTo(user.email)).length, { timeout: 5000 }).toBe(1);
  });

  it('verify-email/resend/: answers before the mail is handed over', async () => {
    const { user } = await buildUser(t.ctx, { email_verified_at: null });
    const res = await timed(() => post('/api/v1/verify-email/resend/', { email: user.email }));
    expect(res.res.statusCode).toBe(200);
    expect(res.ms).toBeLessThan(MAIL_DELAY_MS / 2);
    await expect.poll(async () => (await mailsTo(user.email)).length, { timeout: 5000 }).toBe(1);
  });

  it('signup/: answers 201 before the verification mail is handed over', async () => {
    const payload = studentPayload();
    const res = await timed(() => post('/api/v1/signup/', payload));
    expect(res.res.statusCode).toBe(201);
    expect(res.ms).toBeLessThan(MAIL_DELAY_MS / 2);
    expect(await mailsTo(payload.email)).toHaveLength(0);
    await expect.poll(async () => (await mailsTo(payload.email)).length, { timeout: 5000 }).toBe(1);
  });
});
