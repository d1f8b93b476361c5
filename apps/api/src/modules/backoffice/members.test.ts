import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword } from '../accounts/passwords';
import { insertStudent, outboxTo } from '../mentorship/testing/mentorship-fixtures';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

let t: TestApp;
let support: { authorization: string };
let supportId: number;
beforeAll(async () => {
  t = await createTestApp();
  const s = await insertStaff(t.ctx, ['support'], { first_name: 'Sue' });
  supportId = s.id;
  support = await staffHeaders(t.ctx, s.id);
});

const PASSWORD = 'Members-test-Pass-93';
async function studentWithPassword(options: Parameters<typeof insertStudent>[1] = {}) {
  const s = await insertStudent(t.ctx, options);
  await t.ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', s.id)
    .execute();
  return s;
}
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/', payload: { email, password: PASSWORD } });
const bo = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = support,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1/backoffice/${url}`, headers, payload });

describe('members (support)', () => {
  it('searches by name, e-mail and school; a school role sees its own school only', async () => {
    const a = await insertStudent(t.ctx, { first_name: 'Zelda', last_name: 'Quarry', affiliate: true });
    const b = await insertStudent(t.ctx, { first_name: 'Xavier', last_name: 'Quarry' });
    const byName = (await bo('GET', 'members/?q=quarry')).json();
    expect(byName.results.map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id].sort());
    const byEmail = (await bo('GET', `members/?q=${encodeURIComponent(b.email)}`)).json();
    expect(byEmail.results.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const schoolId = (
      await t.ctx.db.selectFrom('users').select('school_id').where('id', '=', a.id).executeTakeFirstOrThrow()
    ).school_id as number;
    const bySchool = (await bo('GET', 'members/?q=test%20high')).json();
    expect(bySchool.results.map((r: { id: number }) => r.id)).toContain(a.id);
    expect(bySchool.results.map((r: { id: number }) => r.id)).not.toContain(b.id);

    const counselor = await insertStaff(t.ctx, [{ role: 'school_counselor', school_id: schoolId }], {
      first_name: 'Cora',
    });
    const ch = await staffHeaders(t.ctx, counselor.id);
    // A counselor never reaches member pages (they carry plans and payments), even of their school.
    expect((await bo('GET', 'members/?q=quarry', ch)).statusCode).toBe(403);
    expect((await bo('GET', `members/${b.id}/`, ch)).statusCode).toBe(403);
    expect((await bo('GET', `members/${a.id}/`, ch)).statusCode).toBe(403);
    expect((await bo('POST', `members/${a.id}/deactivate/`, ch, { reason: 'x' })).statusCode).toBe(403);
    expect((await bo('GET', 'members/export/', ch)).statusCode).toBe(403);
  });

  it("a member's page has plan, school, sessions and payments, never secrets; chat text only for safeguarding", async () => {
    const s = await insertStudent(t.ctx, { plan: 'sundae', first_name: 'Pia', affiliate: true });
    await t.ctx.db
      .insertInto('chat_safety_flags')
      .values({
        user_id: s.id,
        source: 'user',
        categories: ['self-harm'],
        action: 'crisis-resources',
        excerpt: 'private words',
      })
      .execute();
    const page = await bo('GET', `members/${s.id}/`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      id: s.id,
      email: s.email,
      plan: 'Sundae',
      school: 'Test High',
      safeguarding: null,
    });
    expect(page.body).not.toMatch(/password|hash|token|private words/i);
    const guard = await insertStaff(t.ctx, ['safeguarding'], { first_name: 'Gus' });
    const withText = await bo('GET', `members/${s.id}/`, await staffHeaders(t.ctx, guard.id));
    expect(withText.json().safeguarding.chat_flags[0]).toMatchObject({ excerpt: 'private words' });
  });

  it('deactivate: sign-in refused, the old access token refused at once, refresh refused; reactivate restores; audited with before/after and request id', async () => {
    const s = await studentWithPassword({ first_name: 'Dana' });
    const session = await signIn(s.email);
    expect(session.statusCode).toBe(200);
    const { access, refresh } = session.json();
    const auth = { authorization: `Bearer ${access}` };
    expect((await t.app.inject({ url: '/api/v1/profile/', headers: auth })).statusCode).toBe(200);

    const noReason = await bo('POST', `members/${s.id}/deactivate/`, support, { reason: ' ' });
    expect(noReason.json()).toEqual({ reason: ['Please give a reason.'] });
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/members/${s.id}/deactivate/`,
      headers: { ...support, 'x-request-id': 'req-deactivate-1' },
      payload: { reason: 'Asked by the parent' },
    });
    expect(off.json()).toEqual({ detail: 'Member deactivated; their sessions ended.' });

    const old = await t.app.inject({ url: '/api/v1/profile/', headers: auth });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({
      detail: 'This account has been deactivated. Please contact Pathscoop support.',
    });
    const again = await signIn(s.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().detail).toMatch(/deactivated/);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: { refresh } })).statusCode,
    ).toBe(401);
    expect((await bo('POST', `members/${s.id}/deactivate/`, support, { reason: 'again' })).statusCode).toBe(
      409,
    );
    expect(
      (await bo('GET', 'members/?status=deactivated')).json().results.map((r: { id: number }) => r.id),
    ).toContain(s.id);

    expect((await bo('POST', `members/${s.id}/reactivate/`)).statusCode).toBe(200);
    expect((await signIn(s.email)).statusCode).toBe(200);

    const trail = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(s.id))
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual(['member_deactivated', 'member_reactivated']);
    expect(trail[0]).toMatchObject({
      actor_id: supportId,
      request_id: 'req-deactivate-1',
      before: { deactivated_at: null },
      after: { reason: 'Asked by the parent' },
    });
  });

  it('resends the verification mail to an unverified member (409 once verified)', async () => {
    const s = await insertStudent(t.ctx, { first_name: 'Vera' });
    expect((await bo('POST', `members/${s.id}/resend-verification/`)).statusCode).toBe(409);
    await t.ctx.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', s.id).execute();
    const sent = await bo('POST', `members/${s.id}/resend-verification/`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await outboxTo(t.ctx, s.email)).length).toBe(1);
  });

  it('exports CSV (formulas neutralised), audited', async () => {
    await insertStudent(t.ctx, { first_name: '=HYPERLINK("x")', last_name: 'Csv' });
    const csv = await bo('GET', 'members/export/?q=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,first_name,last_name,email,role,school,plan,plan_expires_at,email_verified,deactivated_at,created_at',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")","Csv"`);
    const row = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'members_exported')
      .executeTakeFirstOrThrow();
    expect(row.after).toMatchObject({ rows: 1 });
  });
});

describe('audit trail', () => {
  it('is listed with filters for audit.read only, and the database refuses to change or delete it', async () => {
    const op = await insertStaff(t.ctx, ['operator'], { first_name: 'Otto' });
    const oh = await staffHeaders(t.ctx, op.id);
    const list = await bo('GET', 'audit/?action=member_deactivated', oh);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.every((r: { action: string }) => r.action === 'member_deactivated')).toBe(
      true,
    );
    expect(list.json().count).toBeGreaterThan(0);
    expect((await bo('GET', `audit/?actor_id=${supportId}`, oh)).json().results[0]).toMatchObject({
      actor_id: supportId,
    });
    expect((await bo('GET', 'audit/?from=2026-13-01', oh)).statusCode).toBe(400);
    expect((await bo('GET', 'audit/', support)).statusCode).toBe(403);

    const { id } = await t.ctx.db.selectFrom('audit_log').select('id').executeTakeFirstOrThrow();
    await expect(
      t.ctx.db
        .updateTable('audit_log')
        .set({ action: 'rewritten' } as never)
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(t.ctx.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(
      /cannot be changed or deleted/,
    );
  });
});
