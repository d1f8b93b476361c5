import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildSignedInUser } from '../modules/accounts/accounts.factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { AUTH_MESSAGES, optionalUser, requireRole, signAccessToken, userOf, verifyAccessToken } from './auth';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Routes that exist only in this test, guarded like a module would guard them.
  t.app.get('/test/mentor-only', { onRequest: requireRole(t.ctx, 'Mentor') }, async (request) => ({
    id: userOf(request).id,
  }));
  t.app.get('/test/maybe', async (request) => ({ user: (await optionalUser(t.ctx, request))?.id ?? null }));
});

describe('requireRole', () => {
  it('401 without a token, 403 for another role, 200 for the role', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/test/mentor-only' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: AUTH_MESSAGES.missing });

    const student = await buildSignedInUser(t.app, t.ctx, { role: 'Student' });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/test/mentor-only',
      headers: bearer(student.access),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: 'You do not have permission to perform this action.' });

    const mentor = await buildSignedInUser(t.app, t.ctx, { role: 'Mentor', grade: null, age: null });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/test/mentor-only',
      headers: bearer(mentor.access),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: mentor.user.id });
  });
});

describe('optionalUser', () => {
  it('answers null anonymously, the user with a token, and 401 for a bad token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/test/maybe' })).json()).toEqual({ user: null });
    const s = await buildSignedInUser(t.app, t.ctx);
    const res = await t.app.inject({ method: 'GET', url: '/test/maybe', headers: bearer(s.access) });
    expect(res.json()).toEqual({ user: s.user.id });
    const bad = await t.app.inject({ method: 'GET', url: '/test/maybe', headers: bearer('x.y.z') });
    expect(bad.statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses a token signed with another secret and one for a deleted user', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const forged = await signAccessToken(
      { JWT_SECRET: 'another-secret-another-secret-0123456789', ACCESS_TOKEN_TTL_SECONDS: 900 },
      s.user,
      'sid',
      new Date(),
    );
    const res = await t.app.inject({ method: 'GET', url: '/test/maybe', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.invalid });

    await t.ctx.db.deleteFrom('users').where('id', '=', s.user.id).execute();
    const gone = await t.app.inject({ method: 'GET', url: '/test/maybe', headers: bearer(s.access) });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ detail: AUTH_MESSAGES.userGone });
  });
});

describe('verified-token cache', () => {
  it('still refuses a token once it has expired, after it was accepted and cached', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const issued = new Date();
    const token = await signAccessToken(t.config, s.user, 'sid-cache', issued);
    expect((await verifyAccessToken(t.config, token, issued)).userId).toBe(s.user.id);
    // The same token again: answered from the cache, still with its own claims.
    expect(await verifyAccessToken(t.config, token, issued)).toEqual({
      userId: s.user.id,
      sessionId: 'sid-cache',
      passwordVersion: s.user.password_changed_at.getTime(),
    });
    const later = new Date(issued.getTime() + (t.config.ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    await expect(verifyAccessToken(t.config, token, later)).rejects.toMatchObject({
      status: 401,
      body: { detail: AUTH_MESSAGES.expired },
    });
  });

  it('does not carry a token verified under one secret over to another secret', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const now = new Date();
    const token = await signAccessToken(t.config, s.user, 'sid-secret', now);
    await verifyAccessToken(t.config, token, now);
    await expect(
      verifyAccessToken({ JWT_SECRET: 'another-secret-another-secret-0123456789' }, token, now),
    ).rejects.toMatchObject({ status: 401, body: { detail: AUTH_MESSAGES.invalid } });
  });
});
