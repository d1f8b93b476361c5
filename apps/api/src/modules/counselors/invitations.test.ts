import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { markSecondFactorPassed } from '../backoffice/permissions';
import { insertStaff, staffHeaders } from '../backoffice/testing/backoffice-fixtures';
import { insertStudent, outboxTo, settableClock } from '../mentorship/testing/mentorship-fixtures';
import { insertSchool } from './testing/cohort-fixtures';

/** Operators invite, list and remove a school's counselors; the counselor enrols (docs/counselors.md). */
const clock = settableClock('2026-11-02T09:00:00Z');
let t: TestApp;
let school: { id: number; name: string };
let operator: { id: number };
let op: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ overrides: { now: clock.now } });
  school = await insertSchool(t.ctx.db, 'Lakeside High');
  operator = await insertStaff(t.ctx, ['operator']);
  op = { authorization: (await staffHeaders(t.ctx, operator.id)).authorization };
});

const invite = (payload: Record<string, unknown>, headers = op) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/backoffice/schools/${school.id}/counselors/`,
    headers,
    payload,
  });
const linkIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] as string;

describe('counselor invitations', () => {
  let token: string;
  let counselorId: number;

  it('an operator invites a counselor: an account with the school role and a mailed link', async () => {
    const res = await invite({
      email: 'Carla.Counselor@lakeside.example',
      first_name: 'Carla',
      last_name: 'Reyes',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'carla.counselor@lakeside.example',
      status: 'invited',
      expires_at: '2026-11-05T09:00:00.000Z',
    });
    counselorId = res.json().user_id;
    const [mail] = await outboxTo(t.ctx, 'carla.counselor@lakeside.example');
    expect(mail?.subject).toBe('Your counselor account for Lakeside High on Pathscoop');
    expect(mail?.text_body).toContain('http://localhost:3000/counselor/welcome?token=');
    token = linkIn(mail?.text_body ?? '');
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'counselor.invited')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: operator.id,
      target_type: 'school',
      target_id: String(school.id),
    });
    const list = await t.app.inject({
      url: `/api/v1/backoffice/schools/${school.id}/counselors/`,
      headers: op,
    });
    expect(list.json().map((c: { user_id: number }) => c.user_id)).toEqual([counselorId]);
  });

  it('refuses a taken address and roles without the schools permission', async () => {
    const student = await insertStudent(t.ctx);
    const taken = await invite({ email: student.email, first_name: 'A', last_name: 'B' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ['An account with this e-mail already exists.'] });
    expect((await invite({ email: 'x@lakeside.example', first_name: '', last_name: 'B' })).json()).toEqual({
      first_name: ['Please enter the first name.'],
    });
    const editor = await insertStaff(t.ctx, ['content_editor']);
    const editorHeaders = { authorization: (await staffHeaders(t.ctx, editor.id)).authorization };
    expect(
      (await invite({ email: 'y@lakeside.example', first_name: 'Y', last_name: 'Z' }, editorHeaders))
        .statusCode,
    ).toBe(403);
  });

  it('the counselor sets a password with the link (once), signs in, and needs the second factor', async () => {
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/v1/counselor-invitation/',
      payload: { token },
    });
    expect(info.json()).toMatchObject({ first_name: 'Carla', school: 'Lakeside High' });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/counselor-invitation/accept/',
      payload: { token, password: '12345678' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().password).toContain('This password is too common.');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/counselor-invitation/accept/',
      payload: { token, password: 'Harbor-Quilt-93' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/counselor-invitation/accept/',
      payload: { token, password: 'Harbor-Quilt-93' },
    });
    expect(again.statusCode).toBe(400);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { email: 'carla.counselor@lakeside.example', password: 'Harbor-Quilt-93' },
    });
    expect(signIn.statusCode).toBe(200);
    const access = signIn.json().access as string;
    const headers = { authorization: `Bearer ${access}` };
    const before = await t.app.inject({ url: '/api/v1/counselor/me/', headers });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ detail: 'Set up your authenticator app before using the back office.' });
    // Enrolment and the code are the back office's (docs/backoffice.md); here they are marked done.
    await t.ctx.db
      .updateTable('backoffice_accounts')
      .set({ totp_enrolled_at: clock.now() })
      .where('user_id', '=', counselorId)
      .execute();
    await markSecondFactorPassed(t.ctx, counselorId, decodeJwt(access).sid as string);
    const me = await t.app.inject({ url: '/api/v1/counselor/me/', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      first_name: 'Carla',
      last_name: 'Reyes',
      school: { id: school.id, name: 'Lakeside High' },
    });

    // Removed by an operator: refused at once, with the token it already holds.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/backoffice/schools/${school.id}/counselors/${counselorId}/`,
      headers: op,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/counselor/me/', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/counselor/summary/', headers })).statusCode).toBe(401);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'counselor.removed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(
      (
        await t.app.inject({ url: `/api/v1/backoffice/schools/${school.id}/counselors/`, headers: op })
      ).json(),
    ).toEqual([]);
  });

  it('a link expires after 72 hours; inviting again sends a new one', async () => {
    const res = await invite({ email: 'late@lakeside.example', first_name: 'Lee', last_name: 'Late' });
    const old = linkIn((await outboxTo(t.ctx, 'late@lakeside.example'))[0]?.text_body ?? '');
    clock.advance(73 * 3600_000);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/v1/counselor-invitation/',
      payload: { token: old },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      detail: 'This invitation link is not valid or has expired. Ask Pathscoop for a new one.',
    });
    const fresh = { authorization: (await staffHeaders(t.ctx, operator.id)).authorization };
    const list = await t.app.inject({
      url: `/api/v1/backoffice/schools/${school.id}/counselors/`,
      headers: fresh,
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ user_id: res.json().user_id, status: 'expired' }),
    );
    expect(
      (await invite({ email: 'late@lakeside.example', first_name: 'Lee', last_name: 'Late' }, fresh))
        .statusCode,
    ).toBe(201);
    const newer = linkIn((await outboxTo(t.ctx, 'late@lakeside.example'))[1]?.text_body ?? '');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/counselor-invitation/',
          payload: { token: newer },
        })
      ).statusCode,
    ).toBe(200);
  });
});
