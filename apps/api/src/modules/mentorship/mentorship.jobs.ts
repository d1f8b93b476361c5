import type { AppContext } from '../../context';
import type { JobHandlers } from '../jobs/jobs';
import { parentSummaryJobHandlers } from '../parents/parent-summary';
import { retentionJobHandlers } from '../privacy/retention';
import { type After, RESPONSE_REMIND, RESPONSE_TIMEOUT, rematchSession } from './matching.service';
import { mails } from './mentorship-mails';
import { shortName } from './presenter';
import { memberTimeZone } from './recipient-time-zone';
import { lockSession, mentorProfile, recordEvent, userContact } from './sessions.repo';
import { REMINDER } from './sessions.service';

/**
 * The loop's durable jobs (modules/jobs): each checks that the session is still in the state it
 * was scheduled for, so a job made stale by a later change (accepted, rescheduled, cancelled) does
 * nothing. The job row is marked done in the same transaction, so each runs once.
 */
export function mentorshipJobHandlers(): JobHandlers {
  return {
    async [RESPONSE_REMIND](ctx, payload, db) {
      const s = await lockSession(db, Number(payload.sessionId));
      if (s?.status !== 'matched' || s.mentor_id !== Number(payload.mentorId)) return;
      const mentor = await userContact(db, s.mentor_id);
      const student = await userContact(db, s.student_id);
      if (!mentor || !student) return;
      await recordEvent(db, s.id, s.status, s.status, {
        actor: { id: null, kind: 'system' },
        action: 'mentor_reminded',
        now: ctx.now(),
      });
      await mails.responseReminder(
        ctx,
        { email: mentor.email, name: mentor.first_name },
        shortName(student.first_name, student.last_name) ?? '',
        s.topic,
      );
    },
    async [RESPONSE_TIMEOUT](ctx, payload, db) {
      const s = await lockSession(db, Number(payload.sessionId));
      if (s?.status !== 'matched' || s.mentor_id !== Number(payload.mentorId)) return;
      const after: After = [];
      await rematchSession(ctx, db, s, { id: null, kind: 'system' }, 'timed_out', after);
      for (const step of after) await step();
    },
    async [REMINDER](ctx, payload, db) {
      const s = await lockSession(db, Number(payload.sessionId));
      const which = payload.which === '1h' ? '1h' : '24h';
      if (s?.status !== 'scheduled' || !s.scheduled_at || !s.mentor_id || !s.meeting_url) return;
      if (s.scheduled_at.toISOString() !== payload.scheduledAt) return;
      const student = await userContact(db, s.student_id);
      const mentor = await userContact(db, s.mentor_id);
      if (!student || !mentor) return;
      const profile = await mentorProfile(db, mentor.id);
      await recordEvent(db, s.id, s.status, s.status, {
        actor: { id: null, kind: 'system' },
        action: `reminder_${which}`,
        now: ctx.now(),
      });
      await mails.reminder(
        ctx,
        { email: student.email, name: student.first_name, timeZone: memberTimeZone(student) },
        shortName(mentor.first_name, mentor.last_name) ?? '',
        s.topic,
        s.scheduled_at,
        s.meeting_url,
        which,
      );
      await mails.reminder(
        ctx,
        {
          email: mentor.email,
          name: mentor.first_name,
          timeZone: profile?.timezone ?? memberTimeZone(mentor),
        },
        shortName(student.first_name, student.last_name) ?? '',
        s.topic,
        s.scheduled_at,
        s.meeting_url,
        which,
      );
    },
  };
}

/** Every module's job handlers (one list for the worker in server.ts and for tests). */
export function allJobHandlers(): JobHandlers {
  return { ...mentorshipJobHandlers(), ...retentionJobHandlers(), ...parentSummaryJobHandlers() };
}
export type { AppContext };
