import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * Seeding a school's cohort straight into the database (API tests and `bench:api`): students with
 * a grade, a sign-up date and a verified address or not; an assessment start; a newest attempt
 * with its top 10 (some saved); mentorship sessions. Every figure of the dashboard can then be
 * counted by hand from the specs given here.
 */

export type SeedCareer = {
  code: string;
  title: string;
  median_wage: number | null;
  typical_education: string | null;
};

export type SeedStudent = {
  first_name: string;
  last_name: string;
  grade?: 'FM' | 'SM' | 'JR' | 'SR' | 'OT' | null;
  created_at?: string;
  verified?: boolean;
  started?: boolean;
  /** The newest attempt: the first interest type and the top 10 codes (best first). */
  attempt?: { first: string; top10: string[]; saved?: string[] };
  sessions?: ('requested' | 'held' | 'cancelled')[];
  email?: string;
};

const TYPES = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];

export async function insertSchool(db: Database, name: string, code = `SCH-${randomUUID().slice(0, 8)}`) {
  return db
    .insertInto('schools')
    .values({ name, affiliate_code: code })
    .returning(['id', 'name', 'affiliate_code'])
    .executeTakeFirstOrThrow();
}

export async function insertCareers(db: Database, careers: SeedCareer[]): Promise<void> {
  if (!careers.length) return;
  await db
    .insertInto('careers')
    .values(
      careers.map((c) => ({
        code: c.code,
        title: c.title,
        description: `${c.title} do useful work.`,
        job_zone: 3,
        interests: 'null',
        high_point: '[]',
        skills: '[]',
        work_styles: '[]',
        work_values: '[]',
        typical_education: c.typical_education,
        median_wage: c.median_wage,
        median_wage_note: null,
        ai_exposure: null,
        ai_impact: null,
        related: '[]',
        tasks: '[]',
        hot_technologies: '[]',
        complete: true,
        content_hash: c.code,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** Inserts the students of one school (in batches); answers their ids in order. */
export async function seedCohort(
  db: Database,
  school: { id: number; affiliate_code: string },
  students: SeedStudent[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < students.length; i += 500) {
    const batch = students.slice(i, i + 500);
    const rows = await db
      .insertInto('users')
      .values(
        batch.map((s) => ({
          email: s.email ?? `${s.first_name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
          password_hash: 'not-used',
          role: 'Student' as const,
          first_name: s.first_name,
          last_name: s.last_name,
          phone: '+1 614 555 0142',
          address: '12 Private Road',
          age: 16,
          grade: s.grade === undefined ? 'JR' : s.grade,
          school_id: school.id,
          affiliate_code: school.affiliate_code,
          email_verified_at: s.verified === false ? null : new Date(s.created_at ?? '2026-09-01T12:00:00Z'),
          created_at: new Date(s.created_at ?? '2026-09-01T12:00:00Z'),
          password_changed_at: new Date('2026-01-01T00:00:00Z'),
          updated_at: new Date(s.created_at ?? '2026-09-01T12:00:00Z'),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const starts = students.flatMap((s, k) =>
    s.started || s.attempt
      ? [{ user_id: ids[k] as number, started_at: new Date('2026-10-01T00:00:00Z') }]
      : [],
  );
  for (let i = 0; i < starts.length; i += 1000)
    await db
      .insertInto('assessment_starts')
      .values(starts.slice(i, i + 1000))
      .execute();

  const attempts = students.flatMap((s, k) => (s.attempt ? [{ k, a: s.attempt }] : []));
  for (let i = 0; i < attempts.length; i += 500) {
    const batch = attempts.slice(i, i + 500);
    const input = batch.map(({ k, a }) => {
      const interests = Object.fromEntries(TYPES.map((t) => [t, t === a.first ? 0.9 : 0.3]));
      return {
        user_id: ids[k],
        profile: { interests, rankedTypes: [], skills: {}, values: {}, styles: {}, completeness: {} },
        careers: a.top10.map((code, r) => ({
          code,
          rank: r + 1,
          interested: a.saved?.includes(code) ?? false,
        })),
      };
    });
    await sql`
      with input as materialized (
        select x.user_id, x.profile, x.careers, nextval(pg_get_serial_sequence('assessment_attempts', 'id'))::int as attempt_id
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(user_id int, profile jsonb, careers jsonb)
      ), a as (
        insert into assessment_attempts (id, user_id, answers, profile, instrument_version, created_at)
        select attempt_id, user_id, '[]'::jsonb, profile, 'test', '2026-10-02T00:00:00Z' from input
      )
      insert into career_results (attempt_id, user_id, career_code, title, rank, match, ai, interested)
      select i.attempt_id, i.user_id, c.code, coalesce(k.title, c.code), c.rank, 90 - c.rank, 'L', c.interested
      from input i
      cross join lateral jsonb_to_recordset(i.careers) as c(code text, rank int, interested boolean)
      left join careers k on k.code = c.code
    `.execute(db);
  }

  const sessions = students.flatMap((s, k) =>
    (s.sessions ?? []).map((status) => ({
      student_id: ids[k] as number,
      topic: 'Private topic the counselor must not see',
      status,
      held_at: status === 'held' ? new Date('2026-10-10T00:00:00Z') : null,
      created_at: new Date('2026-10-05T00:00:00Z'),
      updated_at: new Date('2026-10-05T00:00:00Z'),
    })),
  );
  for (let i = 0; i < sessions.length; i += 1000)
    await db
      .insertInto('mentor_sessions')
      .values(sessions.slice(i, i + 1000))
      .execute();
  return ids;
}
