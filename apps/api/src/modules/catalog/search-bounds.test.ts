/**
 * Issue 24 #5: the public career search was an anonymous, unthrottled database CPU sink (a 50-word
 * query took 2 s; 12 clients raised /api/health from 5 ms to 5 s). Now: the query is bounded, the
 * search runs in memory (issue 22), anonymous lookups are throttled per client address, and every
 * statement of the app's pool has a time limit.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, DEFAULT_STATEMENT_TIMEOUT_MS } from '../../db/database';
import { PUBLIC_LOOKUP_RULE } from '../../lib/anonymous-throttle';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildSignedInUser } from '../accounts/accounts.factory';
import { seedCatalogueFixture } from './catalog.fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogueFixture(t.ctx.db, { careers: 12 });
});

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('issue 24 #5: careers search is bounded, throttled and time-limited', () => {
  it('issue 24 #5: refuses a query of more than 12 words or 100 characters', async () => {
    const words = Array.from({ length: 50 }, (_, i) => `w${i % 10}`).join(' ');
    const fifty = await get(`/api/v1/careers/?search=${encodeURIComponent(words.slice(0, 100))}`, '10.9.0.1');
    expect(fifty.statusCode).toBe(400);
    expect(fifty.json()).toEqual({ search: ['Ensure this field has no more than 12 words.'] });
    const twelve = Array.from({ length: 12 }, () => 'worker').join(' ');
    expect((await get(`/api/v1/careers/?search=${encodeURIComponent(twelve)}`, '10.9.0.1')).statusCode).toBe(
      200,
    );
    expect((await get(`/api/v1/careers/?search=${'a'.repeat(200)}`, '10.9.0.1')).statusCode).toBe(400);
  });

  it('issue 24 #5: throttles anonymous search and autocomplete per client, not signed-in members', async () => {
    const ip = '10.9.0.2';
    let lastStatus = 0;
    for (let i = 0; i < PUBLIC_LOOKUP_RULE.points; i++) {
      // Search and the address autocomplete share one budget.
      const url = i % 2 ? '/api/v1/careers/?search=worker' : '/api/v1/address/autocomplete/?q=9021';
      lastStatus = (await get(url, ip)).statusCode;
      expect(lastStatus).toBe(200);
    }
    const over = await get('/api/v1/careers/?search=worker', ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/v1/address/autocomplete/?q=9021', ip)).statusCode).toBe(429);
    // Another address has its own budget; a signed-in member on the spent address is not counted.
    expect((await get('/api/v1/careers/?search=worker', '10.9.0.3')).statusCode).toBe(200);
    const member = await buildSignedInUser(t.app, t.ctx);
    const signedIn = await get('/api/v1/careers/?search=worker', ip, {
      authorization: `Bearer ${member.access}`,
    });
    expect(signedIn.statusCode).toBe(200);
    // A made-up token is anonymous.
    expect(
      (await get('/api/v1/careers/?search=worker', ip, { authorization: 'Bearer not-a-token' })).statusCode,
    ).toBe(429);
  });

  it('issue 24 #5: every statement of the pool has a time limit (statement_timeout)', async () => {
    const shown = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(t.ctx.db);
    expect(shown.rows[0]?.statement_timeout).toBe(`${DEFAULT_STATEMENT_TIMEOUT_MS / 1000}s`);
    const short = createDatabase(t.databaseUrl, { max: 1, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      await expect(sql`SELECT pg_sleep(3)`.execute(short.db)).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await short.close();
    }
  });
});
