import { MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleAfterAnswer } from '../../lib/after-answer';
import { AUTH_MESSAGES } from '../../lib/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildSignedInUser, buildUser, uniqueEmail } from './accounts.factory';

let t: TestApp;
let clock: Date | null = null;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => clock ?? new Date() } });
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `100.65.0.${++ip % 250}` });
const profile = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: bearer(access) });

async function resetLinks(email: string): Promise<string[]> {
  await settleAfterAnswer(); // the mail is sent after the answer
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` });
  return (res.json() as { links: string[] }[])
    .flatMap((m) => m.links)
    .filter((l) => l.includes('/forgotpassword?token='));
}
async function requestReset(email: string): Promise<string> {
  const res = await post('/api/v1/password_reset/', { email });
  expect(res.statusCode).toBe(200);
  const [newest] = await resetLinks(email);
  if (!newest) throw new Error('no reset link');
  return new URL(newest).searchParams.get('token')!;
}
const confirm = (token: string, password: string) =>
  post('/api/v1/password_reset/confirm/', { token, password });

describe('POST /api/v1/password_reset/', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const { user } = await buildUser(t.ctx);
    const known = await post('/api/v1/password_reset/', { email: user.email.toUpperCase() });
    const unknown = await post('/api/v1/password_reset/', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 'OK', msg: MESSAGES.passwordResetSent });
    expect(unknown.json()).toEqual(known.json());
    const links = await resetLinks(user.email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/forgotpassword\?token=[\w-]{43}$/);
  });

  it("answers 400 {status: 'error', msg, email} for an invalid address", async () => {
    for (const payload of [{ email: 'not-an-email' }, {}]) {
      const res = await post('/api/v1/password_reset/', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        msg: 'Please enter a valid email address.',
        email: ['Please enter a valid email address.'],
      });
    }
  });

  it('answers 429 after 5 requests for one address in an hour', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++)
      expect((await post('/api/v1/password_reset/', { email })).statusCode).toBe(200);
    const limited = await post('/api/v1/password_reset/', { email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/password_reset/confirm/', () => {
  it('sets the new password, ends every session and works once', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const token = await requestReset(s.user.email);
    const res = await confirm(token, 'Granite-Pelican-62');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: MESSAGES.passwordResetDone });

    // Sessions: old access token refused, refresh token revoked.
    const old = await profile(s.access);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ detail: AUTH_MESSAGES.expired });
    expect((await post('/api/v1/auth/refresh/', { refresh: s.refresh })).statusCode).toBe(401);
    // Credentials: only the new password works.
    expect((await post('/api/v1/auth/', { email: s.user.email, password: s.password })).statusCode).toBe(401);
    expect(
      (await post('/api/v1/auth/', { email: s.user.email, password: 'Granite-Pelican-62' })).statusCode,
    ).toBe(200);
    // Single use.
    const again = await confirm(token, 'Another-Secret-71');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: MESSAGES.passwordResetInvalid });
  });

  it('invalidates the other open reset links', async () => {
    const { user } = await buildUser(t.ctx);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(first).not.toBe(second);
    expect((await confirm(second, 'Harbor-Quartz-15')).statusCode).toBe(200);
    expect((await confirm(first, 'Meadow-Falcon-28')).json()).toEqual({
      detail: MESSAGES.passwordResetInvalid,
    });
  });

  it('expires after 1 hour', async () => {
    const { user } = await buildUser(t.ctx);
    const token = await requestReset(user.email);
    clock = new Date(Date.now() + 61 * 60_000);
    try {
      const res = await confirm(token, 'Orchid-Lantern-39');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: MESSAGES.passwordResetInvalid });
    } finally {
      clock = null;
    }
  });

  it('applies the password rules without using up the link', async () => {
    const { user } = await buildUser(t.ctx, { first_name: 'Bartholomew' });
    const token = await requestReset(user.email);
    const weak = await confirm(token, 'bartholomew');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      password: ['The password is too similar to the first name.'],
    });
    const short = await confirm(token, 'x7#');
    expect(short.json()).toEqual({ password: [MESSAGES.passwordTooShort] });
    expect((await confirm(token, 'Saffron-Compass-84')).statusCode).toBe(200);
  });

  it('verifies the address of an unverified account (the link proved it)', async () => {
    const { user } = await buildUser(t.ctx, { email_verified_at: null });
    const token = await requestReset(user.email);
    expect((await confirm(token, 'Juniper-Beacon-50')).statusCode).toBe(200);
    expect(
      (await post('/api/v1/auth/', { email: user.email, password: 'Juniper-Beacon-50' })).statusCode,
    ).toBe(200);
  });

  it('refuses unknown tokens and reports missing fields', async () => {
    expect((await confirm('nope', 'Saffron-Compass-84')).json()).toEqual({
      detail: MESSAGES.passwordResetInvalid,
    });
    const missing = await post('/api/v1/password_reset/confirm/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      token: ['This field is required.'],
      password: ['Please enter password'],
    });
  });
});

describe('POST /api/v1/set-password/', () => {
  it('changes the password, ends other sessions and answers fresh tokens for this one', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const otherDevice = await post('/api/v1/auth/', { email: s.user.email, password: s.password });
    const other = otherDevice.json() as { access: string; refresh: string };

    const res = await post(
      '/api/v1/set-password/',
      { new_password: 'Tundra-Marble-77', current_password: s.password },
      bearer(s.access),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.detail).toBe(MESSAGES.passwordChanged);
    expect((await profile(body.access)).statusCode).toBe(200);
    expect((await post('/api/v1/auth/refresh/', { refresh: body.refresh })).statusCode).toBe(200);

    expect((await profile(s.access)).statusCode).toBe(401);
    expect((await profile(other.access)).statusCode).toBe(401);
    expect((await post('/api/v1/auth/refresh/', { refresh: s.refresh })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
    expect(
      (await post('/api/v1/auth/', { email: s.user.email, password: 'Tundra-Marble-77' })).statusCode,
    ).toBe(200);
  });

  it('401 when signed out (before validating the body)', async () => {
    const res = await post('/api/v1/set-password/', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.missing });
  });

  it('400 under new_password for blank or weak passwords', async () => {
    const s = await buildSignedInUser(t.app, t.ctx, { email: 'rosalind.featherstone@example.com' });
    const blank = await post(
      '/api/v1/set-password/',
      { new_password: '', current_password: s.password },
      bearer(s.access),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ new_password: ['Please enter password.'] });
    const weak = await post(
      '/api/v1/set-password/',
      { new_password: 'featherstone', current_password: s.password },
      bearer(s.access),
    );
    expect(weak.json()).toEqual({ new_password: ['The password is too similar to the email.'] });
    const common = await post(
      '/api/v1/set-password/',
      { new_password: 'iloveyou', current_password: s.password },
      bearer(s.access),
    );
    expect(common.json()).toEqual({ new_password: ['This password is too common.'] });
    // Nothing changed: the session still works.
    expect((await profile(s.access)).statusCode).toBe(200);
  });

  it('requires the current password (OWASP ASVS 2.1.6): missing or wrong is a 400 and changes nothing', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const missing = await post(
      '/api/v1/set-password/',
      { new_password: 'Tundra-Marble-77' },
      bearer(s.access),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: ['Please enter your current password.'] });
    const wrong = await post(
      '/api/v1/set-password/',
      { new_password: 'Tundra-Marble-77', current_password: 'Not-The-One-99' },
      bearer(s.access),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Your current password is not correct.'] });
    expect((await profile(s.access)).statusCode).toBe(200);
    const old = await post('/api/v1/auth/', { email: s.user.email, password: s.password });
    expect(old.statusCode).toBe(200);
  });
});
