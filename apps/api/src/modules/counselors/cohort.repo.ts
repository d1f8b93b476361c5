import type { CohortFilter, CohortListQuery } from '@pathscoop/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The cohort's queries (docs/counselors.md). A school's cohort is its students: users of role
 * Student whose school_id is the school's (set from the school's affiliate code at sign-up, cleared
 * when the student removes the code or deletes the account). Every query starts from that set, so
 * no other school's student can appear in an answer.
 *
 * Graduation year: from the grade given at sign-up and the school year of the sign-up (a school
 * year ends in the calendar year of its June; August onwards counts to the next one).
 */

export const GRADUATION_YEAR_SQL = sql<number | null>`(case u.grade when 'SR' then 0 when 'JR' then 1
  when 'SM' then 2 when 'FM' then 3 end + extract(year from (u.created_at at time zone 'UTC') + interval '5 months')::int)`;

/** `u` = users: the school's students matching the filters. */
export function memberWhere(schoolId: number, f: CohortFilter): RawBuilder<unknown> {
  const parts = [sql`u.school_id = ${schoolId}`, sql`u.role = 'Student'`];
  if (f.grade) parts.push(sql`u.grade = ${f.grade}`);
  if (f.graduation_year) parts.push(sql`${GRADUATION_YEAR_SQL} = ${f.graduation_year}`);
  if (f.from) parts.push(sql`u.created_at >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to) parts.push(sql`u.created_at < ${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  return sql.join(parts, sql` and `);
}

const FIRST_TYPE_SQL = sql`coalesce(n.profile->'rankedTypes'->>0, (select e.key from jsonb_each(n.profile->'interests') e
  order by (e.value)::float8 desc, array_position(array['Realistic','Investigative','Artistic','Social','Enterprising','Conventional'], e.key)
  limit 1))`;

type Counted = { code: string; title: string; students: number };
export type SummaryRow = {
  member_ids: number[];
  signed_up: number;
  verified: number;
  started: number;
  finished: number;
  saved: number;
  requested: number;
  held: number;
  codes: { code: string | null; students: number }[];
  first_types: { type: string; students: number }[];
  top10_careers: Counted[];
  top10_families: { code: string; students: number }[];
  saved_careers: Counted[];
  saved_families: { code: string; students: number }[];
  saved_wage: number | null;
  catalogue_wage: number | null;
  saved_education: { level: string | null; n: number }[];
  catalogue_education: { level: string | null; n: number }[];
};

/** Every figure of the summary in one round trip. */
export async function loadCohortSummary(
  db: Database,
  schoolId: number,
  f: CohortFilter,
): Promise<SummaryRow> {
  const { rows } = await cohortSummaryQuery(schoolId, f).execute(db);
  return rows[0] as SummaryRow;
}

/** The summary statement (exported for EXPLAIN in benchmarks). */
export function cohortSummaryQuery(schoolId: number, f: CohortFilter) {
  return sql<SummaryRow>`
    with m as materialized (
      select u.id, u.email_verified_at is not null as verified, u.affiliate_code
      from users u where ${memberWhere(schoolId, f)}
    ),
    n as materialized (
      select a.user_id, a.id, a.profile from m
      cross join lateral (select id, user_id, profile from assessment_attempts
        where user_id = m.id order by id desc limit 1) a
    ),
    saved as materialized (
      select distinct cr.user_id, cr.career_code from career_results cr join m on m.id = cr.user_id
      where cr.interested
    ),
    -- One row per student and career: a top 10 never holds a career twice.
    top10 as materialized (
      select cr.user_id, cr.career_code from career_results cr join n on cr.attempt_id = n.id
    ),
    sess as materialized (
      select s.student_id, bool_or(s.status = 'held') as held
      from mentor_sessions s join m on m.id = s.student_id group by s.student_id
    )
    select
      (select coalesce(array_agg(id), '{}') from m) as member_ids,
      (select count(*) from m)::int as signed_up,
      (select count(*) from m where verified)::int as verified,
      (select count(*) from m left join assessment_starts st on st.user_id = m.id
        left join n on n.user_id = m.id where st.user_id is not null or n.user_id is not null)::int as started,
      (select count(*) from n)::int as finished,
      (select count(*) from (select distinct user_id from saved) d)::int as saved,
      (select count(*) from sess)::int as requested,
      (select count(*) from sess where held)::int as held,
      (select coalesce(json_agg(x), '[]') from (select upper(affiliate_code) as code, count(*)::int as students
        from m group by 1 order by 2 desc) x) as codes,
      (select coalesce(json_agg(x), '[]') from (select ${FIRST_TYPE_SQL} as type, count(*)::int as students
        from n group by 1) x) as first_types,
      (select coalesce(json_agg(x), '[]') from (select t.career_code as code, c.title, count(*)::int as students
        from top10 t join careers c on c.code = t.career_code group by 1, 2 order by 3 desc, 2 limit 10) x) as top10_careers,
      (select coalesce(json_agg(x), '[]') from (select code, count(*)::int as students
        from (select distinct user_id, left(career_code, 2) as code from top10) d group by 1 order by 2 desc, 1 limit 10) x) as top10_families,
      (select coalesce(json_agg(x), '[]') from (select s.career_code as code, c.title, count(*)::int as students
        from saved s join careers c on c.code = s.career_code group by 1, 2 order by 3 desc, 2 limit 10) x) as saved_careers,
      (select coalesce(json_agg(x), '[]') from (select code, count(*)::int as students
        from (select distinct user_id, left(career_code, 2) as code from saved) d group by 1 order by 2 desc, 1 limit 10) x) as saved_families,
      (select percentile_cont(0.5) within group (order by c.median_wage)
        from saved s join careers c on c.code = s.career_code where c.median_wage is not null) as saved_wage,
      (select percentile_cont(0.5) within group (order by median_wage) from careers where median_wage is not null) as catalogue_wage,
      (select coalesce(json_agg(x), '[]') from (select c.typical_education as level, count(*)::int as n
        from saved s join careers c on c.code = s.career_code group by 1) x) as saved_education,
      (select coalesce(json_agg(x), '[]') from (select typical_education as level, count(*)::int as n
        from careers group by 1) x) as catalogue_education
  `;
}

export type StudentRow = {
  id: number;
  first_name: string;
  last_name: string;
  grade: string | null;
  graduation_year: number | null;
  email_verified: boolean;
  joined_at: Date;
  last_activity: Date;
  assessment_date: Date | null;
};

const ORDER_SQL: Record<CohortListQuery['ordering'], RawBuilder<unknown>> = {
  name: sql`lower(last_name), lower(first_name), id`,
  '-name': sql`lower(last_name) desc, lower(first_name) desc, id desc`,
  grade: sql`array_position(array['FM','SM','JR','SR','OT'], grade) nulls last, lower(last_name), id`,
  '-grade': sql`array_position(array['FM','SM','JR','SR','OT'], grade) desc nulls last, lower(last_name), id`,
  last_activity: sql`last_activity, id`,
  '-last_activity': sql`last_activity desc, id desc`,
  assessment_date: sql`assessment_date nulls last, id`,
  '-assessment_date': sql`assessment_date desc nulls last, id desc`,
};

/** The school's students matching the filters and the search, one page, with the total count. */
export async function pageCohortStudents(
  db: Database,
  schoolId: number,
  q: Omit<CohortListQuery, 'page' | 'per_page'> & {
    offset: number;
    limit: number | null;
    studentId?: number;
  },
): Promise<{ count: number; rows: StudentRow[] }> {
  const where = [memberWhere(schoolId, q)];
  if (q.studentId !== undefined) where.push(sql`u.id = ${q.studentId}`);
  const search = q.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(u.first_name || ' ' || u.last_name) ilike ${like}`);
  }
  const { rows } = await sql<StudentRow & { total: number }>`
    with s as (
      select u.id, u.first_name, u.last_name, u.grade, ${GRADUATION_YEAR_SQL} as graduation_year,
        u.email_verified_at is not null as email_verified, u.created_at as joined_at, a.created_at as assessment_date,
        greatest(u.created_at, a.created_at, rt.at, cr.at, ms.at, st.started_at) as last_activity
      from users u
      left join lateral (select created_at from assessment_attempts where user_id = u.id order by id desc limit 1) a on true
      left join lateral (select max(created_at) as at from refresh_tokens where user_id = u.id) rt on true
      left join lateral (select max(updated_at) as at from career_results where user_id = u.id) cr on true
      left join lateral (select max(created_at) as at from mentor_sessions where student_id = u.id) ms on true
      left join assessment_starts st on st.user_id = u.id
      where ${sql.join(where, sql` and `)}
    )
    select s.*, count(*) over ()::int as total from s
    order by ${ORDER_SQL[q.ordering]}
    offset ${q.offset} ${q.limit === null ? sql`` : sql`limit ${q.limit}`}
  `.execute(db);
  if (!rows.length && q.offset > 0) {
    const { rows: c } = await sql<{ n: number }>`select count(*)::int as n from users u
      where ${sql.join(where, sql` and `)}`.execute(db);
    return { count: c[0]?.n ?? 0, rows: [] };
  }
  return { count: rows[0]?.total ?? 0, rows: rows.map(({ total: _t, ...r }) => r) };
}

export type StudentCareers = {
  user_id: number;
  top: { code: string; title: string }[];
  saved: { code: string; title: string }[];
  requested: number;
  held: number;
};

/** Top three of the newest attempt, saved careers and session counts for these students. */
export async function loadStudentCareers(db: Database, ids: number[]): Promise<Map<number, StudentCareers>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<StudentCareers>`
    select u.id as user_id,
      coalesce((select json_agg(json_build_object('code', cr.career_code, 'title', c.title) order by cr.rank)
        from career_results cr join careers c on c.code = cr.career_code
        where cr.attempt_id = (select id from assessment_attempts where user_id = u.id order by id desc limit 1)
          and cr.rank <= 3), '[]') as top,
      coalesce((select json_agg(json_build_object('code', x.career_code, 'title', c.title) order by c.title)
        from (select distinct career_code from career_results where user_id = u.id and interested) x
        join careers c on c.code = x.career_code), '[]') as saved,
      (select count(*) from mentor_sessions where student_id = u.id)::int as requested,
      (select count(*) from mentor_sessions where student_id = u.id and status = 'held')::int as held
    from users u where u.id = any(${sql.val(ids)}::int[])
  `.execute(db);
  return new Map(rows.map((r) => [r.user_id, r]));
}

export function listStudentSessions(db: Database, studentId: number) {
  return db
    .selectFrom('mentor_sessions')
    .select(['status', 'created_at', 'held_at'])
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function recordStudentView(
  db: Database,
  row: { counselorId: number; schoolId: number; studentId: number; requestId: string; at: Date },
): Promise<void> {
  await db
    .insertInto('counselor_student_views')
    .values({
      counselor_id: row.counselorId,
      school_id: row.schoolId,
      student_id: row.studentId,
      request_id: row.requestId,
      created_at: row.at,
    })
    .execute();
}

export async function recordAssessmentStart(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .insertInto('assessment_starts')
    .values({ user_id: userId, started_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
