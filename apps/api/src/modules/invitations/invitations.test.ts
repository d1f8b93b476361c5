import { INVITATION_MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildSignedInUser, studentPayload, uniqueEmail } from '../accounts/accounts.factory';
import { findUserById } from '../accounts/accounts.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const invite = (access: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/',
    payload,
    headers: access ? bearer(access) : {},
  });
async function mailsTo(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return res.json() as { subject: string; text: string; html: string; links: string[] }[];
}

describe('POST /api/v1/invitations/', () => {
  it('401 signed out, 400 for a bad address', async () => {
    expect((await invite(undefined, { email: 'a@b.co' })).json()).toEqual({ detail: AUTH_MESSAGES.missing });
    const s = await buildSignedInUser(t.app, t.ctx);
    const bad = await invite(s.access, { email: 'nope', message: 'hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ['Please enter a valid email address.'] });
  });

  it('mails our invitation with the first name and the message as plain text; sign-up records who invited whom', async () => {
    const s = await buildSignedInUser(t.app, t.ctx, { first_name: 'Priya', last_name: 'Secretname' });
    const friend = uniqueEmail('friend');
    const res = await invite(s.access, { email: friend, message: 'Try it! <script>alert(1)</script>' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: INVITATION_MESSAGES.sent });
    const [mail] = await mailsTo(friend);
    expect(mail?.subject).toBe('Priya invited you to Pathscoop');
    expect(mail?.text).toContain('Priya wrote: “Try it! <script>alert(1)</script>”');
    expect(mail?.html).toContain('Try it! &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(`${mail?.text}${mail?.html}`).not.toContain('Secretname');
    expect(`${mail?.text}`).not.toContain(s.user.email);
    expect(mail?.links.some((l) => l.startsWith('http://localhost:3000/signup?invite='))).toBe(true);

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup/',
      payload: studentPayload({ email: friend }),
      remoteAddress: '10.77.0.1',
    });
    expect(signup.statusCode).toBe(201);
    const invitee = await findUserById(t.ctx.db, signup.json().user.id);
    expect(invitee?.invited_by_id).toBe(s.user.id);
  });

  it('issue 24 #7: no student-written URL reaches the mail (plain text or HTML), only our sign-up link', async () => {
    const s = await buildSignedInUser(t.app, t.ctx, { first_name: 'Priya' });
    const friend = uniqueEmail('friend');
    const message =
      'Log in at https://evil.example/login now, or www.evil.example, evil-site.com/free-robux, ' +
      'HTTP://EVIL.EXAMPLE, javascript:alert(1) or mail me at kid@evil.example. See you e.g. tomorrow!';
    expect((await invite(s.access, { email: friend, message })).statusCode).toBe(201);
    const [mail] = await mailsTo(friend);
    const both = `${mail?.text}\n${mail?.html}`.toLowerCase();
    for (const bad of ['evil.example', 'evil-site.com', 'javascript:', 'kid@'])
      expect(both, bad).not.toContain(bad);
    expect(mail?.text).toContain('[link removed]');
    expect(mail?.text).toContain('See you e.g. tomorrow!');
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/signup\?invite=/);
  });

  it('one invitation per address per 7 days, whoever sends it', async () => {
    const a = await buildSignedInUser(t.app, t.ctx);
    const b = await buildSignedInUser(t.app, t.ctx);
    const friend = uniqueEmail('friend');
    expect((await invite(a.access, { email: friend })).statusCode).toBe(201);
    const again = await invite(b.access, { email: friend.toUpperCase() });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ detail: INVITATION_MESSAGES.addressLimit });
    expect(await mailsTo(friend)).toHaveLength(1);
    // Eight days later the address can be invited again.
    await t.ctx.db
      .updateTable('invitations')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('email', '=', friend)
      .execute();
    expect((await invite(b.access, { email: friend })).statusCode).toBe(201);
  });

  it('at most 10 a day per member', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    for (let i = 0; i < 10; i++)
      expect((await invite(s.access, { email: uniqueEmail(`f${i}`) })).statusCode).toBe(201);
    const eleventh = uniqueEmail('f11');
    const res = await invite(s.access, { email: eleventh });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: INVITATION_MESSAGES.dailyLimit });
    expect(await mailsTo(eleventh)).toHaveLength(0);
  });

  it('retention: an invitation nobody signed up with is deleted after 90 days', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const old = uniqueEmail('old');
    await t.ctx.db
      .insertInto('invitations')
      .values({
        inviter_id: s.user.id,
        email: old,
        code: `old-${old}`,
        created_at: new Date(Date.now() - 91 * 86_400_000),
      })
      .execute();
    expect((await invite(s.access, { email: uniqueEmail('new') })).statusCode).toBe(201);
    const left = await t.ctx.db.selectFrom('invitations').select('id').where('email', '=', old).execute();
    expect(left).toEqual([]);
  });
});
