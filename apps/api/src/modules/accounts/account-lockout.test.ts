import { describe, expect, it } from 'vitest';
import { settleAfterAnswer } from '../../lib/after-answer';
import { createTestApp } from '../../test/test-app';
import { buildUser, DEFAULT_TEST_PASSWORD, uniqueEmail } from './accounts.factory';

/**
 * Issue 24 #7: 250 wrong passwords over 25 addresses were never throttled and the owner never
 * heard of them. Failures now also count per account from every client address (PostgreSQL
 * rate-limit store); at the limit the owner gets one mail, and a password reset ends the pause.
 */
let ip = 0;
const nextIp = () => `198.19.${Math.floor(++ip / 250)}.${ip % 250}`;

describe('issue 24 #7: per-account lockout and notice on repeated wrong passwords', () => {
  it('20 failures from 20 addresses pause sign-in for the account; the owner is told once; a reset reopens it', async () => {
    const t = await createTestApp();
    const { user } = await buildUser(t.ctx);
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/',
        payload: { email: user.email, password },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < 20; i++) expect((await signIn(`wrong-${i}-password`)).statusCode).toBe(401);
    const paused = await signIn(DEFAULT_TEST_PASSWORD);
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await signIn(`more-${i}-password`)).statusCode).toBe(429);
    await settleAfterAnswer();

    const mails = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(user.email)}` })
    ).json() as { subject: string; text: string; links: string[] }[];
    const notices = mails.filter((m) => /wrong password/i.test(m.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('20');
    expect(notices[0]?.links.some((l) => l.includes('/forgotpassword'))).toBe(true);

    // The owner resets the password: sign-in works again at once.
    await t.app.inject({ method: 'POST', url: '/api/v1/password_reset/', payload: { email: user.email } });
    await settleAfterAnswer();
    const reset = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(user.email)}` })
    ).json() as { subject: string; links: string[] }[];
    const link = reset.flatMap((m) => m.links).find((l) => l.includes('forgotpassword?token='));
    const token = new URL(link ?? 'http://x/').searchParams.get('token');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/confirm/',
      payload: { token, password: 'Brand-New-Harbour-58' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await signIn('Brand-New-Harbour-58')).statusCode).toBe(200);
  });

  it('an unknown address is paused the same way (no enumeration) and nobody is mailed', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/',
        payload: { email, password: `wrong-${i}-password` },
        remoteAddress: nextIp(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    await settleAfterAnswer();
    const mails = (await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${email}` })).json();
    expect(mails).toEqual([]);
  });
});
