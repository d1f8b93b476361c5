import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/test-app';

describe('GET /dev/outbox and /dev/outbox.json', () => {
  it('the server listens on loopback unless HOST says otherwise', () => {
    expect(testConfig().HOST).toBe('127.0.0.1');
    expect(testConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('lists mail newest first with clickable links (not in production)', async () => {
    const { app, ctx } = await createTestApp();
    await ctx.mail.send({ to: 'a@example.com', subject: 'First', text: 'Hello' });
    await ctx.mail.send({
      to: 'B@example.com',
      subject: 'Second <b>',
      text: 'Open http://localhost:3000/verify-email?token=abc&x=1 now',
      html: '<p>hi</p>',
    });
    const json = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.statusCode).toBe(200);
    const list = json.json();
    expect(list.map((m: { subject: string }) => m.subject)).toEqual(['Second <b>', 'First']);
    expect(list[0]).toMatchObject({
      to: 'B@example.com',
      channel: 'email',
      html: '<p>hi</p>',
      links: ['http://localhost:3000/verify-email?token=abc&x=1'],
    });
    const filtered = await app.inject({ method: 'GET', url: '/dev/outbox.json?to=b@example.com' });
    expect(filtered.json()).toHaveLength(1);

    const html = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(
      '<a href="http://localhost:3000/verify-email?token=abc&amp;x=1">http://localhost:3000/verify-email?token=abc&amp;x=1</a>',
    );
    expect(html.body).toContain('Second &lt;b&gt;');
    expect(html.body.indexOf('Second')).toBeLessThan(html.body.indexOf('First'));
  });

  it('answers only to loopback clients: the socket peer counts, not X-Forwarded-For', async () => {
    const { app, ctx } = await createTestApp();
    await ctx.mail.send({ to: 'victim@example.com', subject: 'Reset', text: 'http://localhost/reset?t=1' });
    for (const url of ['/dev/outbox.json', '/dev/outbox']) {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) {
        const res = await app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(200);
        expect(res.body).toContain('victim@example.com');
      }
      for (const remoteAddress of [
        '192.168.1.20',
        '10.0.0.5',
        '203.0.113.9',
        '::ffff:10.0.0.1',
        '2001:db8::1',
      ]) {
        const res = await app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.' });
        expect(res.body).not.toContain('victim');
      }
      // A forged header from a remote peer does not make it local ...
      const forged = await app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      // ... and a reverse proxy on this machine relaying a visitor is not this machine.
      for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
        const relayed = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers });
        expect(relayed.statusCode).toBe(404);
      }
    }
  });

  it('does not exist in production, even for loopback clients', async () => {
    const { app } = await createTestApp({
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused@127.0.0.1/x' },
    });
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(
      404,
    );
    const json = await app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '127.0.0.1' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ detail: 'Not found.' });
  });
});
