import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSmtpMailSender, type MailSender } from '../outbox/mail';
import {
  assertNoStudentContact,
  headersFor,
  insertCareer,
  insertMentor,
  insertStudent,
  runJobs,
  settableClock,
} from './testing/mentorship-fixtures';

/** The loop's mails through the real SMTP path: nodemailer → an in-process smtp-server. */
let server: SMTPServer;
const inbox: { to: string[]; mail: ParsedMail }[] = [];
let mail: MailSender;
let t: TestApp;
const clock = settableClock('2026-03-02T12:00:00Z');

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail: parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  mail = createSmtpMailSender({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Pathscoop <hello@pathscoop.test>',
  });
  t = await createTestApp({
    overrides: { mail, now: clock.now },
    env: {
      MEETING_URL_TEMPLATE: 'https://video.example.org/rooms/{room}?lang=en',
      SAFEGUARDING_EMAIL: 'safe@pathscoop.test',
    },
  });
});

afterAll(async () => {
  mail?.close?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const to = (email: string) => inbox.filter((m) => m.to.includes(email)).map((m) => m.mail);
const post = async (url: string, userId: number, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: await headersFor(t.ctx, userId), payload });

describe('mentorship mails over SMTP', () => {
  it('confirmation with a valid .ics for both sides, the guardian notice, the 24 h and 1 h reminders, a concern', async () => {
    const student = await insertStudent(t.ctx, {
      plan: 'sundae',
      first_name: 'Nia',
      last_name: 'Thompson',
      age: 15,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/guardian_contact/',
      headers: await headersFor(t.ctx, student.id),
      payload: { name: 'Grace', email: 'grace.parent@example.net' },
    });
    await insertCareer(t.ctx, '29-1141.00', 'Registered Nurses');
    const mentor = await insertMentor(t.ctx, {
      first_name: 'Omar',
      last_name: 'Haddad',
      careers: ['29-1141.00'],
    });
    const booked = await post('/api/v1/mentor_sessions/', student.id, {
      topic: 'Registered Nurses',
      career_code: '29-1141.00',
    });
    const id = booked.json().id as number;
    expect(booked.json().mentor).toBe(mentor.id);
    await post(`/api/v1/mentor_sessions/${id}/accept/`, mentor.id);
    await post(`/api/v1/mentor_sessions/${id}/offer/`, mentor.id, { times: ['2026-03-06T17:30:00Z'] });
    const picked = await post(`/api/v1/mentor_sessions/${id}/pick/`, student.id, {
      datetime: '2026-03-06T17:30:00Z',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const meetingUrl = picked.json().meeting_url as string;
    expect(meetingUrl).toMatch(/^https:\/\/video\.example\.org\/rooms\/[\w-]+\?lang=en$/);

    for (const email of [student.email, mentor.email]) {
      const confirmation = to(email).find((m) => m.subject === 'Your mentorship session is booked');
      expect(confirmation, email).toBeDefined();
      expect(confirmation!.text).toContain(meetingUrl);
      const ics = confirmation!.attachments.find((a) => a.filename === 'mentorship-session.ics');
      expect(ics?.contentType).toBe('text/calendar');
      const parsed = ical.sync.parseICS(ics!.content.toString('utf8'));
      const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
      expect(events).toHaveLength(1);
      expect(events[0]!.start.toISOString()).toBe('2026-03-06T17:30:00.000Z');
      expect(events[0]!.end?.toISOString()).toBe('2026-03-06T18:15:00.000Z');
      expect(events[0]!.uid).toBe(`mentor-session-${id}@pathscoop`);
      expect(String(events[0]!.location)).toBe(meetingUrl);
      expect(String(events[0]!.summary)).toBe('Pathscoop mentorship session: Registered Nurses');
    }
    const mentorMails = JSON.stringify(
      to(mentor.email).map((m) => [m.subject, m.text, m.attachments.map((a) => a.content.toString())]),
    );
    assertNoStudentContact(mentorMails, student);
    expect(mentorMails).toContain('Nia T.');

    const notice = to('grace.parent@example.net');
    expect(notice.map((m) => m.subject)).toEqual(['Nia booked a mentorship session on Pathscoop']);
    expect(notice[0]!.text).toContain('Omar H.');
    expect(notice[0]!.text).toContain('safe@pathscoop.test');

    clock.set('2026-03-05T17:30:00Z');
    await runJobs(t.ctx);
    clock.set('2026-03-06T16:30:00Z');
    await runJobs(t.ctx);
    await runJobs(t.ctx);
    for (const email of [student.email, mentor.email])
      expect(
        to(email)
          .filter((m) => /tomorrow|in an hour/.test(m.subject ?? ''))
          .map((m) => m.subject),
      ).toEqual(['Your mentorship session is tomorrow', 'Your mentorship session starts in an hour']);

    const concern = await post(`/api/v1/mentor_sessions/${id}/concern/`, student.id, {
      message: 'The mentor asked for my phone number.',
    });
    expect(concern.statusCode, concern.body).toBe(200);
    const safeguarding = to('safe@pathscoop.test');
    expect(safeguarding[0]!.subject).toBe(`Safeguarding concern #${concern.json().id} on session #${id}`);
    expect(safeguarding[0]!.text).toContain('The mentor asked for my phone number.');
  });

  it('issue 24 #11: every mail and .ics shows the recipient own time zone, named', async () => {
    clock.set('2026-03-02T12:00:00Z');
    await insertCareer(t.ctx, '15-1255.00', 'Video Game Designers');
    const mentor = await insertMentor(t.ctx, {
      first_name: 'Lena',
      last_name: 'Park',
      careers: ['15-1255.00'],
      timezone: 'America/Los_Angeles',
    });
    const at = '2026-03-06T17:30:00Z';
    const book = async (student: { id: number }, zone?: string) => {
      const headers = { ...(await headersFor(t.ctx, student.id)), ...(zone ? { 'x-time-zone': zone } : {}) };
      const req = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mentor_sessions/',
        headers,
        payload: { topic: 'Making games', career_code: '15-1255.00' },
      });
      expect(req.json().mentor, req.body).toBe(mentor.id);
      const id = req.json().id as number;
      await post(`/api/v1/mentor_sessions/${id}/accept/`, mentor.id);
      await post(`/api/v1/mentor_sessions/${id}/offer/`, mentor.id, { times: [at] });
      const picked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/mentor_sessions/${id}/pick/`,
        headers,
        payload: { datetime: at },
      });
      expect(picked.statusCode, picked.body).toBe(200);
    };
    // An Ohio student (address state OH) whose browser said nothing: Eastern time, from the address.
    const ohio = await insertStudent(t.ctx, { plan: 'sundae', first_name: 'Ava', last_name: 'Stone' });
    await t.ctx.db
      .updateTable('guardian_contacts')
      .set({ email: 'ava.parent@example.net' })
      .where('user_id', '=', ohio.id)
      .execute();
    await book(ohio);
    const eastern = 'Friday, March 6, 2026 at 12:30 PM EST (America/New York)';
    const offered = to(ohio.email).find((m) => m.subject === 'Pick a time for your mentorship session');
    expect(offered?.text).toContain(eastern);
    const booked = to(ohio.email).find((m) => m.subject === 'Your mentorship session is booked');
    expect(booked?.text).toContain(eastern);
    expect(booked?.text).not.toContain('UTC');
    const ics = booked!.attachments
      .find((a) => a.filename === 'mentorship-session.ics')!
      .content.toString('utf8');
    expect(ics).toContain('X-WR-TIMEZONE:America/New_York');
    const event = Object.values(ical.sync.parseICS(ics)).find((c): c is VEvent => c?.type === 'VEVENT')!;
    expect(event.start.toISOString()).toBe('2026-03-06T17:30:00.000Z');
    expect(String(event.description)).toContain(eastern);
    expect(to('ava.parent@example.net').at(-1)?.text).toContain(eastern);
    // The Seattle mentor reads Pacific time, in the mail and the .ics.
    const mentorMail = to(mentor.email).filter((m) => m.subject === 'Your mentorship session is booked');
    const pacific = 'Friday, March 6, 2026 at 9:30 AM PST (America/Los Angeles)';
    expect(mentorMail.at(-1)?.text).toContain(pacific);
    expect(mentorMail.at(-1)?.attachments[0]?.content.toString('utf8')).toContain(
      'X-WR-TIMEZONE:America/Los_Angeles',
    );
    // A student whose browser reports Chicago: Central time, kept for the reminders too.
    const chicago = await insertStudent(t.ctx, { plan: 'sundae', first_name: 'Eli', last_name: 'Moss' });
    await book(chicago, 'America/Chicago');
    const central = 'Friday, March 6, 2026 at 11:30 AM CST (America/Chicago)';
    expect(to(chicago.email).find((m) => m.subject === 'Your mentorship session is booked')?.text).toContain(
      central,
    );
    clock.set('2026-03-05T17:30:00Z');
    await runJobs(t.ctx);
    expect(
      to(chicago.email).find((m) => m.subject === 'Your mentorship session is tomorrow')?.text,
    ).toContain(central);
    // A made-up zone in the header is ignored (the address decides).
    const odd = await insertStudent(t.ctx, { plan: 'sundae', first_name: 'Kai', last_name: 'Lund' });
    clock.set('2026-03-02T12:00:00Z');
    await book(odd, 'Mars/Olympus_Mons');
    expect(
      (await t.ctx.db.selectFrom('users').select('time_zone').where('id', '=', odd.id).executeTakeFirst())
        ?.time_zone,
    ).toBeNull();
  });
});
