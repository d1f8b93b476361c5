import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  assertNoStudentContact,
  headersFor,
  insertMentor,
  insertStudent,
  outboxTo,
  runJobs,
  settableClock,
} from './testing/mentorship-fixtures';

const HOUR = 60 * 60 * 1000;
const clock = settableClock('2026-03-02T12:00:00Z'); // a Monday
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: { now: clock.now } });
});

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  userId: number,
  payload?: unknown,
) {
  return t.app.inject({ method, url, headers: await headersFor(t.ctx, userId), payload: payload as object });
}

const events = (sessionId: number) =>
  t.ctx.db
    .selectFrom('mentor_session_events')
    .select(['actor', 'actor_id', 'action', 'from_status', 'to_status', 'created_at'])
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .execute();

describe('the mentorship loop with a controllable clock', () => {
  it('request → match → accept → offer → pick → reminders once (also across a restart) → held → feedback → rating', async () => {
    clock.set('2026-03-02T12:00:00Z');
    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const pending = await insertMentor(t.ctx, {
      first_name: 'Pat',
      vetting: 'pending',
      careers: ['15-1252.00'],
    });
    const mentor = await insertMentor(t.ctx, {
      first_name: 'Ana',
      last_name: 'Lopez',
      careers: ['15-1252.00'],
      availability: [{ weekday: 4, start: '15:00', end: '18:00' }],
    });

    const created = await call('POST', '/api/v1/mentor_sessions/', student.id, {
      topic: 'What does a software developer do all day?',
      datetime: '2026-03-05T16:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json();
    // Only a vetted mentor is matched, never the pending one.
    expect(session).toMatchObject({
      status: 'matched',
      is_active: true,
      mentor: mentor.id,
      mentor_name: 'Ana L.',
    });
    expect(session.mentor).not.toBe(pending.id);
    expect((await outboxTo(t.ctx, mentor.email)).map((m) => m.subject)).toEqual([
      'A student would like a mentorship session',
    ]);
    assertNoStudentContact(JSON.stringify(await outboxTo(t.ctx, mentor.email)), student);

    // The mentor's view: first name + last initial, grade, topic; never contact fields.
    const mentorList = await call('GET', '/api/v1/mentor_sessions/', mentor.id);
    expect(mentorList.statusCode).toBe(200);
    expect(mentorList.json().results[0]).toMatchObject({
      id: session.id,
      student: 'Maya R.',
      student_grade: 'JR',
    });
    assertNoStudentContact(mentorList.body, student);

    const accepted = await call('POST', `/api/v1/mentor_sessions/${session.id}/accept/`, mentor.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    assertNoStudentContact(accepted.body, student);

    const suggested = await call('GET', '/api/v1/mentor_profile/suggested_times/', mentor.id);
    expect(suggested.json().times[0]).toBe('2026-03-05T15:00:00.000Z');

    // Outside availability (Thursday 10:00 UTC) is refused with the field message.
    const outside = await call('POST', `/api/v1/mentor_sessions/${session.id}/offer/`, mentor.id, {
      times: ['2026-03-05T10:00:00Z'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ times: ['Each time must fall inside your weekly availability.'] });

    const offered = await call('POST', `/api/v1/mentor_sessions/${session.id}/offer/`, mentor.id, {
      times: ['2026-03-05T15:00:00Z', '2026-03-05T16:00:00Z'],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().offered_times).toEqual(['2026-03-05T15:00:00.000Z', '2026-03-05T16:00:00.000Z']);
    assertNoStudentContact(offered.body, student);

    const notOffered = await call('POST', `/api/v1/mentor_sessions/${session.id}/pick/`, student.id, {
      datetime: '2026-03-05T17:00:00Z',
    });
    expect(notOffered.json()).toEqual({ datetime: ['Pick one of the times your mentor offered.'] });

    const picked = await call('POST', `/api/v1/mentor_sessions/${session.id}/pick/`, student.id, {
      datetime: '2026-03-05T16:00:00+00:00',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'scheduled', datetime: '2026-03-05T16:00:00.000Z' });
    expect(picked.json().meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/pathscoop-\d+-[\w-]+$/);
    const studentMails = await outboxTo(t.ctx, student.email);
    const confirmation = studentMails.find((m) => m.subject === 'Your mentorship session is booked');
    expect(confirmation?.attachments?.[0]?.filename).toBe('mentorship-session.ics');
    expect(confirmation?.attachments?.[0]?.content).toContain('DTSTART:20260305T160000Z');

    // Nothing is due before 24 h ahead.
    clock.set('2026-03-04T15:59:00Z');
    expect(await runJobs(t.ctx)).toEqual([]);
    clock.set('2026-03-04T16:00:00Z');
    expect(await runJobs(t.ctx)).toEqual(['mentorship.reminder']);
    expect(await runJobs(t.ctx)).toEqual([]);

    // A "restart": a second app on the same database runs the 1 h reminder, once.
    const restarted = await createTestApp({ databaseUrl: t.databaseUrl, overrides: { now: clock.now } });
    clock.set('2026-03-05T15:00:00Z');
    expect(await Promise.all([runJobs(restarted.ctx), runJobs(t.ctx)])).toEqual(
      expect.arrayContaining([['mentorship.reminder'], []]),
    );
    expect(await runJobs(restarted.ctx)).toEqual([]);
    const reminders = (await outboxTo(t.ctx, student.email)).filter(
      (m) =>
        m.subject.startsWith('Your mentorship session is tomorrow') ||
        m.subject.includes('starts in an hour'),
    );
    expect(reminders.map((m) => m.subject)).toEqual([
      'Your mentorship session is tomorrow',
      'Your mentorship session starts in an hour',
    ]);
    assertNoStudentContact(JSON.stringify(await outboxTo(t.ctx, mentor.email)), student);

    const early = await call('POST', `/api/v1/mentor_sessions/${session.id}/held/`, mentor.id);
    expect(early.statusCode).toBe(409);
    clock.set('2026-03-05T16:50:00Z');
    const held = await call('POST', `/api/v1/mentor_sessions/${session.id}/held/`, mentor.id);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ status: 'held', is_active: false });

    const byStudent = await call('POST', `/api/v1/mentor_sessions/${session.id}/feedback/`, student.id, {
      message: 'x',
    });
    expect(byStudent.statusCode).toBe(403);
    const emptyFeedback = await call('POST', `/api/v1/mentor_sessions/${session.id}/feedback/`, mentor.id, {
      message: '  ',
    });
    expect(emptyFeedback.json()).toEqual({ message: ['Please write a message.'] });
    const feedback = await call('POST', `/api/v1/mentor_sessions/${session.id}/feedback/`, mentor.id, {
      message: 'Great questions. Try a free coding course next.',
    });
    expect(feedback.statusCode, feedback.body).toBe(200);

    const received = await call('GET', '/api/v1/mentor_feedbacks/', student.id);
    expect(received.json().results).toEqual([
      expect.objectContaining({
        topic: 'What does a software developer do all day?',
        message: 'Great questions. Try a free coding course next.',
        mentor_session: session.id,
        mentor: { id: mentor.id, first_name: 'Ana' },
      }),
    ]);

    const badRating = await call('POST', `/api/v1/mentor_sessions/${session.id}/rate/`, student.id, {
      rating: 6,
    });
    expect(badRating.json()).toEqual({ rating: ['Ensure the rating is a whole number from 1 to 5.'] });
    const rated = await call('POST', `/api/v1/mentor_sessions/${session.id}/rate/`, student.id, {
      rating: 5,
      comment: 'Very helpful',
    });
    expect(rated.json()).toMatchObject({ rating: 5, rating_comment: 'Very helpful' });
    const written = await call('GET', '/api/v1/mentor_feedbacks/', mentor.id);
    expect(written.json().results[0]).toMatchObject({ rating: 5, rating_comment: 'Very helpful' });
    assertNoStudentContact(written.body, student);

    const history = await call('GET', '/api/v1/mentor_sessions/', student.id);
    expect(history.json().results[0]).toMatchObject({
      is_active: false,
      mentor_name: 'Ana L.',
      student: 'Maya R.',
    });

    expect((await events(session.id)).map((e) => `${e.actor}:${e.action}`)).toEqual([
      'student:requested',
      'system:matched',
      'mentor:accepted',
      'mentor:offered_times',
      'student:scheduled',
      'system:reminder_24h',
      'system:reminder_1h',
      'mentor:held',
      'mentor:feedback_written',
      'student:rated',
    ]);
  });

  it('a decline rematches at once; 48 h of silence reminds the mentor once, then rematches; the student is told', async () => {
    clock.set('2026-04-01T09:00:00Z');
    const student = await insertStudent(t.ctx, { plan: 'milkshake', first_name: 'Leo' });
    // Unique words so that these mentors are the best fits for this topic.
    const first = await insertMentor(t.ctx, { first_name: 'Ivy', title: 'Marine zoologist aquarium' });
    const second = await insertMentor(t.ctx, { first_name: 'Joe', title: 'Marine zoologist aquarium' });
    const third = await insertMentor(t.ctx, { first_name: 'Kim', title: 'Marine zoologist aquarium' });
    const res = await call('POST', '/api/v1/mentor_sessions/', student.id, {
      topic: 'Marine zoologist aquarium work',
    });
    const id = res.json().id;
    const firstMentor = res.json().mentor;
    expect([first.id, second.id, third.id]).toContain(firstMentor);

    const notYours = await call(
      'POST',
      `/api/v1/mentor_sessions/${id}/decline/`,
      firstMentor === first.id ? second.id : first.id,
    );
    expect(notYours.statusCode).toBe(404);
    const declined = await call('POST', `/api/v1/mentor_sessions/${id}/decline/`, firstMentor);
    expect(declined.statusCode, declined.body).toBe(200);
    const after = (await call('GET', `/api/v1/mentor_sessions/${id}/`, student.id)).json();
    expect(after.status).toBe('matched');
    expect(after.mentor).not.toBe(firstMentor);
    const secondMentor = after.mentor as number;
    const secondEmail = [first, second, third].find((m) => m.id === secondMentor)!.email;
    expect((await outboxTo(t.ctx, student.email)).map((m) => m.subject)).toContain(
      'We are finding you another mentor',
    );

    clock.advance(24 * HOUR);
    expect(await runJobs(t.ctx)).toEqual(['mentorship.response_remind']);
    expect((await outboxTo(t.ctx, secondEmail)).map((m) => m.subject)).toEqual([
      'A student would like a mentorship session',
      'Reminder: a student is waiting for your answer',
    ]);
    clock.advance(24 * HOUR);
    expect(await runJobs(t.ctx)).toEqual(['mentorship.response_timeout']);
    const third3 = (await call('GET', `/api/v1/mentor_sessions/${id}/`, student.id)).json();
    expect(third3.status).toBe('matched');
    expect([firstMentor, secondMentor]).not.toContain(third3.mentor);
    // The timed-out mentor no longer sees it (404).
    expect((await call('GET', `/api/v1/mentor_sessions/${id}/`, secondMentor)).statusCode).toBe(404);
    expect((await events(id)).map((e) => e.action)).toEqual([
      'requested',
      'matched',
      'declined',
      'matched',
      'mentor_reminded',
      'timed_out',
      'matched',
    ]);
    // Nobody left: after the third declines the request waits for an operator.
    await call('POST', `/api/v1/mentor_sessions/${id}/decline/`, third3.mentor);
    expect((await call('GET', `/api/v1/mentor_sessions/${id}/`, student.id)).json()).toMatchObject({
      status: 'requested',
      mentor: null,
    });
  });
});
