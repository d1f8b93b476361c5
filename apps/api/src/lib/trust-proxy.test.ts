import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildUser, studentPayload, uniqueEmail } from '../modules/accounts/accounts.factory';
import { createTestApp, testConfig } from '../test/test-app';

/**
 * Issue 24 #3: with TRUST_PROXY=true the client-written leftmost X-Forwarded-For was the client
 * address, so rotating it defeated every rate limit. Only the hops we configure are trusted.
 */

const randomIp = () => `10.${randomBytes(3).join('.')}`;
/** A client that writes its own X-Forwarded-For; our proxy (127.0.0.1) appends the real address. */
const rotated = (real: string) => ({ 'x-forwarded-for': `${randomIp()}, ${real}` });

describe('issue 24 #3: TRUST_PROXY trusts configured hops, not the client-written header', () => {
  it('TRUST_PROXY=true: rotating X-Forwarded-For does not escape the sign-in limit', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const { user } = await buildUser(t.ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/',
        payload: { email: user.email, password: `wrong-${i}-password` },
        remoteAddress: '127.0.0.1',
        headers: rotated('203.0.113.50'),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('TRUST_PROXY=1: rotating X-Forwarded-For does not escape the sign-up limit (20 an hour per address)', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    let throttled = 0;
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/signup/',
        payload: studentPayload({ email: uniqueEmail() }),
        remoteAddress: '127.0.0.1',
        headers: rotated('203.0.113.51'),
      });
      if (res.statusCode === 429) throttled += 1;
    }
    expect(throttled).toBe(2);
  });

  it('named proxies: the first untrusted address from the right is the client', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });
    t.app.get('/whoami', async (request) => ({ ip: request.ip }));
    const res = await t.app.inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.9, 10.1.2.3' },
    });
    expect(res.json()).toEqual({ ip: '198.51.100.9' });
  });

  it('a number of hops: the address the nearest proxies saw, not the leftmost one', async () => {
    for (const [hops, peer, forwarded, client] of [
      ['1', '127.0.0.1', '6.6.6.6, 198.51.100.10', '198.51.100.10'],
      ['2', '10.0.0.2', '6.6.6.6, 198.51.100.11, 10.0.0.1', '198.51.100.11'],
    ] as const) {
      const t = await createTestApp({ env: { TRUST_PROXY: hops } });
      t.app.get('/whoami', async (request) => ({ ip: request.ip }));
      const res = await t.app.inject({
        method: 'GET',
        url: '/whoami',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(res.json(), `TRUST_PROXY=${hops}`).toEqual({ ip: client });
    }
  });

  it('reads the setting: false, a number of hops, true as one hop, or addresses; anything else is refused', () => {
    expect(testConfig().TRUST_PROXY).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual(['loopback']);
    expect(testConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(testConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => testConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(/TRUST_PROXY/);
  });
});
