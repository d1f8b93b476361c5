import { type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { SessionStatus } from './mentorship.tables';

export type SessionRow = Selectable<DB['mentor_sessions']>;
export type Actor = { id: number | null; kind: 'student' | 'mentor' | 'operator' | 'system' };

export const ACTIVE_STATUSES: SessionStatus[] = ['requested', 'matched', 'accepted', 'offered', 'scheduled'];
export const UNSCHEDULED_STATUSES: SessionStatus[] = ['requested', 'matched', 'accepted', 'offered'];

/** A session with both people's names (first name + last initial) and the student's grade and age. */
export function sessionsWithPeople(db: Database) {
  return db
    .selectFrom('mentor_sessions as s')
    .innerJoin('users as st', 'st.id', 's.student_id')
    .leftJoin('users as me', 'me.id', 's.mentor_id')
    .leftJoin('mentor_feedbacks as f', 'f.session_id', 's.id')
    .selectAll('s')
    .select([
      'st.first_name as student_first',
      'st.last_name as student_last',
      'st.grade as student_grade',
      'me.first_name as mentor_first',
      'me.last_name as mentor_last',
      'f.id as feedback_id',
    ]);
}
export type SessionView = SessionRow & {
  student_first: string;
  student_last: string;
  student_grade: string | null;
  mentor_first: string | null;
  mentor_last: string | null;
  feedback_id: number | null;
};

export async function findSession(db: Database, id: number): Promise<SessionRow | undefined> {
  return db.selectFrom('mentor_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the row for the rest of the transaction (state changes are serialised per session). */
export async function lockSession(db: Database, id: number): Promise<SessionRow | undefined> {
  return db.selectFrom('mentor_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Updates a session and records the change (who, what, when) in mentor_session_events. */
export async function changeSession(
  db: Database,
  session: SessionRow,
  changes: Updateable<DB['mentor_sessions']>,
  event: { actor: Actor; action: string; now: Date; detail?: Record<string, unknown> },
): Promise<SessionRow> {
  const row = await db
    .updateTable('mentor_sessions')
    .set({ ...changes, updated_at: event.now })
    .where('id', '=', session.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordEvent(db, session.id, session.status, row.status, event);
  return row;
}

export async function recordEvent(
  db: Database,
  sessionId: number,
  from: string | null,
  to: string | null,
  event: { actor: Actor; action: string; now: Date; detail?: Record<string, unknown> },
) {
  await db
    .insertInto('mentor_session_events')
    .values({
      session_id: sessionId,
      actor_id: event.actor.id,
      actor: event.actor.kind,
      action: event.action,
      from_status: from,
      to_status: to,
      detail: JSON.stringify(event.detail ?? {}),
      created_at: event.now,
    })
    .execute();
}

/** Vetted, unpaused mentors with their expertise words and load (matching.ts decides). */
export async function matchCandidates(db: Database) {
  const rows = await db
    .selectFrom('mentor_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('industries as i', 'i.id', 'u.industry_id')
    .where('p.vetting_status', '=', 'vetted')
    .where('u.role', '=', 'Mentor')
    // Back-office accounts are never mentors (docs/backoffice.md).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('backoffice_accounts as bo').select('bo.user_id').whereRef('bo.user_id', '=', 'u.id'),
        ),
      ),
    )
    .select([
      'u.id',
      'p.career_codes',
      'u.title',
      'i.name as industry',
      sql<string>`coalesce((select string_agg(t.name, ' ') from user_tags ut join tags t on t.id = ut.tag_id where ut.user_id = u.id), '')`.as(
        'tags',
      ),
      sql<number>`(select count(*) from mentor_sessions s where s.mentor_id = u.id and s.status = 'matched')::int`.as(
        'unanswered',
      ),
      sql<number>`(select count(*) from mentor_sessions s where s.mentor_id = u.id and s.status in ('accepted', 'offered', 'scheduled'))::int`.as(
        'open_sessions',
      ),
    ])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    careerCodes: r.career_codes,
    words: `${r.industry ?? ''} ${r.tags} ${r.title}`,
    unanswered: r.unanswered,
    openSessions: r.open_sessions,
  }));
}

export async function allowanceUsage(db: Database, studentId: number) {
  const rows = await db
    .selectFrom('mentor_sessions')
    .select(['status', 'entitlement_used_at'])
    .where('student_id', '=', studentId)
    .execute();
  return {
    usedAt: rows.map((r) => r.entitlement_used_at),
    openRequests: rows.filter((r) => UNSCHEDULED_STATUSES.includes(r.status)).length,
  };
}

export async function userContact(db: Database, id: number) {
  return db
    .selectFrom('users')
    .leftJoin('guardian_contacts as g', 'g.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.age',
      'g.email as guardian_email',
      'g.name as guardian_name',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export async function mentorProfile(db: Database, userId: number) {
  return db.selectFrom('mentor_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The mentor's profile row, created (pending vetting) the first time it is needed. */
export async function ensureMentorProfile(db: Database, userId: number) {
  await db
    .insertInto('mentor_profiles')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await mentorProfile(db, userId))!;
}
