import type { AppContext } from '../../context';
import { buildInvitation, mails } from './mentorship-mails';
import { shortName } from './presenter';
import { memberTimeZone } from './recipient-time-zone';
import { mentorProfile, type SessionRow, userContact } from './sessions.repo';

/** Once a time is picked: both sides get the .ics invitation; an under-18's guardian a notice. */
export async function sendConfirmations(ctx: AppContext, s: SessionRow) {
  if (!s.scheduled_at || !s.mentor_id || !s.meeting_url) return;
  const student = await userContact(ctx.db, s.student_id);
  const mentor = await userContact(ctx.db, s.mentor_id);
  if (!student || !mentor) return;
  const profile = await mentorProfile(ctx.db, mentor.id);
  const studentName = shortName(student.first_name, student.last_name) ?? '';
  const mentorName = shortName(mentor.first_name, mentor.last_name) ?? '';
  // Issue 24 #11: each side reads the time in their own zone, named.
  const studentZone = memberTimeZone(student);
  const mentorZone = profile?.timezone ?? memberTimeZone(mentor);
  const invitation = (counterpart: string, timeZone: string) =>
    buildInvitation({
      timeZone,
      sessionId: s.id,
      topic: s.topic,
      start: s.scheduled_at!,
      minutes: ctx.config.MENTOR_SESSION_MINUTES,
      meetingUrl: s.meeting_url!,
      counterpart,
    });
  await mails.confirmed(
    ctx,
    { email: student.email, name: student.first_name, timeZone: studentZone },
    mentorName,
    s.topic,
    s.scheduled_at,
    s.meeting_url,
    invitation(mentorName, studentZone),
  );
  await mails.confirmed(
    ctx,
    { email: mentor.email, name: mentor.first_name, timeZone: mentorZone },
    studentName,
    s.topic,
    s.scheduled_at,
    s.meeting_url,
    invitation(studentName, mentorZone),
  );
  if (student.guardian_email && (student.age === null || student.age < 18))
    await mails.guardianNotice(
      ctx,
      { email: student.guardian_email, name: student.guardian_name ?? '', timeZone: studentZone },
      student.first_name,
      mentorName,
      s.topic,
      s.scheduled_at,
    );
}
