import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppContext } from '../../context';
import { RELAY_HEADERS } from '../../lib/loopback';
import { createTestApp } from '../../test/test-app';
import { DEV_HELPER_ROUTES, NON_PRODUCTION_ROUTES } from './dev-only';

/**
 * Issue 24 #1 and #6: the routes that exist outside production, listed in one place
 * (dev-only.ts), and the guard of every development helper.
 */

type Route = { method: string; url: string };
const key = (r: Route) => `${r.method} ${r.url}`;

async function routesOf(env: Record<string, string>): Promise<Set<string>> {
  const { ctx } = await createTestApp({ env });
  const seen = new Set<string>();
  const app = await buildApp({ ctx, onRoute: (r) => r.method !== 'HEAD' && seen.add(key(r)) });
  await app.ready();
  await app.close();
  return seen;
}

async function insertUser(ctx: AppContext) {
  const email = `dev-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: 'x',
      role: 'Student',
      first_name: 'Sam',
      last_name: 'S',
      updated_at: new Date(),
      password_changed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { email, user };
}

/** A request each helper accepts from this machine, and how to tell it took effect. */
function requestFor(route: (typeof DEV_HELPER_ROUTES)[number], email: string) {
  if (route.url === '/dev/clock/') return { payload: { offset_ms: 0 } };
  if (route.url === '/dev/operators/') return { payload: { email } };
  return {};
}

describe('issue 24 #1: the routes that exist outside production, in one place', () => {
  it('a development app has exactly NON_PRODUCTION_ROUTES more than a production app', async () => {
    const development = await routesOf({});
    const production = await routesOf({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1/x',
    });
    const extra = [...development].filter((r) => !production.has(r)).sort();
    expect(extra).toEqual(NON_PRODUCTION_ROUTES.map(key).sort());
    expect([...production].filter((r) => r.includes(' /dev/'))).toEqual([]);
  });

  it('every development helper answers this machine (loopback peer, loopback Host, nothing relayed)', async () => {
    const { app, ctx } = await createTestApp();
    const { email } = await insertUser(ctx);
    for (const route of DEV_HELPER_ROUTES) {
      for (const host of ['localhost:3000', '127.0.0.1:4202', '[::1]:3000', 'localhost']) {
        const res = await app.inject({
          method: route.method,
          url: route.url,
          remoteAddress: '127.0.0.1',
          headers: { host },
          ...requestFor(route, email),
        });
        expect(res.statusCode, `${key(route)} Host ${host}`).toBe(200);
      }
    }
  });
});

describe('issue 24 #1 and #6: development helpers refuse relayed, non-loopback and rebound requests', () => {
  it('404 for every relay header, a remote peer, a foreign Host; nothing happens', async () => {
    const { app, ctx } = await createTestApp();
    const { email, user } = await insertUser(ctx);
    const before = ctx.now().getTime();
    const refused: string[] = [];
    const attempts: { label: string; remoteAddress: string; headers: Record<string, string> }[] = [
      ...RELAY_HEADERS.map((h) => ({
        label: `relayed (${h})`,
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost:3000', [h]: h === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' },
      })),
      { label: 'X-Real-IP 127.0.0.1', remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '127.0.0.1' } },
      { label: 'remote peer', remoteAddress: '203.0.113.9', headers: { host: 'localhost:3000' } },
      { label: 'LAN peer', remoteAddress: '192.168.1.20', headers: { host: 'localhost:3000' } },
      { label: 'IPv6 peer', remoteAddress: '2001:db8::1', headers: { host: 'localhost:3000' } },
      ...[
        'evil.example',
        'evil.example:3000',
        'localhost.evil.example',
        '127.0.0.1.nip.io:3000',
        'localhost:3000@evil',
      ].map((host) => ({
        label: `DNS rebinding (Host ${host})`,
        remoteAddress: '127.0.0.1',
        headers: { host },
      })),
    ];
    for (const route of DEV_HELPER_ROUTES) {
      for (const a of attempts) {
        const res = await app.inject({
          method: route.method,
          url: route.url,
          remoteAddress: a.remoteAddress,
          headers: a.headers,
          ...(route.url === '/dev/clock/'
            ? { payload: { offset_ms: 400 * 24 * 3600 * 1000 } }
            : requestFor(route, email)),
        });
        if (res.statusCode !== 404 || res.json().detail !== 'Not found.')
          refused.push(`${key(route)} ${a.label} → ${res.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
    expect(ctx.now().getTime() - before).toBeLessThan(60_000);
    const operator = await ctx.db
      .selectFrom('backoffice_accounts')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(operator).toBeUndefined();
  });

  it('do not exist in production, even for this machine', async () => {
    const { app } = await createTestApp({
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused@127.0.0.1/x' },
    });
    for (const route of DEV_HELPER_ROUTES) {
      const res = await app.inject({ method: route.method, url: route.url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, key(route)).toBe(404);
    }
  });
});
