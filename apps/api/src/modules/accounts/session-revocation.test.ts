import { MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../../db/change-feed';
import { createAppCaches } from '../../lib/app-caches';
import { AUTH_MESSAGES } from '../../lib/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildSignedInUser } from './accounts.factory';

/**
 * Revoked sessions end their access tokens at once (not when they expire), and the refresh grace
 * window (two tabs refreshing with one token). The app here runs without the change feed, as a
 * process whose feed is down does: every check reads the database.
 */

let t: TestApp;
let clock: Date | null = null;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => clock ?? new Date() } });
});

const refresh = (token: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh/',
    payload: { refresh: token },
    remoteAddress: `203.0.113.${++ip % 250}`,
  });
const logout = (token: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/logout/', payload: { refresh: token } });
const profile = (access: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/v1/profile/', headers: bearer(access) });

describe('access tokens of a revoked session', () => {
  it('stop working at sign-out; the other sessions of the user keep working', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { email: s.user.email, password: s.password },
      remoteAddress: '203.0.113.251',
    });
    expect(other.statusCode).toBe(200);
    expect((await profile(s.access)).statusCode).toBe(200);
    expect((await logout(s.refresh)).statusCode).toBe(204);
    const after = await profile(s.access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: AUTH_MESSAGES.expired });
    expect((await profile(other.json().access)).statusCode).toBe(200);
  });

  it('stop working when refresh-token reuse revokes the family (old and new access tokens)', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const rotated = (await refresh(s.refresh)).json();
    expect((await profile(rotated.access)).statusCode).toBe(200);
    // Replayed after the grace window: reuse, the whole family is revoked.
    clock = new Date(Date.now() + 60_000);
    try {
      expect((await refresh(s.refresh)).statusCode).toBe(401);
      expect((await profile(s.access)).statusCode).toBe(401);
      expect((await profile(rotated.access)).statusCode).toBe(401);
    } finally {
      clock = null;
    }
  });
});

describe('refresh grace window (two tabs refreshing at once)', () => {
  it('answers a valid pair of the same session to both of two concurrent refreshes', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const [a, b] = await Promise.all([refresh(s.refresh), refresh(s.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const pair of [a.json(), b.json()]) {
      expect((await profile(pair.access)).statusCode).toBe(200);
    }
    // Both successors keep rotating normally.
    expect((await refresh(a.json().refresh)).statusCode).toBe(200);
    expect((await refresh(b.json().refresh)).statusCode).toBe(200);
  });

  it('issue 24 #7: a refresh token used 20 times in parallel yields one successor, not 20', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(s.refresh)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().refresh)).size).toBe(1);
    const live = await t.ctx.db
      .selectFrom('refresh_tokens')
      .select(['id'])
      .where('user_id', '=', s.user.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    // The one successor rotates normally.
    expect((await refresh(answers[0]?.json().refresh)).statusCode).toBe(200);
  });

  it('accepts the just-rotated token again within 30 s', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const first = await refresh(s.refresh);
    expect(first.statusCode).toBe(200);
    clock = new Date(Date.now() + 20_000);
    try {
      const again = await refresh(s.refresh);
      expect(again.statusCode).toBe(200);
      expect((await profile(again.json().access)).statusCode).toBe(200);
      expect((await profile(first.json().access)).statusCode).toBe(200);
    } finally {
      clock = null;
    }
  });

  it('after the window, presenting it again is reuse: 401 and the family is revoked', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const first = (await refresh(s.refresh)).json();
    clock = new Date(Date.now() + 31_000);
    try {
      const reuse = await refresh(s.refresh);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ detail: MESSAGES.tokenInvalid });
      expect((await refresh(first.refresh)).statusCode).toBe(401);
      expect((await profile(first.access)).statusCode).toBe(401);
    } finally {
      clock = null;
    }
  });

  it('does not revive a signed-out session', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    await refresh(s.refresh);
    expect((await logout(s.refresh)).statusCode).toBe(204);
    expect((await refresh(s.refresh)).statusCode).toBe(401);
  });
});

describe('two processes with live change feeds (caches on)', () => {
  it('a sign-out in one process ends the access token in the other within a notification', async () => {
    const a = await createTestApp({ caches: true });
    const b = await createTestApp({ caches: true, databaseUrl: a.databaseUrl });
    const s = await buildSignedInUser(a.app, a.ctx);
    // Both processes have verified the token and cached the user and its sessions.
    expect((await profile(s.access, a.app)).statusCode).toBe(200);
    expect((await profile(s.access, b.app)).statusCode).toBe(200);
    expect((await profile(s.access, b.app)).statusCode).toBe(200);
    expect((await logout(s.refresh, a.app)).statusCode).toBe(204);
    // The writing process refuses at once (read-your-writes), the other once the notification is in.
    expect((await profile(s.access, a.app)).statusCode).toBe(401);
    await expect.poll(async () => (await profile(s.access, b.app)).statusCode, { timeout: 3000 }).toBe(401);
  });
});

describe('a process whose change feed is down', () => {
  it('serves the check from its cache while the feed is live, and from the database once it drops', async () => {
    const a = await createTestApp();
    // A feed the test controls: live, but it never delivers a notification, then it drops.
    const listeners: ChangeListener[] = [];
    let live = true;
    const feed: ChangeFeed = {
      get live() {
        return live;
      },
      subscribe: (listener) => listeners.push(listener),
      ready: Promise.resolve(),
      close: async () => {},
    };
    const b = await createTestApp({
      databaseUrl: a.databaseUrl,
      overrides: { cache: createAppCaches(feed) },
    });
    const s = await buildSignedInUser(a.app, a.ctx);
    const t2 = await buildSignedInUser(a.app, a.ctx);
    expect((await profile(s.access, b.app)).statusCode).toBe(200);
    expect((await profile(t2.access, b.app)).statusCode).toBe(200);
    // The per-request check is now a cache look-up in B: user row and deny-list are cached.
    expect(b.ctx.cache.users.get(s.user.id)).toBeDefined();
    expect(b.ctx.cache.sessions.get(s.user.id)?.revoked.size).toBe(0);

    // The feed drops (the listener connection is lost): B empties its caches and reads the database.
    live = false;
    for (const l of listeners) l.reset();
    expect((await logout(s.refresh, a.app)).statusCode).toBe(204);
    expect((await profile(s.access, b.app)).statusCode).toBe(401);
    expect(b.ctx.cache.sessions.get(s.user.id)).toBeUndefined();
    expect((await profile(t2.access, b.app)).statusCode).toBe(200);
  });
});
