import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { type After, matchSession, rematchSession } from '../mentorship/matching.service';
import { sendMail } from '../mentorship/mentorship-mails';
import { ensureMentorProfile, lockSession } from '../mentorship/sessions.repo';
import { recordAudit } from './audit';
import { isBackofficeAccount } from './permissions';

/**
 * The operators' back office (docs/mentorship.md "Operators"): vetting mentors, assigning
 * requests, handling concerns. Every action is written to audit_log (who, what, when).
 */

/** Who acts and from which request (the back-office guard's access, see permissions.ts). */
export type Actor = { user: Pick<CurrentUser, 'id'>; requestId: string };

async function audit(
  db: Database,
  actor: Actor,
  action: string,
  targetType: string,
  targetId: number,
  now: Date,
  after: Record<string, unknown> = {},
  before?: Record<string, unknown>,
) {
  await recordAudit(db, {
    actorId: actor.user.id,
    action,
    targetType,
    targetId,
    before,
    after,
    requestId: actor.requestId,
    at: now,
  });
}

/** node-postgres reads a `date` as a Date at local midnight: back to 'YYYY-MM-DD'. */
function dateOnly(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!(value instanceof Date)) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export async function listMentorsForVetting(
  ctx: AppContext,
  status: 'pending' | 'vetted' | 'rejected' | 'paused',
) {
  const rows = await ctx.db
    .selectFrom('users as u')
    .leftJoin('mentor_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('industries as i', 'i.id', 'u.industry_id')
    .leftJoin('backoffice_accounts as o', 'o.user_id', 'u.id')
    .where('u.role', '=', 'Mentor')
    .where('o.user_id', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('p.vetting_status', eb.val('pending')), '=', status))
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.title',
      'u.social_url',
      'u.about_me',
      'i.name as industry',
      'u.created_at',
      'p.vetting_status',
      'p.status_reason',
      'p.identity_checked_on',
      'p.background_checked_on',
      'p.safeguarding_trained_on',
    ])
    .orderBy('u.created_at')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    ...r,
    identity_checked_on: dateOnly(r.identity_checked_on),
    background_checked_on: dateOnly(r.background_checked_on),
    safeguarding_trained_on: dateOnly(r.safeguarding_trained_on),
    industry: r.industry ?? null,
    vetting_status: r.vetting_status ?? 'pending',
    status_reason: r.status_reason ?? '',
    created_at: r.created_at.toISOString(),
  }));
}

async function mentorUser(db: Database, id: number) {
  const u = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  // A back-office account is never a mentor (it cannot be vetted, so never matched or listed).
  if (u?.role !== 'Mentor' || (await isBackofficeAccount(db, id))) throw notFound();
  return u;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

export async function vetMentor(
  ctx: AppContext,
  operator: Actor,
  mentorId: number,
  dates: { identity_checked_on: string; background_checked_on: string; safeguarding_trained_on: string },
) {
  const now = ctx.now();
  for (const [field, value] of Object.entries(dates))
    if (value > today(now)) throw badRequest(field, 'This date cannot be in the future.');
  const mentor = await mentorUser(ctx.db, mentorId);
  await ctx.db.transaction().execute(async (tx) => {
    await ensureMentorProfile(tx, mentorId);
    await tx
      .updateTable('mentor_profiles')
      .set({
        ...dates,
        vetting_status: 'vetted',
        status_reason: '',
        vetted_by: operator.user.id,
        vetted_at: now,
        updated_at: now,
      })
      .where('user_id', '=', mentorId)
      .execute();
    await audit(tx, operator, 'mentor_vetted', 'mentor', mentorId, now, dates);
  });
  await sendMail(ctx, mentor.email, 'You can now be matched with students', [
    `Hi ${mentor.first_name},`,
    'Our team finished your checks. Students can now be matched with you; requests will arrive by e-mail and on your Sessions page.',
  ]);
  return { detail: 'Mentor vetted.' };
}

/** Reject or pause: no new matches; requests waiting for this mentor's answer go to others. */
export async function restrictMentor(
  ctx: AppContext,
  operator: Actor,
  mentorId: number,
  status: 'rejected' | 'paused',
  reason: string,
) {
  const now = ctx.now();
  await mentorUser(ctx.db, mentorId);
  const after: After = [];
  await ctx.db.transaction().execute(async (tx) => {
    await ensureMentorProfile(tx, mentorId);
    await tx
      .updateTable('mentor_profiles')
      .set({ vetting_status: status, status_reason: reason, updated_at: now })
      .where('user_id', '=', mentorId)
      .execute();
    await audit(
      tx,
      operator,
      status === 'paused' ? 'mentor_paused' : 'mentor_rejected',
      'mentor',
      mentorId,
      now,
      { reason },
    );
    const waiting = await tx
      .selectFrom('mentor_sessions')
      .select('id')
      .where('mentor_id', '=', mentorId)
      .where('status', '=', 'matched')
      .execute();
    for (const { id } of waiting) {
      const s = await lockSession(tx, id);
      if (s)
        await rematchSession(ctx, tx, s, { id: operator.user.id, kind: 'operator' }, 'mentor_paused', after);
    }
  });
  for (const step of after) await step();
  return { detail: status === 'paused' ? 'Mentor paused.' : 'Mentor rejected.' };
}

/** Requests nobody holds, or whose mentor let the answer deadline pass. */
export async function listRequestsNeedingAction(ctx: AppContext) {
  const now = ctx.now();
  const rows = await ctx.db
    .selectFrom('mentor_sessions as s')
    .innerJoin('users as st', 'st.id', 's.student_id')
    .select([
      's.id',
      's.topic',
      's.career_code',
      's.status',
      's.mentor_id',
      's.created_at',
      's.response_due_at',
      'st.first_name',
      'st.last_name',
      'st.grade',
    ])
    .where((eb) =>
      eb.or([
        eb('s.status', '=', 'requested'),
        eb.and([eb('s.status', '=', 'matched'), eb('s.response_due_at', '<', now)]),
      ]),
    )
    .orderBy('s.created_at')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    career_code: r.career_code,
    status: r.status,
    mentor_id: r.mentor_id,
    student: `${r.first_name} ${r.last_name.slice(0, 1)}.`,
    grade: r.grade,
    created_at: r.created_at.toISOString(),
    overdue: r.status === 'matched',
  }));
}

export async function assignRequest(ctx: AppContext, operator: Actor, sessionId: number, mentorId: number) {
  const now = ctx.now();
  const profile = await ctx.db
    .selectFrom('mentor_profiles')
    .select('vetting_status')
    .where('user_id', '=', mentorId)
    .executeTakeFirst();
  if (profile?.vetting_status !== 'vetted') throw badRequest('mentor_id', 'Choose a vetted mentor.');
  const after: After = [];
  await ctx.db.transaction().execute(async (tx) => {
    const s = await lockSession(tx, sessionId);
    if (!s) throw notFound();
    if (s.status !== 'requested' && s.status !== 'matched')
      throw new AppError(409, { detail: `This session is ${s.status}; it cannot be reassigned.` });
    const actor = { id: operator.user.id, kind: 'operator' as const };
    if (s.status === 'matched') await rematchSession(ctx, tx, s, actor, 'reassigned', after, mentorId);
    else await matchSession(ctx, tx, s, actor, after, mentorId);
    await audit(tx, operator, 'request_assigned', 'mentor_session', sessionId, now, {
      mentor_id: mentorId,
      previous_mentor_id: s.mentor_id,
    });
  });
  for (const step of after) await step();
  return { detail: 'Request assigned.' };
}

export async function listConcerns(ctx: AppContext, status: 'open' | 'resolved') {
  const rows = await ctx.db
    .selectFrom('mentorship_concerns as c')
    .innerJoin('mentor_sessions as s', 's.id', 'c.session_id')
    .select([
      'c.id',
      'c.session_id',
      'c.reporter_role',
      'c.reporter_id',
      'c.message',
      'c.status',
      'c.resolution',
      'c.created_at',
      's.mentor_id',
      's.student_id',
      's.topic',
    ])
    .where('c.status', '=', status)
    .orderBy('c.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function resolveConcern(
  ctx: AppContext,
  operator: Actor,
  concernId: number,
  resolution: string,
) {
  const now = ctx.now();
  const res = await ctx.db
    .updateTable('mentorship_concerns')
    .set({ status: 'resolved', resolution, resolved_by: operator.user.id, resolved_at: now })
    .where('id', '=', concernId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound();
  await audit(ctx.db, operator, 'concern_resolved', 'concern', concernId, now, { resolution });
  return { detail: 'Concern resolved.' };
}

/** Companion exchanges flagged by the safety check, newest first (unreviewed by default). */
export async function listChatFlags(ctx: AppContext, reviewed: boolean) {
  const rows = await ctx.db
    .selectFrom('chat_safety_flags as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('ai_agents as a', 'a.id', 'f.agent_id')
    .select([
      'f.id',
      'f.created_at',
      'f.user_id',
      'u.first_name',
      'u.last_name',
      'u.age',
      'a.name as agent',
      'f.source',
      'f.categories',
      'f.severity',
      'f.alerted_at',
      'f.action',
      'f.excerpt',
      'f.reviewed_at',
    ])
    .where('f.reviewed_at', reviewed ? 'is not' : 'is', null)
    // Critical first (issue 19), then newest.
    .orderBy(sql`case f.severity when 'critical' then 0 when 'high' then 1 else 2 end`)
    .orderBy('f.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    created_at: r.created_at.toISOString(),
    user_id: r.user_id,
    student: `${r.first_name} ${r.last_name.slice(0, 1)}.`.trim(),
    age: r.age,
    agent: r.agent,
    source: r.source as 'user' | 'assistant',
    categories: r.categories,
    severity: r.severity,
    alerted_at: r.alerted_at ? r.alerted_at.toISOString() : null,
    action: r.action,
    excerpt: r.excerpt,
    reviewed_at: r.reviewed_at ? r.reviewed_at.toISOString() : null,
  }));
}

/** Marks a flagged exchange reviewed (audited, with the operator's note). */
export async function reviewChatFlag(ctx: AppContext, operator: Actor, flagId: number, note: string) {
  const now = ctx.now();
  const res = await ctx.db
    .updateTable('chat_safety_flags')
    .set({ reviewed_at: now })
    .where('id', '=', String(flagId))
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound();
  await audit(ctx.db, operator, 'chat_flag_reviewed', 'chat_safety_flag', flagId, now, { note });
  return { detail: 'Marked as reviewed.' };
}
