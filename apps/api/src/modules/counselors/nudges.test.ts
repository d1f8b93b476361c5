import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxTo, settableClock } from '../mentorship/testing/mentorship-fixtures';
import { buildCounselorWorld } from './testing/counselor-world';

/** POST counselor/nudges/: one reminder, the school's name, an unsubscribe line, and the limits. */
const clock = settableClock('2026-11-02T09:00:00Z');
let t: TestApp;
let w: Awaited<ReturnType<typeof buildCounselorWorld>>;

beforeAll(async () => {
  t = await createTestApp({ overrides: { now: clock.now } });
  w = await buildCounselorWorld(t.ctx);
});

const emailOf = async (id: number) =>
  (await t.ctx.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
const nudge = async (payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/counselor/nudges/',
    headers: await w.headers(w.counselor.id),
    payload,
  });

describe('counselor/nudges/', () => {
  it('mails the unfinished, verified students of the school once, with its name and an unsubscribe line', async () => {
    const dan = w.lakesideIds[3] as number; // started, not finished, verified
    const eve = w.lakesideIds[4] as number; // not verified: skipped
    const ana = w.lakesideIds[0] as number; // finished: not a target
    const zed = w.hillcrestIds[0] as number; // other school
    const res = await nudge();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1, skipped: 1, next_allowed_at: '2026-11-03T09:00:00.000Z' });
    const mails = await outboxTo(t.ctx, await emailOf(dan));
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.subject).toBe('Lakeside High: finish your Pathscoop career assessment');
    expect(mail.text_body).toContain('Your counselors at Lakeside High');
    expect(mail.text_body).toMatch(
      /To get no more reminders from your school: http:\/\/localhost:3000\/api\/v1\/school-reminders\/unsubscribe\/\?token=/,
    );
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    for (const other of [eve, ana, zed]) expect(await outboxTo(t.ctx, await emailOf(other))).toHaveLength(0);
  });

  it('refuses a second round within a day (429), and after a day nobody is due yet (409)', async () => {
    const again = await nudge();
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe(String(24 * 3600));
    expect(again.json().detail).toBe(
      'Your school sent a reminder recently. You can send the next one after 2026-11-03 09:00 UTC.',
    );
    clock.advance(25 * 3600_000);
    const nobody = await nudge();
    expect(nobody.statusCode).toBe(409);
    const dan = w.lakesideIds[3] as number;
    expect(await outboxTo(t.ctx, await emailOf(dan))).toHaveLength(1);
  });

  it('after the unsubscribe link, the student gets no reminder even when due again', async () => {
    const dan = w.lakesideIds[3] as number;
    const [mail] = await outboxTo(t.ctx, await emailOf(dan));
    const link = /(http:\/\/localhost:3000\/api\/v1\/school-reminders\/unsubscribe\/\?token=\S+)/.exec(
      mail?.text_body ?? '',
    )?.[1] as string;
    const page = await t.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('no more reminders from your school');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/school-reminders/unsubscribe/?token=${dan}.forged`,
    });
    expect(forged.statusCode).toBe(400);
    clock.advance(15 * 24 * 3600_000);
    expect((await nudge()).statusCode).toBe(409);
    expect(await outboxTo(t.ctx, await emailOf(dan))).toHaveLength(1);
  });

  it('another school is not limited by this one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/counselor/nudges/',
      headers: await w.headers(w.otherCounselor.id),
      payload: {},
    });
    // Hillcrest's only student finished: nobody to remind, but not throttled.
    expect(res.statusCode).toBe(409);
  });
});
