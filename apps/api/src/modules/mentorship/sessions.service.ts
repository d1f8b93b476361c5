import { randomBytes } from 'node:crypto';
import { GUARDIAN_REQUIRED_CODE, MENTORSHIP_MESSAGES, type MentorSession } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { claimIdempotencyKey, type IdempotencyClaim } from '../idempotency/idempotency';
import { cancelJobs, enqueueJob } from '../jobs/jobs';
import { loadEntitlements } from '../pricing/entitlements';
import { sessionsRemaining } from './allowance';
import { sendConfirmations } from './confirmations';
import { type After, matchSession, rematchSession, responseJobPrefix } from './matching.service';
import { mails } from './mentorship-mails';
import { presentSession, shortName } from './presenter';
import { acceptedTimeZone, memberTimeZone } from './recipient-time-zone';
import { cancellationReturnsSession, offeredTimeProblem, reminderTimes } from './scheduling';
import {
  ACTIVE_STATUSES,
  type Actor,
  allowanceUsage,
  changeSession,
  lockSession,
  mentorProfile,
  type SessionRow,
  type SessionView,
  sessionsWithPeople,
  userContact,
} from './sessions.repo';

/**
 * The session lifecycle (docs/mentorship.md): requested → matched → accepted → offered →
 * scheduled → held, or cancelled. Each change runs in a transaction on the locked row, is recorded
 * with who/what/when, and its mails go out after the commit.
 */

export const REMINDER = 'mentorship.reminder';
export const reminderPrefix = (sessionId: number) => `reminder:${sessionId}:`;

export const viewerOf = (user: CurrentUser) => (user.role === 'Mentor' ? 'mentor' : 'student');
const actorOf = (user: CurrentUser): Actor => ({ id: user.id, kind: viewerOf(user) });

const conflict = (detail: string) => new AppError(409, { detail });

export async function present(ctx: AppContext, id: number, user: CurrentUser): Promise<MentorSession> {
  const row = (await sessionsWithPeople(ctx.db)
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow()) as SessionView;
  return presentSession(row, viewerOf(user), ctx.now());
}

/** Runs `change` on the session locked in a transaction; 404 unless `user` is its student or mentor. */
export async function withSession(
  ctx: AppContext,
  user: CurrentUser | null,
  id: number,
  change: (db: Database, session: SessionRow, after: After) => Promise<unknown>,
): Promise<void> {
  const after: After = [];
  await ctx.db.transaction().execute(async (tx) => {
    const session = await lockSession(tx, id);
    if (!session || (user && session.student_id !== user.id && session.mentor_id !== user.id))
      throw notFound();
    await change(tx, session, after);
  });
  for (const step of after) await step();
}

function requireSide(user: CurrentUser, session: SessionRow, side: 'student' | 'mentor') {
  const id = side === 'student' ? session.student_id : session.mentor_id;
  if (id !== user.id) throw forbidden(`Only the session's ${side} can do this.`);
}

function requireStatus(session: SessionRow, ...statuses: SessionRow['status'][]) {
  if (!statuses.includes(session.status))
    throw conflict(`This session is ${session.status}; that step is not possible now.`);
}

export async function listSessions(ctx: AppContext, user: CurrentUser, page: number, perPage: number) {
  const mine = (q: ReturnType<typeof sessionsWithPeople>) =>
    user.role === 'Mentor' ? q.where('s.mentor_id', '=', user.id) : q.where('s.student_id', '=', user.id);
  const count = await ctx.db
    .selectFrom('mentor_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(user.role === 'Mentor' ? 'mentor_id' : 'student_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const rows = (await mine(sessionsWithPeople(ctx.db))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute()) as SessionView[];
  const url = (p: number) => `${ctx.config.PUBLIC_URL}/api/v1/mentor_sessions/?page=${p}&per_page=${perPage}`;
  return {
    count: Number(count.n),
    next: page * perPage < Number(count.n) ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results: rows.map((r) => presentSession(r, viewerOf(user), ctx.now())),
  };
}

export async function getSession(ctx: AppContext, user: CurrentUser, id: number) {
  const row = (await sessionsWithPeople(ctx.db).where('s.id', '=', id).executeTakeFirst()) as
    | SessionView
    | undefined;
  if (!row || (row.student_id !== user.id && row.mentor_id !== user.id)) throw notFound();
  return presentSession(row, viewerOf(user), ctx.now());
}

/** Issue 24 #11: keep the zone the member's browser reports (header X-Time-Zone) for their mail. */
export async function rememberTimeZone(ctx: AppContext, userId: number, header: unknown) {
  const zone = acceptedTimeZone(header);
  if (!zone) return;
  await ctx.db
    .updateTable('users')
    .set({ time_zone: zone })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('time_zone', 'is', null), eb('time_zone', '!=', zone)]))
    .execute();
}

/**
 * Issue 24 #12: an under-18 (or a student whose age we do not know) books a 1:1 video call only
 * with a parent or guardian on file, who gets the notice Profile Info promises. 403 with
 * `code: guardian_required` and the reason; the web app then asks for the contact and retries.
 */
async function requireGuardianForMinor(ctx: AppContext, userId: number) {
  const me = await userContact(ctx.db, userId);
  if (!me || me.guardian_email) return;
  if (me.age === null || me.age < 18)
    throw new AppError(403, { detail: MENTORSHIP_MESSAGES.guardianRequired, code: GUARDIAN_REQUIRED_CODE });
}

/** POST mentor_sessions/ (and booking from a career): 403 {detail} without an allowance left. */
export async function requestSession(
  ctx: AppContext,
  user: CurrentUser,
  input: { topic: string; datetime?: string | null; career_code?: string | null },
  claim?: IdempotencyClaim,
): Promise<MentorSession> {
  if (user.role !== 'Student') throw forbidden('Only students can request mentorship sessions.');
  const now = ctx.now();
  const entitlements = await loadEntitlements(ctx.db, user.id, now);
  if (entitlements.mentorSessionsPerYear === 0) throw forbidden(MENTORSHIP_MESSAGES.noAllowance);
  await requireGuardianForMinor(ctx, user.id);
  if (input.career_code) {
    const known = await ctx.db
      .selectFrom('careers')
      .select('code')
      .where('code', '=', input.career_code)
      .executeTakeFirst();
    if (!known) throw badRequest('career_code', 'Unknown career.');
  }
  const preferred = input.datetime ? new Date(input.datetime) : null;
  if (preferred && preferred.getTime() < now.getTime())
    throw badRequest('datetime', 'Choose a preferred time in the future.');
  const after: After = [];
  const id = await ctx.db.transaction().execute(async (tx) => {
    // One request at a time per student: the allowance check and the insert cannot interleave.
    await tx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const usage = await allowanceUsage(tx, user.id);
    if (sessionsRemaining({ perYear: entitlements.mentorSessionsPerYear, ...usage, now }) <= 0)
      throw forbidden(MENTORSHIP_MESSAGES.allowanceUsed);
    const row = await tx
      .insertInto('mentor_sessions')
      .values({
        student_id: user.id,
        topic: input.topic,
        career_code: input.career_code ?? null,
        status: 'requested',
        preferred_at: preferred,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('mentor_session_events')
      .values({
        session_id: row.id,
        actor_id: user.id,
        actor: 'student',
        action: 'requested',
        to_status: 'requested',
        detail: JSON.stringify({ career_code: row.career_code, source: entitlements.source }),
        created_at: now,
      })
      .execute();
    await matchSession(ctx, tx, row, { id: null, kind: 'system' }, after);
    // With an Idempotency-Key: stored with the session (a resend answers this session).
    await claimIdempotencyKey(tx, claim, { resourceId: row.id });
    return row.id;
  });
  for (const step of after) await step();
  return present(ctx, id, user);
}

export async function acceptSession(ctx: AppContext, user: CurrentUser, id: number) {
  await withSession(ctx, user, id, async (db, s, after) => {
    requireSide(user, s, 'mentor');
    requireStatus(s, 'matched');
    await cancelJobs(db, responseJobPrefix(s.id), ctx.now());
    await changeSession(
      db,
      s,
      { status: 'accepted', response_due_at: null },
      { actor: actorOf(user), action: 'accepted', now: ctx.now() },
    );
    const student = await userContact(db, s.student_id);
    if (student)
      after.push(() =>
        mails.accepted(
          ctx,
          { email: student.email, name: student.first_name },
          shortName(user.first_name, user.last_name)!,
          s.topic,
        ),
      );
  });
  return present(ctx, id, user);
}

export async function declineSession(ctx: AppContext, user: CurrentUser, id: number) {
  await withSession(ctx, user, id, async (db, s, after) => {
    requireSide(user, s, 'mentor');
    requireStatus(s, 'matched');
    await rematchSession(ctx, db, s, actorOf(user), 'declined', after);
  });
  return { detail: 'Thanks for letting us know. We will ask another mentor.' };
}

export async function offerTimes(ctx: AppContext, user: CurrentUser, id: number, times: Date[]) {
  const profile = await mentorProfile(ctx.db, user.id);
  const now = ctx.now();
  for (const t of times) {
    const problem = offeredTimeProblem(
      t,
      now,
      ctx.config.MENTOR_SESSION_MINUTES,
      profile?.availability ?? [],
      profile?.timezone ?? 'UTC',
    );
    if (problem) throw badRequest('times', problem);
  }
  const unique = [...new Set(times.map((t) => t.getTime()))].sort().map((t) => new Date(t));
  await withSession(ctx, user, id, async (db, s, after) => {
    requireSide(user, s, 'mentor');
    requireStatus(s, 'accepted', 'offered');
    await changeSession(
      db,
      s,
      { status: 'offered', offered_times: unique },
      { actor: actorOf(user), action: 'offered_times', now, detail: { times: unique } },
    );
    const student = await userContact(db, s.student_id);
    if (student)
      after.push(() =>
        mails.timesOffered(
          ctx,
          { email: student.email, name: student.first_name, timeZone: memberTimeZone(student) },
          shortName(user.first_name, user.last_name)!,
          unique,
        ),
      );
  });
  return present(ctx, id, user);
}

export function meetingUrl(ctx: AppContext, sessionId: number): string {
  const room = `${sessionId}-${randomBytes(9).toString('base64url')}`;
  return ctx.config.MEETING_URL_TEMPLATE.replace('{room}', encodeURIComponent(room));
}

/** The student picks one of the offered times: the session is scheduled and one allowance used. */
export async function pickTime(ctx: AppContext, user: CurrentUser, id: number, at: Date) {
  const now = ctx.now();
  await withSession(ctx, user, id, async (db, s, after) => {
    requireSide(user, s, 'student');
    requireStatus(s, 'offered');
    if (!s.offered_times.some((t) => t.getTime() === at.getTime()))
      throw badRequest('datetime', 'Pick one of the times your mentor offered.');
    if (at.getTime() <= now.getTime())
      throw badRequest('datetime', 'That time has passed. Ask your mentor for new times.');
    const url = s.meeting_url ?? meetingUrl(ctx, s.id);
    const row = await changeSession(
      db,
      s,
      { status: 'scheduled', scheduled_at: at, meeting_url: url, entitlement_used_at: now },
      { actor: actorOf(user), action: 'scheduled', now, detail: { scheduled_at: at.toISOString() } },
    );
    await scheduleReminders(db, row, now);
    after.push(() => sendConfirmations(ctx, row));
  });
  return present(ctx, id, user);
}

export async function scheduleReminders(db: Database, s: SessionRow, now: Date) {
  if (!s.scheduled_at) return;
  for (const r of reminderTimes(s.scheduled_at, now))
    await enqueueJob(db, {
      kind: REMINDER,
      key: `${reminderPrefix(s.id)}${s.scheduled_at.toISOString()}:${r.which}`,
      runAt: r.at,
      payload: { sessionId: s.id, scheduledAt: s.scheduled_at.toISOString(), which: r.which },
    });
}

/** Either side cancels; more than 24 h before (or before scheduling) the allowance comes back. */
export async function cancelSession(ctx: AppContext, user: CurrentUser, id: number) {
  const now = ctx.now();
  await withSession(ctx, user, id, async (db, s, after) => {
    requireStatus(s, ...ACTIVE_STATUSES);
    const returned = cancellationReturnsSession(s.scheduled_at, now);
    await cancelJobs(db, reminderPrefix(s.id), now);
    await cancelJobs(db, responseJobPrefix(s.id), now);
    await changeSession(
      db,
      s,
      {
        status: 'cancelled',
        cancelled_at: now,
        cancelled_by: user.id,
        ...(returned ? { entitlement_used_at: null } : {}),
      },
      { actor: actorOf(user), action: 'cancelled', now, detail: { allowance_returned: returned } },
    );
    const otherId = user.id === s.student_id ? s.mentor_id : s.student_id;
    const other = otherId ? await userContact(db, otherId) : undefined;
    if (other)
      after.push(() =>
        mails.cancelled(
          ctx,
          { email: other.email, name: other.first_name },
          shortName(user.first_name, user.last_name) ?? '',
          s.topic,
          returned && otherId === s.student_id,
        ),
      );
  });
  return present(ctx, id, user);
}

/** Either side asks for a new time: back to 'accepted' (the mentor offers again), reminders dropped. */
export async function rescheduleSession(ctx: AppContext, user: CurrentUser, id: number) {
  const now = ctx.now();
  await withSession(ctx, user, id, async (db, s, after) => {
    requireStatus(s, 'scheduled', 'offered');
    await cancelJobs(db, reminderPrefix(s.id), now);
    const returned = cancellationReturnsSession(s.scheduled_at, now);
    await changeSession(
      db,
      s,
      {
        status: 'accepted',
        scheduled_at: null,
        offered_times: [],
        ...(returned ? { entitlement_used_at: null } : {}),
      },
      { actor: actorOf(user), action: 'reschedule_requested', now },
    );
    const otherId = user.id === s.student_id ? s.mentor_id : s.student_id;
    const other = otherId ? await userContact(db, otherId) : undefined;
    if (other)
      after.push(() =>
        mails.rescheduling(
          ctx,
          { email: other.email, name: other.first_name },
          shortName(user.first_name, user.last_name)!,
          s.topic,
        ),
      );
  });
  return present(ctx, id, user);
}

export async function markHeld(ctx: AppContext, user: CurrentUser, id: number) {
  const now = ctx.now();
  await withSession(ctx, user, id, async (db, s) => {
    requireSide(user, s, 'mentor');
    requireStatus(s, 'scheduled');
    if (s.scheduled_at && s.scheduled_at.getTime() > now.getTime())
      throw conflict('The session has not started yet.');
    await cancelJobs(db, reminderPrefix(s.id), now);
    await changeSession(
      db,
      s,
      { status: 'held', held_at: now },
      { actor: actorOf(user), action: 'held', now },
    );
  });
  return present(ctx, id, user);
}

export async function rateSession(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  rating: number,
  comment?: string,
) {
  const now = ctx.now();
  await withSession(ctx, user, id, async (db, s) => {
    requireSide(user, s, 'student');
    requireStatus(s, 'held');
    await changeSession(
      db,
      s,
      { rating, rating_comment: comment?.trim() ?? '' },
      { actor: actorOf(user), action: 'rated', now, detail: { rating } },
    );
  });
  return present(ctx, id, user);
}
