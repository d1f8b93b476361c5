import { createEvent } from 'ics';
import type { AppContext } from '../../context';
import type { MailAttachmentInput } from '../outbox/mail';
import { formatInZone } from './recipient-time-zone';

/**
 * The mails of the loop. Each goes through ctx.mail (the outbox by default, SMTP when configured).
 * A mentor's mails name the student by first name and last initial only; nobody's e-mail address
 * appears in another person's mail (all contact goes through Pathscoop and the meeting link).
 */

/** A recipient; `timeZone` (IANA) is theirs (issue 24 #11: recipient-time-zone.ts), UTC when unknown. */
export type Person = { email: string; name: string; timeZone?: string };

const formatWhen = (at: Date, timeZone = 'UTC') => formatInZone(at, timeZone);

const sessionsLink = (ctx: AppContext) => `${ctx.config.PUBLIC_URL}/profile/sessions`;

/** An .ics invitation (RFC 5545) made by the `ics` library; UID stable per session and time. */
export function buildInvitation(input: {
  sessionId: number;
  topic: string;
  start: Date;
  minutes: number;
  meetingUrl: string;
  counterpart: string;
  /** The recipient's zone: named in the description and as X-WR-TIMEZONE (the instants stay UTC). */
  timeZone?: string;
  sequence?: number;
  cancelled?: boolean;
}): MailAttachmentInput {
  const zone = input.timeZone ?? 'UTC';
  const { error, value } = createEvent({
    uid: `mentor-session-${input.sessionId}@pathscoop`,
    sequence: input.sequence ?? 0,
    method: input.cancelled ? 'CANCEL' : 'PUBLISH',
    productId: 'pathscoop/mentorship',
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.minutes },
    title: `Pathscoop mentorship session: ${input.topic}`,
    description: `A one-to-one mentorship session with ${input.counterpart} about "${input.topic}" on ${formatWhen(input.start, zone)}. Join: ${input.meetingUrl}`,
    location: input.meetingUrl,
    url: input.meetingUrl,
    status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [
      { action: 'display', description: 'Mentorship session', trigger: { minutes: 15, before: true } },
    ],
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  // The calendar's display zone for clients that honour it (RFC 7986 has none; X-WR-TIMEZONE is the
  // widely read extension). DTSTART stays an unambiguous UTC instant.
  const content = value.replace(/(\r?\n)BEGIN:VEVENT/, `$1X-WR-TIMEZONE:${zone}$1BEGIN:VEVENT`);
  return { filename: 'mentorship-session.ics', contentType: 'text/calendar; charset=utf-8', content };
}

export async function sendMail(
  ctx: AppContext,
  to: string,
  subject: string,
  lines: string[],
  attachments?: MailAttachmentInput[],
) {
  await ctx.mail.send({ to, subject, text: `${lines.join('\n\n')}\n\n— The Pathscoop team`, attachments });
}

export const mails = {
  newRequest: (ctx: AppContext, mentor: Person, student: string, topic: string) =>
    sendMail(ctx, mentor.email, 'A student would like a mentorship session', [
      `Hi ${mentor.name},`,
      `${student} asked for a session about "${topic}". Please accept or decline within ${ctx.config.MENTOR_RESPONSE_HOURS} hours: ${sessionsLink(ctx)}`,
    ]),
  responseReminder: (ctx: AppContext, mentor: Person, student: string, topic: string) =>
    sendMail(ctx, mentor.email, 'Reminder: a student is waiting for your answer', [
      `Hi ${mentor.name},`,
      `${student} is still waiting to hear whether you can take the session about "${topic}". If we do not hear from you, we will ask another mentor. Answer here: ${sessionsLink(ctx)}`,
    ]),
  lookingForMentor: (ctx: AppContext, student: Person, topic: string) =>
    sendMail(ctx, student.email, 'We are finding you another mentor', [
      `Hi ${student.name},`,
      `The mentor we first asked about "${topic}" cannot take your session, so we are asking someone else. You do not need to do anything; we will write again as soon as a mentor accepts.`,
    ]),
  accepted: (ctx: AppContext, student: Person, mentor: string, topic: string) =>
    sendMail(ctx, student.email, 'Your mentor accepted your request', [
      `Hi ${student.name},`,
      `${mentor} accepted your request about "${topic}" and will offer you a few times to choose from: ${sessionsLink(ctx)}`,
    ]),
  timesOffered: (ctx: AppContext, student: Person, mentor: string, times: Date[]) =>
    sendMail(ctx, student.email, 'Pick a time for your mentorship session', [
      `Hi ${student.name},`,
      `${mentor} offered these times:\n${times.map((t) => `- ${formatWhen(t, student.timeZone)}`).join('\n')}`,
      `Pick one on your Sessions page: ${sessionsLink(ctx)}`,
    ]),
  confirmed: (
    ctx: AppContext,
    to: Person,
    counterpart: string,
    topic: string,
    at: Date,
    meetingUrl: string,
    invitation: MailAttachmentInput,
  ) =>
    sendMail(
      ctx,
      to.email,
      'Your mentorship session is booked',
      [
        `Hi ${to.name},`,
        `Your session with ${counterpart} about "${topic}" is on ${formatWhen(at, to.timeZone)}.`,
        `Join with this link at that time: ${meetingUrl}`,
        'The attached invitation adds it to your calendar. If you need to move or cancel it, use your Sessions page.',
      ],
      [invitation],
    ),
  guardianNotice: (
    ctx: AppContext,
    guardian: Person,
    studentFirst: string,
    mentor: string,
    topic: string,
    at: Date,
  ) =>
    sendMail(ctx, guardian.email, `${studentFirst} booked a mentorship session on Pathscoop`, [
      `Hello${guardian.name ? ` ${guardian.name}` : ''},`,
      `${studentFirst} booked a one-to-one video session with ${mentor}, a vetted Pathscoop mentor, about "${topic}" on ${formatWhen(at, guardian.timeZone)}.`,
      `Mentors on Pathscoop are identity-checked, background-checked and safeguarding-trained, and never receive a student's contact details. If anything worries you, write to ${ctx.config.SAFEGUARDING_EMAIL}.`,
    ]),
  reminder: (
    ctx: AppContext,
    to: Person,
    counterpart: string,
    topic: string,
    at: Date,
    meetingUrl: string,
    which: '24h' | '1h',
  ) =>
    sendMail(
      ctx,
      to.email,
      which === '24h' ? 'Your mentorship session is tomorrow' : 'Your mentorship session starts in an hour',
      [
        `Hi ${to.name},`,
        `Reminder: your session with ${counterpart} about "${topic}" is on ${formatWhen(at, to.timeZone)}.`,
        `Join here: ${meetingUrl}`,
      ],
    ),
  cancelled: (ctx: AppContext, to: Person, by: string, topic: string, returned: boolean) =>
    sendMail(ctx, to.email, 'A mentorship session was cancelled', [
      `Hi ${to.name},`,
      `${by} cancelled the session about "${topic}".${returned ? ' It does not count against your plan.' : ''}`,
      `Your Sessions page has the details: ${sessionsLink(ctx)}`,
    ]),
  rescheduling: (ctx: AppContext, to: Person, by: string, topic: string) =>
    sendMail(ctx, to.email, 'A mentorship session needs a new time', [
      `Hi ${to.name},`,
      `${by} asked to move the session about "${topic}". The mentor will offer new times and you will get a new invitation: ${sessionsLink(ctx)}`,
    ]),
  concern: (ctx: AppContext, concernId: number, sessionId: number, reporterRole: string, message: string) =>
    sendMail(
      ctx,
      ctx.config.SAFEGUARDING_EMAIL,
      `Safeguarding concern #${concernId} on session #${sessionId}`,
      [
        `A ${reporterRole} reported a concern about mentorship session #${sessionId}:`,
        message,
        `Review it in the back office: ${ctx.config.PUBLIC_URL}/backoffice`,
      ],
    ),
};
