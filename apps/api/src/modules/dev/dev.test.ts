import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('GET /dev/outbox and /dev/outbox.json', () => {
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

  it('does not exist in production', async () => {
    const { app } = await createTestApp({
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused@127.0.0.1/x' },
    });
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    const json = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ detail: 'Not found.' });
  });
});
