import { SUBSCRIPTION_MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniqueEmail } from '../accounts/accounts.factory';

let t: TestApp;
let clock: Date | null = null;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => clock ?? new Date() } });
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `100.70.0.${++ip % 250}` });
async function mails(to: string) {
  return t.ctx.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body', 'headers'])
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .execute();
}
const status = async (email: string) =>
  (await t.ctx.db.selectFrom('subscriptions').select('status').where('email', '=', email).executeTakeFirst())
    ?.status;
const linkOf = (text: string, action: string) => {
  const m = text.match(new RegExp(`http://localhost:3000/subscription\\?action=${action}&token=[^\\s]+`));
  return new URL(m![0]).searchParams.get('token')!;
};

describe('POST /api/v1/subscriptions/', () => {
  it('400 with the footer message for a bad address', async () => {
    const res = await post('/api/v1/subscriptions/', { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Please enter a valid email address.'] });
  });

  it('double opt-in: pending until confirmed; idempotent; every mail has an unsubscribe link and List-Unsubscribe', async () => {
    const email = uniqueEmail('news');
    const first = await post('/api/v1/subscriptions/', { email: email.toUpperCase() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ detail: SUBSCRIPTION_MESSAGES.pending });
    expect(await status(email)).toBe('pending');
    // Asking again: same answer, one row, no second mail within 10 minutes.
    const second = await post('/api/v1/subscriptions/', { email });
    expect(second.json()).toEqual(first.json());
    const sent = await mails(email);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toBe('Confirm your Pathscoop newsletter subscription');
    const unsubscribeToken = linkOf(mail!.text_body, 'unsubscribe');
    expect(mail?.headers?.['List-Unsubscribe']).toBe(
      `<http://localhost:3000/api/v1/subscriptions/unsubscribe/?token=${encodeURIComponent(unsubscribeToken)}>`,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const wrong = await post('/api/v1/subscriptions/confirm/', { token: `${unsubscribeToken}` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: SUBSCRIPTION_MESSAGES.invalidLink });
    const confirmed = await post('/api/v1/subscriptions/confirm/', {
      token: linkOf(mail!.text_body, 'confirm'),
    });
    expect(confirmed.json()).toEqual({ detail: SUBSCRIPTION_MESSAGES.confirmed });
    expect(await status(email)).toBe('confirmed');
    // Confirmed: subscribing again sends nothing.
    clock = new Date(Date.now() + 3_600_000);
    try {
      await post('/api/v1/subscriptions/', { email });
    } finally {
      clock = null;
    }
    expect(await mails(email)).toHaveLength(1);
    expect(
      await t.ctx.db.selectFrom('subscriptions').select('id').where('email', '=', email).execute(),
    ).toHaveLength(1);

    // RFC 8058 one-click: a form POST to the List-Unsubscribe URL.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/subscriptions/unsubscribe/?token=${encodeURIComponent(unsubscribeToken)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ detail: SUBSCRIPTION_MESSAGES.unsubscribed });
    expect(await status(email)).toBe('unsubscribed');
  });

  it('unsubscribe from the web page (token in the body); a forged token is refused', async () => {
    const email = uniqueEmail('news');
    await post('/api/v1/subscriptions/', { email });
    const [mail] = await mails(email);
    const token = linkOf(mail!.text_body, 'unsubscribe');
    const forged = `${token.split('.')[0]}.AAAA${token.split('.')[1]!.slice(4)}`;
    expect((await post('/api/v1/subscriptions/unsubscribe/', { token: forged })).statusCode).toBe(400);
    expect((await post('/api/v1/subscriptions/unsubscribe/', { token: '99999999999.x' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/v1/subscriptions/unsubscribe/', { token })).statusCode).toBe(200);
    expect(await status(email)).toBe('unsubscribed');
  });

  it('retention: unconfirmed and unsubscribed addresses are deleted after 30 days', async () => {
    const stale = uniqueEmail('stale');
    const gone = uniqueEmail('gone');
    const fresh = uniqueEmail('fresh');
    const old = new Date(Date.now() - 31 * 86_400_000);
    await t.ctx.db
      .insertInto('subscriptions')
      .values([
        { email: stale, status: 'pending', created_at: old, last_mailed_at: old },
        { email: gone, status: 'unsubscribed', created_at: old, unsubscribed_at: old },
      ])
      .execute();
    await post('/api/v1/subscriptions/', { email: fresh });
    expect(await status(stale)).toBeUndefined();
    expect(await status(gone)).toBeUndefined();
    expect(await status(fresh)).toBe('pending');
  });
});
