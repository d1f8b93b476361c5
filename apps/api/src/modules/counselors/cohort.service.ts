import {
  type CohortFilter,
  type CohortListQuery,
  type CohortStudent,
  type CohortStudentDetail,
  type CohortStudentPage,
  type CohortSummary,
  RIASEC_NAMES,
} from '@pathscoop/contracts';
import type { Answers, Profile } from '@pathscoop/engine';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../backoffice/audit';
import { findNewestAttempt } from '../exploration/exploration.repo';
import { buildStrengths, emptyStrengths } from '../exploration/strengths';
import { listNewestResults } from '../results/results.repo';
import { presentResult } from '../results/results.service';
import { educationFigures, familyTitle } from './career-families';
import {
  listStudentSessions,
  loadCohortSummary,
  loadStudentCareers,
  pageCohortStudents,
  recordStudentView,
  type StudentRow,
} from './cohort.repo';
import { findSchool, listSchoolCodes } from './counselors.repo';

/** Who is asking: a counselor and the one school their role is scoped to. */
export type Counselor = { userId: number; schoolId: number; requestId?: string };

const filterKey = (f: CohortFilter) =>
  JSON.stringify([f.grade ?? '', f.graduation_year ?? '', f.from ?? '', f.to ?? '']);

/**
 * GET counselor/summary/: the cohort's funnel, interest types, careers and families, wages and
 * education. Cached per school and filter for a few seconds (lib/cohort-cache.ts).
 */
export async function getCohortSummary(
  ctx: AppContext,
  counselor: Counselor,
  filter: CohortFilter,
): Promise<CohortSummary> {
  const key = filterKey(filter);
  const cached = ctx.cache.cohorts.get(counselor.schoolId, key);
  if (cached) return cached;
  const ticket = ctx.cache.cohorts.ticket();
  const [school, codes, row] = await Promise.all([
    findSchool(ctx.db, counselor.schoolId),
    listSchoolCodes(ctx.db, counselor.schoolId),
    loadCohortSummary(ctx.db, counselor.schoolId, filter),
  ]);
  if (!school) throw notFound();
  const used = new Map(row.codes.map((c) => [c.code ?? '', c.students]));
  const types = new Map(row.first_types.map((t) => [t.type, t.students]));
  const saved = educationFigures(row.saved_education);
  const catalogue = educationFigures(row.catalogue_education);
  const families = (list: { code: string; students: number }[]) =>
    list.map((f) => ({ code: f.code, title: familyTitle(f.code), students: f.students }));
  const summary: CohortSummary = {
    school: { id: school.id, name: school.name },
    codes: codes.map((c) => ({
      code: c.code,
      students: used.get(c.code.toUpperCase()) ?? 0,
      seat_limit: c.seat_limit,
    })),
    funnel: {
      signed_up: row.signed_up,
      verified: row.verified,
      assessment_started: row.started,
      assessment_finished: row.finished,
      careers_saved: row.saved,
      session_requested: row.requested,
      session_held: row.held,
    },
    interest_types: RIASEC_NAMES.map((type) => ({ type, students: types.get(type) ?? 0 })),
    top10: { families: families(row.top10_families), careers: row.top10_careers },
    saved: { families: families(row.saved_families), careers: row.saved_careers },
    wages: {
      saved_median: row.saved_wage === null ? null : Math.round(Number(row.saved_wage)),
      catalogue_median: row.catalogue_wage === null ? null : Math.round(Number(row.catalogue_wage)),
    },
    education: {
      saved_median: saved.median,
      catalogue_median: catalogue.median,
      saved: saved.shares,
      catalogue: catalogue.shares,
    },
    generated_at: ctx.now().toISOString(),
  };
  ctx.cache.cohorts.set(ticket, counselor.schoolId, key, summary, row.member_ids);
  return summary;
}

/** The summary as JSON text, serialised once per cached summary (the hot path sends the text as is). */
const summaryTexts = new WeakMap<CohortSummary, string>();
export function summaryJson(summary: CohortSummary): string {
  let text = summaryTexts.get(summary);
  if (text === undefined) {
    text = JSON.stringify(summary);
    summaryTexts.set(summary, text);
  }
  return text;
}

function presentStudent(
  row: StudentRow,
  careers:
    | {
        top: CohortStudent['top_careers'];
        saved: CohortStudent['saved_careers'];
        requested: number;
        held: number;
      }
    | undefined,
): CohortStudent {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    grade: row.grade,
    graduation_year: row.graduation_year,
    joined_at: row.joined_at.toISOString(),
    last_activity: row.last_activity.toISOString(),
    assessment_date: row.assessment_date?.toISOString() ?? null,
    top_careers: careers?.top ?? [],
    saved_careers: careers?.saved ?? [],
    sessions_requested: careers?.requested ?? 0,
    sessions_held: careers?.held ?? 0,
  };
}

export const COHORT_PAGE_SIZE = 25;

/** GET counselor/students/: a DRF page of the cohort, filtered, searched and sorted. */
export async function pageStudents(
  ctx: AppContext,
  counselor: Counselor,
  query: CohortListQuery,
): Promise<CohortStudentPage> {
  const size = query.per_page ?? COHORT_PAGE_SIZE;
  const { count, rows } = await pageCohortStudents(ctx.db, counselor.schoolId, {
    ...query,
    offset: (query.page - 1) * size,
    limit: size,
  });
  const pages = Math.max(1, Math.ceil(count / size));
  if (query.page > pages) throw notFound('Invalid page.');
  const careers = await loadStudentCareers(
    ctx.db,
    rows.map((r) => r.id),
  );
  const link = (p: number) => {
    const url = new URL(`${ctx.config.PUBLIC_URL}/api/v1/counselor/students/`);
    for (const [k, v] of Object.entries({ ...query, page: p }))
      if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    return url.toString();
  };
  return {
    count,
    next: query.page < pages ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map((r) => presentStudent(r, careers.get(r.id))),
  };
}

/**
 * GET counselor/students/{id}/: one student of the school with what the student sees of their
 * results and strengths. Recorded in counselor_student_views before anything is answered; a
 * student of another school (or no student) is a 404, and leaves no record.
 */
export async function getStudent(
  ctx: AppContext,
  counselor: Counselor,
  studentId: number,
  requestId: string,
): Promise<CohortStudentDetail> {
  const { rows } = await pageCohortStudents(ctx.db, counselor.schoolId, {
    ordering: 'name',
    offset: 0,
    limit: 1,
    studentId,
  });
  const row = rows[0];
  if (!row) throw notFound();
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await recordStudentView(trx, {
      counselorId: counselor.userId,
      schoolId: counselor.schoolId,
      studentId,
      requestId,
      at,
    });
    // Also in the back office's audit trail, where operators review access (docs/backoffice.md).
    await recordAudit(trx, {
      actorId: counselor.userId,
      action: 'counselor.student_viewed',
      targetType: 'student',
      targetId: studentId,
      after: { school_id: counselor.schoolId },
      requestId,
      at,
    });
  });
  const [careers, results, attempt, sessions] = await Promise.all([
    loadStudentCareers(ctx.db, [studentId]),
    listNewestResults(ctx.db, studentId),
    findNewestAttempt(ctx.db, studentId),
    listStudentSessions(ctx.db, studentId),
  ]);
  return {
    student: { ...presentStudent(row, careers.get(studentId)), email_verified: row.email_verified },
    results: results.map(presentResult),
    strengths: attempt
      ? buildStrengths(row.first_name, attempt.answers as Answers, attempt.profile as Profile)
      : emptyStrengths(row.first_name),
    sessions: sessions.map((s) => ({
      status: s.status,
      requested_at: s.created_at.toISOString(),
      held_at: s.held_at?.toISOString() ?? null,
    })),
  };
}

const CSV_COLUMNS = [
  'First name',
  'Last name',
  'Grade',
  'Graduation year',
  'Joined',
  'Last activity',
  'Assessment date',
  'Top three careers',
  'Saved careers',
  'Sessions requested',
  'Sessions held',
];

/** A CSV cell: quoted, and a leading =, +, - or @ neutralised (spreadsheet formula injection). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** GET counselor/students/export/: the whole filtered list as CSV (UTF-8 with BOM, CRLF). */
export async function exportStudentsCsv(
  ctx: AppContext,
  counselor: Counselor,
  query: Omit<CohortListQuery, 'page' | 'per_page'>,
): Promise<string> {
  const { rows } = await pageCohortStudents(ctx.db, counselor.schoolId, { ...query, offset: 0, limit: null });
  const careers = await loadStudentCareers(
    ctx.db,
    rows.map((r) => r.id),
  );
  const day = (d: string | null) => (d ? d.slice(0, 10) : '');
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const r of rows) {
    const s = presentStudent(r, careers.get(r.id));
    lines.push(
      [
        s.first_name,
        s.last_name,
        s.grade,
        s.graduation_year,
        day(s.joined_at),
        day(s.last_activity),
        day(s.assessment_date),
        s.top_careers.map((c) => c.title).join('; '),
        s.saved_careers.map((c) => c.title).join('; '),
        s.sessions_requested,
        s.sessions_held,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
