import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../modules/accounts/accounts.factory';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Rate limits live in PostgreSQL: two server processes on one database share every budget, and a
 * restart (a new process with empty memory) does not reset it.
 */

const reset = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/password_reset/', payload: { email }, remoteAddress });

describe('rate limits shared through the database', () => {
  it('two app instances on one database share a limit, and a restarted one still enforces it', async () => {
    const a = await createTestApp();
    const b = await createTestApp({ databaseUrl: a.databaseUrl });
    const email = uniqueEmail('shared');
    // 5 requests an hour per e-mail address: 3 through one process, 2 through the other.
    for (let i = 0; i < 3; i++) expect((await reset(a, email, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await reset(b, email, `192.0.2.${i + 11}`)).statusCode).toBe(200);
    const limited = await reset(b, email, '192.0.2.21');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await reset(a, email, '192.0.2.22')).statusCode).toBe(429);

    // A new process (fresh memory) on the same database: the budget is still spent.
    const restarted = await createTestApp({ databaseUrl: a.databaseUrl });
    expect((await reset(restarted, email, '192.0.2.23')).statusCode).toBe(429);
    // Other keys are untouched.
    expect((await reset(restarted, uniqueEmail('other'), '192.0.2.24')).statusCode).toBe(200);
  });

  it('RATE_LIMIT_DISABLED turns every limit off', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    const email = uniqueEmail('free');
    for (let i = 0; i < 8; i++) expect((await reset(t, email, '192.0.2.50')).statusCode).toBe(200);
  });
});
