import { MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleAfterAnswer } from '../../lib/after-answer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildUser, DEFAULT_TEST_PASSWORD, studentPayload, uniqueEmail } from './accounts.factory';

let t: TestApp;
let clock: Date | null = null;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => clock ?? new Date() } });
});

const post = (url: string, payload: Record<string, unknown>, remoteAddress = `100.64.0.${++ip % 250}`) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

async function lastLink(email: string, path: string): Promise<string> {
  await settleAfterAnswer(); // the mail is sent after the answer
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` });
  const link = (res.json() as { links: string[] }[]).flatMap((m) => m.links).find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link mailed to ${email}`);
  return link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/v1/verify-email/', () => {
  it('verifies once: sign-in works afterwards, the link then answers "already verified"', async () => {
    const payload = studentPayload();
    expect((await post('/api/v1/signup/', payload)).statusCode).toBe(201);
    expect(
      (await post('/api/v1/auth/', { email: payload.email, password: payload.password })).statusCode,
    ).toBe(403);
    const link = await lastLink(payload.email, '/verify-email?token=');
    expect(link.startsWith('http://localhost:3000/verify-email?token=')).toBe(true);

    const res = await post('/api/v1/verify-email/', { token: tokenOf(link) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: MESSAGES.verifyDone });
    const signin = await post('/api/v1/auth/', { email: payload.email, password: payload.password });
    expect(signin.statusCode).toBe(200);

    const again = await post('/api/v1/verify-email/', { token: tokenOf(link) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ detail: MESSAGES.verifyAlready });
  });

  it('refuses an unknown token and a missing one', async () => {
    const res = await post('/api/v1/verify-email/', { token: 'definitely-not-a-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MESSAGES.verifyInvalid });
    const missing = await post('/api/v1/verify-email/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ token: ['This field is required.'] });
  });

  it('expires after 48 hours', async () => {
    const payload = studentPayload();
    await post('/api/v1/signup/', payload);
    const token = tokenOf(await lastLink(payload.email, '/verify-email?token='));
    clock = new Date(Date.now() + 49 * 3600_000);
    try {
      const res = await post('/api/v1/verify-email/', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: MESSAGES.verifyExpired });
    } finally {
      clock = null;
    }
    const user = await t.ctx.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
  });
});

describe('POST /api/v1/verify-email/resend/', () => {
  it('answers the same for unknown, verified and unverified addresses; mails only the unverified', async () => {
    const { user: pending } = await buildUser(t.ctx, { email_verified_at: null });
    const { user: verified } = await buildUser(t.ctx);
    const answers = await Promise.all(
      [pending.email, verified.email, uniqueEmail('ghost')].map((email) =>
        post('/api/v1/verify-email/resend/', { email }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: MESSAGES.verifyResent });
    }
    const link = await lastLink(pending.email, '/verify-email?token=');
    expect((await post('/api/v1/verify-email/', { token: tokenOf(link) })).json()).toEqual({
      detail: MESSAGES.verifyDone,
    });
    await expect(lastLink(verified.email, '/verify-email')).rejects.toThrow(/no \/verify-email link/);
    expect(
      (await post('/api/v1/auth/', { email: pending.email, password: DEFAULT_TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('validates the address and answers 429 after 5 requests for one address', async () => {
    const bad = await post('/api/v1/verify-email/resend/', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ['Please enter a valid email address.'] });
    const email = uniqueEmail('resend');
    for (let i = 0; i < 5; i++)
      expect((await post('/api/v1/verify-email/resend/', { email })).statusCode).toBe(200);
    const limited = await post('/api/v1/verify-email/resend/', { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
