import { GUARDIAN_MESSAGES, GUARDIAN_REQUIRED_CODE, MENTORSHIP_MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  headersFor,
  insertMentor,
  insertStudent,
  runJobs,
  settableClock,
} from './testing/mentorship-fixtures';

const clock = settableClock('2026-05-04T12:00:00Z'); // a Monday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: clock.now } });
});

async function call(method: 'GET' | 'POST', url: string, userId: number | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: userId === null ? {} : await headersFor(t.ctx, userId),
    payload: payload as object,
  });
}

/** Drives a request to 'scheduled' at `at` with a mentor fitting the career. */
async function schedule(studentId: number, mentorId: number, at: string) {
  const req = await call('POST', '/api/v1/mentor_sessions/', studentId, { topic: 'Nursing shifts' });
  expect(req.json().mentor).toBe(mentorId);
  const id = req.json().id;
  await call('POST', `/api/v1/mentor_sessions/${id}/accept/`, mentorId);
  await call('POST', `/api/v1/mentor_sessions/${id}/offer/`, mentorId, { times: [at] });
  const picked = await call('POST', `/api/v1/mentor_sessions/${id}/pick/`, studentId, { datetime: at });
  expect(picked.json().status).toBe('scheduled');
  return id as number;
}

describe('POST mentor_sessions/', () => {
  it('401 without a token, 400 with the field message, no change', async () => {
    expect((await call('POST', '/api/v1/mentor_sessions/', null, { topic: 'x' })).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/mentor_sessions/', null)).statusCode).toBe(401);
    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const empty = await call('POST', '/api/v1/mentor_sessions/', student.id, { topic: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ topic: ['Please tell us what you would like to talk about.'] });
    const nul = await call('POST', '/api/v1/mentor_sessions/', student.id, { topic: 'a\u0000b' });
    expect(nul.json()).toEqual({ topic: ['Null characters are not allowed.'] });
    const badDate = await call('POST', '/api/v1/mentor_sessions/', student.id, {
      topic: 'ok',
      datetime: 'soon',
    });
    expect(Object.keys(badDate.json())).toEqual(['datetime']);
    const count = await t.ctx.db
      .selectFrom('mentor_sessions')
      .select('id')
      .where('student_id', '=', student.id)
      .execute();
    expect(count).toEqual([]);
  });

  it('403 {detail} without a plan or code, and on the free plan; a school code gives its allowance', async () => {
    const none = await insertStudent(t.ctx, { plan: null });
    const res = await call('POST', '/api/v1/mentor_sessions/', none.id, { topic: 'Pilots' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail:
        'Mentorship sessions come with a pricing plan or a school affiliate code. Choose a plan to book one.',
    });
    const free = await insertStudent(t.ctx, { plan: 'single-scoop' });
    expect((await call('POST', '/api/v1/mentor_sessions/', free.id, { topic: 'Pilots' })).statusCode).toBe(
      403,
    );
    const school = await insertStudent(t.ctx, { plan: null, affiliate: true });
    expect((await call('POST', '/api/v1/mentor_sessions/', school.id, { topic: 'Pilots' })).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/api/v1/mentor_sessions/', school.id, { topic: 'Pilots' })).statusCode).toBe(
      201,
    );
    const third = await call('POST', '/api/v1/mentor_sessions/', school.id, { topic: 'Pilots' });
    expect(third.statusCode).toBe(403);
    expect(third.json().detail).toMatch(/used every mentorship session/);
  });

  it('mentors cannot request (403); another user’s session is 404 for reading and every action', async () => {
    const mentor = await insertMentor(t.ctx, { title: 'Pilot airline' });
    expect((await call('POST', '/api/v1/mentor_sessions/', mentor.id, { topic: 'x' })).statusCode).toBe(403);
    const owner = await insertStudent(t.ctx, { plan: 'sundae' });
    const other = await insertStudent(t.ctx, { plan: 'sundae' });
    const id = (await call('POST', '/api/v1/mentor_sessions/', owner.id, { topic: 'Airline pilot' })).json()
      .id;
    for (const path of ['', 'cancel/', 'rate/', 'concern/'])
      expect(
        (
          await call(path ? 'POST' : 'GET', `/api/v1/mentor_sessions/${id}/${path}`, other.id, {
            rating: 3,
            message: 'hi',
          })
        ).statusCode,
      ).toBe(404);
    expect((await call('GET', '/api/v1/mentor_sessions/99999999999/', other.id)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/mentor_sessions/', other.id)).json().count).toBe(0);
  });
});

describe('entitlement', () => {
  it('one session is used when scheduled; a cancellation more than 24 h before gives it back, a late one does not', async () => {
    clock.set('2026-05-04T12:00:00Z');
    const mentor = await insertMentor(t.ctx, { title: 'Nursing shifts nurse' });
    const student = await insertStudent(t.ctx, { plan: 'double-scoop' }); // 1 session a year
    const id = await schedule(student.id, mentor.id, '2026-05-08T15:00:00Z');
    const blocked = await call('POST', '/api/v1/mentor_sessions/', student.id, { topic: 'Nursing shifts' });
    expect(blocked.statusCode).toBe(403);
    // Cancelled 3 days before: given back, and the reminders never fire.
    const cancelled = await call('POST', `/api/v1/mentor_sessions/${id}/cancel/`, student.id);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', is_active: false });
    const row = await t.ctx.db
      .selectFrom('mentor_sessions')
      .select('entitlement_used_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.entitlement_used_at).toBeNull();
    const id2 = await schedule(student.id, mentor.id, '2026-05-08T15:00:00Z');
    clock.set('2026-05-08T03:00:00Z'); // 12 h before: the 24 h reminder ran, the cancel is late
    expect(await runJobs(t.ctx)).toContain('mentorship.reminder');
    await call('POST', `/api/v1/mentor_sessions/${id2}/cancel/`, mentor.id);
    clock.set('2026-05-08T14:30:00Z');
    expect(await runJobs(t.ctx)).not.toContain('mentorship.reminder');
    expect(
      (await call('POST', '/api/v1/mentor_sessions/', student.id, { topic: 'Nursing shifts' })).statusCode,
    ).toBe(403);
    // Twelve months later the allowance is back.
    clock.set('2027-05-09T12:00:00Z');
    expect(
      (await call('POST', '/api/v1/mentor_sessions/', student.id, { topic: 'Nursing shifts' })).statusCode,
    ).toBe(201);
  });
});

describe('matching', () => {
  it('spreads load: no mentor gets a new request while holding MENTOR_MAX_UNANSWERED unanswered ones', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const busy = await insertMentor(t.ctx, { title: 'Glassblower artisan', careers: ['51-9195.04'] });
    const students = await Promise.all([1, 2, 3, 4].map(() => insertStudent(t.ctx, { plan: 'milkshake' })));
    const mentors: number[] = [];
    for (const s of students)
      mentors.push(
        (await call('POST', '/api/v1/mentor_sessions/', s.id, { topic: 'Glassblower artisan life' })).json()
          .mentor,
      );
    expect(mentors).toEqual([busy.id, busy.id, busy.id, null]);
  });

  it('GET mentors/ lists vetted mentors’ public fields only', async () => {
    const pending = await insertMentor(t.ctx, { vetting: 'pending', first_name: 'Wendy' });
    const vetted = await insertMentor(t.ctx, { first_name: 'Victor' });
    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const res = await call('GET', '/api/v1/mentors/?per_page=100', student.id);
    const ids = res.json().results.map((m: { id: number }) => m.id);
    expect(ids).toContain(vetted.id);
    expect(ids).not.toContain(pending.id);
    expect(Object.keys(res.json().results[0]).sort()).toEqual([
      'about_me',
      'career_codes',
      'first_name',
      'id',
      'industry',
      'title',
    ]);
    expect(res.body).not.toContain('@example.com');
  });
});

describe('issue 24 #12: a minor books only with a parent or guardian on file', () => {
  it('issue 24 #12: under 18 (or age unknown) without a guardian: 403 with the reason, no session; with one: 201', async () => {
    await insertMentor(t.ctx, {});
    for (const age of [16, null]) {
      const student = await insertStudent(t.ctx, { plan: 'sundae', guardian: false });
      if (age === null)
        await t.ctx.db.updateTable('users').set({ age: null }).where('id', '=', student.id).execute();
      const res = await call('POST', '/api/v1/mentor_sessions/', student.id, { topic: 'Nursing shifts' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail: MENTORSHIP_MESSAGES.guardianRequired,
        code: GUARDIAN_REQUIRED_CODE,
      });
      const rows = await t.ctx.db
        .selectFrom('mentor_sessions')
        .select('id')
        .where('student_id', '=', student.id)
        .execute();
      expect(rows).toEqual([]);
      const headers = await headersFor(t.ctx, student.id);
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/guardian_contact/',
        headers,
        payload: { name: 'Ana Reyes', email: 'ana.parent@example.net' },
      });
      const ok = await call('POST', '/api/v1/mentor_sessions/', student.id, { topic: 'Nursing shifts' });
      expect(ok.statusCode).toBe(201);
    }
    // An adult student needs none.
    const adult = await insertStudent(t.ctx, { plan: 'sundae', guardian: false, age: 19 });
    expect((await call('POST', '/api/v1/mentor_sessions/', adult.id, { topic: 'Pilots' })).statusCode).toBe(
      201,
    );
  });
});

describe('issue 24 #15: Mark as held', () => {
  it('issue 24 #15: only once the session time has come (409 before); can_mark_held tells the mentor when', async () => {
    clock.set('2026-06-01T12:00:00Z');
    const mentor = await insertMentor(t.ctx, { title: 'Apiary beekeeping keeper' });
    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const req = await call('POST', '/api/v1/mentor_sessions/', student.id, { topic: 'Apiary beekeeping' });
    expect(req.json().mentor, req.body).toBe(mentor.id);
    const id = req.json().id as number;
    const at = '2026-06-05T15:00:00Z';
    await call('POST', `/api/v1/mentor_sessions/${id}/accept/`, mentor.id);
    await call('POST', `/api/v1/mentor_sessions/${id}/offer/`, mentor.id, { times: [at] });
    const picked = await call('POST', `/api/v1/mentor_sessions/${id}/pick/`, student.id, { datetime: at });
    expect(picked.json()).toMatchObject({ status: 'scheduled', can_mark_held: false });
    const view = async (who: number) => (await call('GET', `/api/v1/mentor_sessions/${id}/`, who)).json();
    expect((await view(mentor.id)).can_mark_held).toBe(false);
    const early = await call('POST', `/api/v1/mentor_sessions/${id}/held/`, mentor.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: 'The session has not started yet.' });
    clock.set('2026-06-05T15:05:00Z');
    expect((await view(mentor.id)).can_mark_held).toBe(true);
    expect((await view(student.id)).can_mark_held).toBe(false);
    const held = await call('POST', `/api/v1/mentor_sessions/${id}/held/`, mentor.id);
    expect(held.json()).toMatchObject({ status: 'held', can_mark_held: false });
  });
});

describe('guardian_contact/', () => {
  it('a student sets, reads, replaces and removes it; the messages; mentors get 403; nothing changes on a 400', async () => {
    const student = await insertStudent(t.ctx, { plan: 'sundae', guardian: false });
    const get = () => call('GET', '/api/v1/guardian_contact/', student.id);
    const headers = await headersFor(t.ctx, student.id);
    const send = (method: 'PUT' | 'DELETE', payload?: unknown) =>
      t.app.inject({ method, url: '/api/v1/guardian_contact/', headers, payload: payload as object });
    expect((await get()).json()).toEqual({ guardian: null });

    const bad = await send('PUT', { name: 'Ana', email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: [GUARDIAN_MESSAGES.email] });
    const own = await send('PUT', { email: student.email.toUpperCase() });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ email: [GUARDIAN_MESSAGES.notYourOwn] });
    const nul = await send('PUT', { name: 'A\u0000na', email: 'parent@example.com' });
    expect(nul.json()).toEqual({ name: ['Null characters are not allowed.'] });
    expect((await get()).json()).toEqual({ guardian: null });

    const saved = await send('PUT', { name: '  Ana Reyes ', email: 'parent@example.com' });
    expect(saved.json()).toEqual({ detail: GUARDIAN_MESSAGES.saved });
    expect((await get()).json().guardian).toMatchObject({ name: 'Ana Reyes', email: 'parent@example.com' });
    await send('PUT', { email: 'guardian@example.org' });
    expect((await get()).json().guardian).toMatchObject({ name: '', email: 'guardian@example.org' });

    const removed = await send('DELETE');
    expect(removed.json()).toEqual({ detail: GUARDIAN_MESSAGES.removed });
    expect((await get()).json()).toEqual({ guardian: null });

    const mentor = await insertMentor(t.ctx, {});
    expect((await call('GET', '/api/v1/guardian_contact/', mentor.id)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/guardian_contact/', null)).statusCode).toBe(401);
  });
});
