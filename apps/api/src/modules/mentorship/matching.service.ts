import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { cancelJobs, enqueueJob } from '../jobs/jobs';
import { pickMentor } from './matching';
import { mails } from './mentorship-mails';
import { shortName } from './presenter';
import { HOUR_MS } from './scheduling';
import { type Actor, changeSession, matchCandidates, type SessionRow, userContact } from './sessions.repo';

/**
 * Matching a request to a mentor and what follows: the mentor is asked, reminded once halfway to
 * the deadline (MENTOR_RESPONSE_HOURS, 48 h by default), and past it the request goes to the next
 * mentor. Runs inside the caller's transaction; mails are returned as `after` steps to send once
 * it has committed.
 */

export type After = (() => Promise<void>)[];

export const RESPONSE_REMIND = 'mentorship.response_remind';
export const RESPONSE_TIMEOUT = 'mentorship.response_timeout';
export const responseJobPrefix = (sessionId: number) => `mentor-response:${sessionId}:`;

/** Assigns `mentorId` (or the best candidate) and schedules the reminder and the timeout. */
export async function matchSession(
  ctx: AppContext,
  db: Database,
  session: SessionRow,
  actor: Actor,
  after: After,
  mentorId?: number,
): Promise<SessionRow> {
  const now = ctx.now();
  let chosen = mentorId;
  if (chosen === undefined) {
    const candidates = await matchCandidates(db);
    const pick = pickMentor(
      candidates,
      { topic: session.topic, careerCode: session.career_code, excludedIds: session.declined_mentor_ids },
      ctx.config.MENTOR_MAX_UNANSWERED,
    );
    chosen = pick?.id;
  }
  if (chosen === undefined) {
    if (session.status !== 'requested' || session.mentor_id !== null)
      return changeSession(
        db,
        session,
        { status: 'requested', mentor_id: null, matched_at: null, response_due_at: null },
        { actor, action: 'unmatched', now },
      );
    return session;
  }
  const dueAt = new Date(now.getTime() + ctx.config.MENTOR_RESPONSE_HOURS * HOUR_MS);
  const row = await changeSession(
    db,
    session,
    { status: 'matched', mentor_id: chosen, matched_at: now, response_due_at: dueAt },
    { actor, action: mentorId === undefined ? 'matched' : 'assigned', now, detail: { mentor_id: chosen } },
  );
  const prefix = `${responseJobPrefix(session.id)}${chosen}:${now.getTime()}:`;
  await enqueueJob(db, {
    kind: RESPONSE_REMIND,
    key: `${prefix}remind`,
    runAt: new Date(now.getTime() + (ctx.config.MENTOR_RESPONSE_HOURS / 2) * HOUR_MS),
    payload: { sessionId: session.id, mentorId: chosen },
  });
  await enqueueJob(db, {
    kind: RESPONSE_TIMEOUT,
    key: `${prefix}timeout`,
    runAt: dueAt,
    payload: { sessionId: session.id, mentorId: chosen },
  });
  const mentor = await userContact(db, chosen);
  const student = await userContact(db, session.student_id);
  if (mentor && student)
    after.push(() =>
      mails.newRequest(
        ctx,
        { email: mentor.email, name: mentor.first_name },
        shortName(student.first_name, student.last_name) ?? '',
        session.topic,
      ),
    );
  return row;
}

/** The mentor declined or did not answer: exclude them, tell the student, ask the next mentor. */
export async function rematchSession(
  ctx: AppContext,
  db: Database,
  session: SessionRow,
  actor: Actor,
  reason: 'declined' | 'timed_out' | 'reassigned' | 'mentor_paused',
  after: After,
  mentorId?: number,
): Promise<SessionRow> {
  const now = ctx.now();
  await cancelJobs(db, responseJobPrefix(session.id), now);
  const declined =
    session.mentor_id !== null && !session.declined_mentor_ids.includes(session.mentor_id)
      ? [...session.declined_mentor_ids, session.mentor_id]
      : session.declined_mentor_ids;
  const released = await changeSession(
    db,
    session,
    {
      status: 'requested',
      mentor_id: null,
      declined_mentor_ids: declined,
      matched_at: null,
      response_due_at: null,
    },
    { actor, action: reason, now, detail: { previous_mentor_id: session.mentor_id } },
  );
  const student = await userContact(db, session.student_id);
  if (student && reason !== 'reassigned')
    after.push(() =>
      mails.lookingForMentor(ctx, { email: student.email, name: student.first_name }, session.topic),
    );
  return matchSession(ctx, db, released, { id: null, kind: 'system' }, after, mentorId);
}
