import { MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildSignedInUser, buildUser, DEFAULT_TEST_PASSWORD, uniqueEmail } from './accounts.factory';

let t: TestApp;
let clock: Date | null = null;
let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => clock ?? new Date() } });
});

const signIn = (email: string, password: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/', payload: { email, password }, remoteAddress });
const refresh = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: { refresh: token } });
const profile = (access?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: access ? bearer(access) : {} });

describe('POST /api/v1/auth/', () => {
  it('answers access, refresh and the user for a verified account', async () => {
    const { user } = await buildUser(t.ctx, { email: 'Mixed.Case@Example.com' });
    const res = await signIn('mixed.case@example.com', DEFAULT_TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      id: user.id,
      email: 'Mixed.Case@Example.com',
      first_name: 'Test',
      last_name: 'User',
      role: 'Student',
      pricing_plan: null,
      affiliate_code: null,
      school: null,
      image: null,
    });
    const me = await profile(body.access);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('Mixed.Case@Example.com');
  });

  it('gives one generic 401 for a wrong password and for an unknown address', async () => {
    const { user } = await buildUser(t.ctx);
    const wrong = await signIn(user.email, 'not-the-password');
    const unknown = await signIn(uniqueEmail('nobody'), 'whatever-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: MESSAGES.loginFailed });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an unverified address with a clear message, only to someone who knows the password', async () => {
    const { user } = await buildUser(t.ctx, { email_verified_at: null });
    const res = await signIn(user.email, DEFAULT_TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.emailNotVerified });
    expect((await signIn(user.email, 'wrong-password-1')).statusCode).toBe(401);
  });

  it("validates with the spec's messages", async () => {
    const res = await signIn('not-an-email', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['Password field may not be blank.'],
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/auth/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['email', 'password']);
  });

  it('answers 429 with Retry-After after 10 failed attempts for one address from one client address', async () => {
    const { user } = await buildUser(t.ctx);
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await signIn(user.email, `wrong-${i}-password`, ip)).statusCode).toBe(401);
    const limited = await signIn(user.email, DEFAULT_TEST_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
  });

  it('answers 429 after 50 requests from one address in 5 minutes (even invalid ones)', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 50; i++) expect((await signIn('bad', '', ip)).statusCode).toBe(400);
    const limited = await signIn('bad', '', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await signIn('bad', '', '198.51.100.8')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/auth/refresh/', () => {
  it('rotates: the answer is a new pair and the new access token works', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const res = await refresh(s.refresh);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair.refresh).not.toBe(s.refresh);
    expect((await profile(pair.access)).statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it('detects reuse of a used refresh token and revokes the whole family', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const other = await buildSignedInUser(t.app, t.ctx, { email: uniqueEmail('other') });
    const first = (await refresh(s.refresh)).json();
    // Presented again after the 30-second grace window (session-revocation.test.ts covers the window).
    clock = new Date(Date.now() + 31_000);
    try {
      const reuse = await refresh(s.refresh);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ detail: MESSAGES.tokenInvalid });
      // The token issued by the legitimate rotation is dead too: the family is revoked.
      expect((await refresh(first.refresh)).statusCode).toBe(401);
      // Other sessions are untouched.
      expect((await refresh(other.refresh)).statusCode).toBe(200);
    } finally {
      clock = null;
    }
  });

  it('refuses unknown, missing and expired refresh tokens', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const missing = await refresh(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh: ['This field is required.'] });
    const s = await buildSignedInUser(t.app, t.ctx);
    clock = new Date(Date.now() + 31 * 86_400_000);
    try {
      expect((await refresh(s.refresh)).statusCode).toBe(401);
    } finally {
      clock = null;
    }
  });
});

describe('POST /api/v1/auth/logout/', () => {
  it('revokes the session of the refresh token (204), also for unknown tokens', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      payload: { refresh: s.refresh },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(s.refresh)).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      payload: { refresh: 'x' },
    });
    expect(unknown.statusCode).toBe(204);
  });

  it('needs the refresh token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ refresh: ['This field is required.'] });
  });
});

describe('access tokens (requireUser)', () => {
  it('401 without, with a malformed and with a forged token', async () => {
    const none = await profile();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: AUTH_MESSAGES.missing });
    expect(none.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect((await profile('not.a.jwt')).json()).toEqual({ detail: AUTH_MESSAGES.invalid });
    const s = await buildSignedInUser(t.app, t.ctx);
    const [h, p] = s.access.split('.');
    expect((await profile(`${h}.${p}.AAAA`)).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile/',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('expires after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    clock = new Date(Date.now() + (t.config.ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    try {
      const res = await profile(s.access);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: AUTH_MESSAGES.expired });
    } finally {
      clock = null;
    }
    expect((await profile(s.access)).statusCode).toBe(200);
  });

  it('refuses tokens issued before a password change', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    await t.ctx.db
      .updateTable('users')
      .set({ password_changed_at: new Date() })
      .where('id', '=', s.user.id)
      .execute();
    expect((await profile(s.access)).statusCode).toBe(401);
  });
});
