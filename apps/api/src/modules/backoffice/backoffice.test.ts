import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  headersFor,
  insertMentor,
  insertStudent,
  outboxTo,
  settableClock,
} from '../mentorship/testing/mentorship-fixtures';
import { can, schoolScope } from './permissions';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

const clock = settableClock('2026-07-01T12:00:00Z');
let t: TestApp;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: clock.now } });
  const op = await insertStaff(t.ctx, ['operator']);
  operatorId = op.id;
});

const staffSessions = new Map<number, { authorization: string }>();
async function call(method: 'GET' | 'POST', url: string, userId: number | null, payload?: object) {
  let headers = {};
  if (userId !== null) {
    const staff = await t.ctx.db
      .selectFrom('backoffice_accounts')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (staff && !staffSessions.has(userId)) {
      const { authorization } = await staffHeaders(t.ctx, userId);
      staffSessions.set(userId, { authorization });
    }
    headers = staffSessions.get(userId) ?? (await headersFor(t.ctx, userId));
  }
  return t.app.inject({ method, url, headers, payload });
}
const actions = async () =>
  (
    await t.ctx.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target_type', 'target_id'])
      .orderBy('id')
      .execute()
  ).map((a) => ({
    operator_id: a.actor_id,
    action: a.action,
    target_type: a.target_type,
    target_id: Number(a.target_id),
  }));

describe('back office (operators only)', () => {
  it('401 anonymous, 403 for students and mentors on every route', async () => {
    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const mentor = await insertMentor(t.ctx);
    for (const [method, url] of [
      ['GET', '/api/v1/backoffice/me/'],
      ['GET', '/api/v1/backoffice/mentors/'],
      ['POST', '/api/v1/backoffice/mentors/1/vet/'],
      ['POST', '/api/v1/backoffice/mentors/1/pause/'],
      ['GET', '/api/v1/backoffice/requests/'],
      ['POST', '/api/v1/backoffice/requests/1/assign/'],
      ['GET', '/api/v1/backoffice/concerns/'],
      ['POST', '/api/v1/backoffice/concerns/1/resolve/'],
      ['GET', '/api/v1/backoffice/chat-flags/'],
      ['POST', '/api/v1/backoffice/chat-flags/1/review/'],
    ] as const) {
      expect((await call(method, url, null, {})).statusCode, url).toBe(401);
      expect((await call(method, url, student.id, {})).statusCode, url).toBe(403);
      expect((await call(method, url, mentor.id, {})).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/v1/backoffice/me/', operatorId)).json()).toMatchObject({
      is_operator: true,
      roles: [{ role: 'operator', school_id: null }],
      second_factor: 'passed',
    });
  });

  it('roles: each route needs its permission; the second factor comes first; a school role holds for its school only', async () => {
    const editor = await insertStaff(t.ctx, ['content_editor'], { first_name: 'Eddie' });
    const guard = await insertStaff(t.ctx, ['safeguarding'], { first_name: 'Gwen' });
    expect((await call('GET', '/api/v1/backoffice/mentors/', editor.id)).json()).toEqual({
      detail: 'Your role does not allow this.',
    });
    expect((await call('GET', '/api/v1/backoffice/concerns/', editor.id)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/backoffice/concerns/', guard.id)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/backoffice/me/', editor.id)).json()).toMatchObject({
      permissions: expect.arrayContaining(['content.write']),
    });
    // A session that has not passed the second factor: me/ answers, nothing else does.
    const fresh = await staffHeaders(t.ctx, operatorId, false);
    const me = await t.app.inject({
      url: '/api/v1/backoffice/me/',
      headers: { authorization: fresh.authorization },
    });
    expect(me.json()).toMatchObject({ second_factor: 'required' });
    const refused = await t.app.inject({
      url: '/api/v1/backoffice/concerns/',
      headers: { authorization: fresh.authorization },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Enter the code from your authenticator app to continue.' });

    const school = [{ role: 'school_counselor' as const, school_id: 7 }];
    // A school counselor has no back-office permission, not even for their own school (FERPA:
    // member pages carry plans and payments); their dashboard is the counselor/ API.
    expect(can(school, 'members.read', { schoolId: 7 })).toBe(false);
    expect(can(school, 'members.read')).toBe(false);
    expect(can(school, 'members.write', { schoolId: 7 })).toBe(false);
    expect(schoolScope(school, 'members.read')).toEqual([]);
    expect(schoolScope([...school, { role: 'support', school_id: null }], 'members.read')).toBe('all');
  });

  it('an operator is not a mentor: not listed, not vettable, never matched', async () => {
    const student = await insertStudent(t.ctx, { plan: 'milkshake' });
    const mentors = (await call('GET', '/api/v1/mentors/?per_page=100', student.id)).json();
    expect(mentors.results.map((m: { id: number }) => m.id)).not.toContain(operatorId);
    const vet = await call('POST', `/api/v1/backoffice/mentors/${operatorId}/vet/`, operatorId, {
      identity_checked_on: '2026-06-20',
      background_checked_on: '2026-06-22',
      safeguarding_trained_on: '2026-06-25',
    });
    expect(vet.statusCode).toBe(404);
    // Even with a vetted profile forced in by hand, matching skips the back-office account.
    await t.ctx.db
      .insertInto('mentor_profiles')
      .values({
        user_id: operatorId,
        vetting_status: 'vetted',
        career_codes: [],
        timezone: 'UTC',
        availability: '[]',
      })
      .execute();
    const listed = (await call('GET', '/api/v1/mentors/?per_page=100', student.id)).json();
    expect(listed.results.map((m: { id: number }) => m.id)).not.toContain(operatorId);
    await t.ctx.db.deleteFrom('mentor_profiles').where('user_id', '=', operatorId).execute();
  });

  it('issue 24 #1: every development route refuses relayed, non-loopback-Host and remote anonymous requests', async () => {
    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const studentEmail = (
      await t.ctx.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow()
    ).email;
    // The whole set of development routes (dev-only.ts lists the same and dev-only.test.ts checks it).
    const devRoutes = [
      ['GET', '/dev/outbox', undefined],
      ['GET', '/dev/outbox.json', undefined],
      ['POST', '/dev/clock/', { offset_ms: 400 * 24 * 3600 * 1000 }],
      ['POST', '/dev/jobs/run/', {}],
      ['POST', '/dev/operators/', { email: studentEmail }],
    ] as const;
    const shapes = [
      {
        label: 'relayed (X-Forwarded-For)',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      },
      { label: 'relayed (Forwarded)', remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
      { label: 'relayed (X-Real-IP)', remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } },
      { label: 'relayed (Via)', remoteAddress: '127.0.0.1', headers: { via: '1.1 proxy' } },
      { label: 'non-loopback Host', remoteAddress: '127.0.0.1', headers: { host: 'rebind.evil.example' } },
      {
        label: 'non-loopback Host with port',
        remoteAddress: '127.0.0.1',
        headers: { host: 'evil.example:3000' },
      },
      { label: 'anonymous remote peer', remoteAddress: '198.51.100.7', headers: {} },
    ];
    const answered: string[] = [];
    for (const [method, url, payload] of devRoutes)
      for (const shape of shapes) {
        const res = await t.app.inject({
          method,
          url,
          remoteAddress: shape.remoteAddress,
          headers: shape.headers,
          ...(payload ? { payload } : {}),
        });
        if (res.statusCode !== 404) answered.push(`${method} ${url} ${shape.label} → ${res.statusCode}`);
      }
    expect(answered).toEqual([]);
    // The student did not become an operator, and the clock did not move.
    expect((await call('GET', '/api/v1/backoffice/me/', student.id)).statusCode).toBe(403);
  });

  it('vets a waiting mentor (who then gets matched), pauses one (requests move on), assigns by hand, resolves a concern; all audited', async () => {
    const waiting = await insertMentor(t.ctx, {
      first_name: 'Nora',
      vetting: 'pending',
      title: 'Beekeeper apiary',
    });
    const student = await insertStudent(t.ctx, { plan: 'milkshake' });
    const before = await call('POST', '/api/v1/mentor_sessions/', student.id, {
      topic: 'Beekeeper apiary work',
    });
    expect(before.json()).toMatchObject({ status: 'requested', mentor: null });
    const queue = (await call('GET', '/api/v1/backoffice/requests/', operatorId)).json();
    expect(queue.map((r: { id: number }) => r.id)).toContain(before.json().id);
    expect(JSON.stringify(queue)).not.toContain(student.email);

    const pending = (await call('GET', '/api/v1/backoffice/mentors/', operatorId)).json();
    expect(pending.map((m: { id: number }) => m.id)).toContain(waiting.id);
    expect(pending.map((m: { id: number }) => m.id)).not.toContain(operatorId);

    const future = await call('POST', `/api/v1/backoffice/mentors/${waiting.id}/vet/`, operatorId, {
      identity_checked_on: '2026-06-20',
      background_checked_on: '2026-07-02',
      safeguarding_trained_on: '2026-06-25',
    });
    expect(future.json()).toEqual({ background_checked_on: ['This date cannot be in the future.'] });
    const vet = await call('POST', `/api/v1/backoffice/mentors/${waiting.id}/vet/`, operatorId, {
      identity_checked_on: '2026-06-20',
      background_checked_on: '2026-06-22',
      safeguarding_trained_on: '2026-06-25',
    });
    expect(vet.statusCode, vet.body).toBe(200);
    expect((await outboxTo(t.ctx, waiting.email)).map((m) => m.subject)).toContain(
      'You can now be matched with students',
    );

    // Assign the waiting request by hand to the newly vetted mentor.
    const assign = await call('POST', `/api/v1/backoffice/requests/${before.json().id}/assign/`, operatorId, {
      mentor_id: waiting.id,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(
      (await call('GET', `/api/v1/mentor_sessions/${before.json().id}/`, student.id)).json(),
    ).toMatchObject({ status: 'matched', mentor: waiting.id });

    // A concern from the student; the operator pauses the mentor: the request leaves them.
    const concern = await call('POST', `/api/v1/mentor_sessions/${before.json().id}/concern/`, student.id, {
      message: 'Something felt off.',
    });
    const concerns = (await call('GET', '/api/v1/backoffice/concerns/', operatorId)).json();
    expect(concerns[0]).toMatchObject({
      id: concern.json().id,
      reporter_role: 'student',
      message: 'Something felt off.',
    });
    const noReason = await call('POST', `/api/v1/backoffice/mentors/${waiting.id}/pause/`, operatorId, {
      reason: ' ',
    });
    expect(noReason.json()).toEqual({ reason: ['Please give a reason.'] });
    const pause = await call('POST', `/api/v1/backoffice/mentors/${waiting.id}/pause/`, operatorId, {
      reason: `Concern #${concern.json().id}`,
    });
    expect(pause.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/v1/mentor_sessions/${before.json().id}/`, student.id)).json(),
    ).toMatchObject({ status: 'requested', mentor: null });
    expect((await call('GET', '/api/v1/mentor_profile/', waiting.id)).json()).toMatchObject({
      vetting_status: 'paused',
    });
    const resolve = await call(
      'POST',
      `/api/v1/backoffice/concerns/${concern.json().id}/resolve/`,
      operatorId,
      { resolution: 'Mentor paused; spoke with the family.' },
    );
    expect(resolve.statusCode).toBe(200);
    expect(
      (
        await call('POST', `/api/v1/backoffice/concerns/${concern.json().id}/resolve/`, operatorId, {
          resolution: 'again',
        })
      ).statusCode,
    ).toBe(404);

    expect((await actions()).map((a) => `${a.operator_id}:${a.action}:${a.target_type}`)).toEqual([
      `${operatorId}:mentor_vetted:mentor`,
      `${operatorId}:request_assigned:mentor_session`,
      `${operatorId}:mentor_paused:mentor`,
      `${operatorId}:concern_resolved:concern`,
    ]);
    const events = await t.ctx.db
      .selectFrom('mentor_session_events')
      .select(['actor', 'action'])
      .where('session_id', '=', before.json().id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => `${e.actor}:${e.action}`)).toEqual([
      'student:requested',
      'operator:assigned',
      'student:concern_reported',
      'operator:mentor_paused',
    ]);
  });
});

describe('flagged companion messages', () => {
  it('operators see unreviewed flags with the student as first name and initial, mark one reviewed (audited), 404 twice', async () => {
    const student = await insertStudent(t.ctx, { plan: 'sundae', first_name: 'Lena', last_name: 'Okoro' });
    const [flag] = await t.ctx.db
      .insertInto('chat_safety_flags')
      .values({
        user_id: student.id,
        source: 'user',
        categories: ['self-harm'],
        action: 'crisis-resources',
        excerpt: 'I feel like hurting myself',
      })
      .returning('id')
      .execute();
    const id = Number(flag?.id);
    const open = await call('GET', '/api/v1/backoffice/chat-flags/', operatorId);
    expect(open.statusCode).toBe(200);
    const mine = open.json().find((f: { id: number }) => f.id === id);
    expect(mine).toMatchObject({
      user_id: student.id,
      student: 'Lena O.',
      age: 16,
      source: 'user',
      categories: ['self-harm'],
      action: 'crisis-resources',
      excerpt: 'I feel like hurting myself',
      reviewed_at: null,
    });
    expect(JSON.stringify(open.json())).not.toContain('Okoro');

    const empty = await call('POST', `/api/v1/backoffice/chat-flags/${id}/review/`, operatorId, {
      note: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const reviewed = await call('POST', `/api/v1/backoffice/chat-flags/${id}/review/`, operatorId, {
      note: 'Called the school counsellor.',
    });
    expect(reviewed.json()).toEqual({ detail: 'Marked as reviewed.' });
    expect(
      (await call('POST', `/api/v1/backoffice/chat-flags/${id}/review/`, operatorId, { note: 'again' }))
        .statusCode,
    ).toBe(404);
    const after = await call('GET', '/api/v1/backoffice/chat-flags/', operatorId);
    expect(after.json().some((f: { id: number }) => f.id === id)).toBe(false);
    const done = await call('GET', '/api/v1/backoffice/chat-flags/?status=reviewed', operatorId);
    expect(done.json().find((f: { id: number }) => f.id === id)?.reviewed_at).toBe(clock.now().toISOString());
    expect(await actions()).toContainEqual({
      operator_id: operatorId,
      action: 'chat_flag_reviewed',
      target_type: 'chat_safety_flag',
      target_id: id,
    });
  });
});
