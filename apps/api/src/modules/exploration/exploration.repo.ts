import type { ScoopPresetKind } from '@pathscoop/contracts';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { ResultRow } from '../results/results.repo';
import type { ExplorationTables } from './exploration.tables';
import type { ScoopFacts } from './scoop-writer';
import { toScoopFacts } from './to-scoop-facts';

export type ScoopQuestionRow = Selectable<ExplorationTables['scoop_questions']>;
export type RefreshRow = Selectable<ExplorationTables['scoop_refreshes']>;

/** One career's catalogue data for the Scoop and the long description (three index lookups). */
export async function loadScoopFacts(db: Database, code: string): Promise<ScoopFacts | null> {
  const career = await db.selectFrom('careers').selectAll().where('code', '=', code).executeTakeFirst();
  if (!career) return null;
  const relatedCodes = career.related.map((r) => r.code).slice(0, 10);
  const [zone, related] = await Promise.all([
    career.job_zone
      ? db.selectFrom('job_zones').selectAll().where('zone', '=', career.job_zone).executeTakeFirst()
      : undefined,
    relatedCodes.length
      ? db
          .selectFrom('careers')
          .select(['code', 'title', 'median_wage', 'typical_education'])
          .where('code', 'in', relatedCodes)
          .execute()
      : [],
  ]);
  return toScoopFacts(
    career,
    zone
      ? {
          zone: zone.zone,
          name: zone.name,
          education: zone.education,
          experience: zone.experience,
          training: zone.training,
        }
      : null,
    related,
  );
}

export type PublishedPreset = {
  id: number;
  kind: ScoopPresetKind | null;
  question: string;
  ordering: number;
  revision: number;
};

/** The published presets in display order (a handful of rows; read on every career detail so edits show at once). */
export function listPublishedPresets(db: Database): Promise<PublishedPreset[]> {
  return db
    .selectFrom('scoop_presets')
    .select(['id', 'kind', 'question', 'ordering', 'revision'])
    .where('published', '=', true)
    .orderBy('ordering')
    .orderBy('id')
    .execute();
}

export function listScoopQuestions(db: Database, code: string): Promise<ScoopQuestionRow[]> {
  return db
    .selectFrom('scoop_questions')
    .selectAll()
    .where('career_code', '=', code)
    .orderBy('ordering')
    .execute();
}

/** Stores the shared answers once per career and question (a concurrent writer's row wins). */
export async function insertScoopQuestions(
  db: Database,
  rows: {
    career_code: string;
    preset_id: number;
    preset_revision: number;
    ordering: number;
    question: string;
    answer: string;
  }[],
): Promise<void> {
  if (!rows.length) return;
  await db.transaction().execute(async (tx) => {
    // An answer written for an older text of the preset goes (with the refreshes of it).
    for (const r of rows)
      await tx
        .deleteFrom('scoop_questions')
        .where('career_code', '=', r.career_code)
        .where('preset_id', '=', r.preset_id)
        .where('preset_revision', '<', r.preset_revision)
        .execute();
    await tx
      .insertInto('scoop_questions')
      .values(rows)
      .onConflict((oc) => oc.columns(['career_code', 'preset_id']).doNothing())
      .execute();
  });
}

/** A stored answer whose preset is published and still has the text it answers (else undefined: 404). */
export function findScoopQuestion(db: Database, id: number) {
  return db
    .selectFrom('scoop_questions as q')
    .innerJoin('scoop_presets as p', (j) =>
      j.onRef('p.id', '=', 'q.preset_id').onRef('p.revision', '=', 'q.preset_revision'),
    )
    .selectAll('q')
    .select(['p.kind', 'p.ordering as preset_ordering'])
    .where('q.id', '=', id)
    .where('p.published', '=', true)
    .executeTakeFirst();
}

/** This student's refreshes of one career's questions. */
export function listRefreshesForCareer(db: Database, userId: number, code: string): Promise<RefreshRow[]> {
  return db
    .selectFrom('scoop_refreshes')
    .innerJoin('scoop_questions', 'scoop_questions.id', 'scoop_refreshes.question_id')
    .selectAll('scoop_refreshes')
    .where('scoop_refreshes.user_id', '=', userId)
    .where('scoop_questions.career_code', '=', code)
    .execute();
}

export function findRefresh(db: Database, userId: number, questionId: number) {
  return db
    .selectFrom('scoop_refreshes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

/**
 * Takes the student's next scoop atomically (issue 24 #7): one statement moves the counter up by
 * one only while it is under `limit` (a new row starts at 2: the first answer is scoop 1). Of any
 * number of concurrent refreshes, only as many as the cap leaves get a number; the others get
 * undefined before any answer is generated. The row keeps its previous answer until `storeRefreshAnswer`.
 */
export async function reserveRefresh(
  db: Database,
  userId: number,
  questionId: number,
  placeholder: string,
  limit: number,
  now: Date,
): Promise<number | undefined> {
  const result = await sql<{ refresh_count: number }>`
    insert into scoop_refreshes (user_id, question_id, refresh_count, answer, updated_at)
    values (${userId}, ${questionId}, 2, ${placeholder}, ${now.toISOString()})
    on conflict (user_id, question_id) do update
      set refresh_count = scoop_refreshes.refresh_count + 1, updated_at = excluded.updated_at
      where scoop_refreshes.refresh_count < ${limit}
    returning refresh_count`.execute(db);
  return result.rows[0]?.refresh_count;
}

/** Stores the answer of scoop `count`, unless a later scoop has been taken meanwhile (its answer wins). */
export async function storeRefreshAnswer(
  db: Database,
  userId: number,
  questionId: number,
  count: number,
  answer: string,
  now: Date,
): Promise<RefreshRow | undefined> {
  return db
    .updateTable('scoop_refreshes')
    .set({ answer, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .where('refresh_count', '=', count)
    .returningAll()
    .executeTakeFirst();
}

/** Gives back scoop `count` when its answer could not be made (the AI service failed). */
export async function releaseRefresh(db: Database, userId: number, questionId: number, count: number) {
  await db
    .updateTable('scoop_refreshes')
    .set((eb) => ({ refresh_count: eb('refresh_count', '-', 1) }))
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .where('refresh_count', '=', count)
    .execute();
}

/** Does the student have a result for this career (any attempt)? */
export async function ownsCareer(db: Database, userId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('career_results')
    .select('id')
    .where('user_id', '=', userId)
    .where('career_code', '=', code)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every career the student was recommended, across attempts, once each (docs/exploration.md):
 * the row that stands for a career is the one the student last changed (saved, scored, booked),
 * else the newest; careers are ordered by the newest attempt that recommended them, then rank.
 */
export async function pageRecommendations(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: (ResultRow & { attempt_number: number; attempt_taken_at: Date })[]; total: number }> {
  const { rows } = await sql<
    ResultRow & { newest_attempt: number; total: number; attempt_number: number; attempt_taken_at: Date }
  >`
    WITH mine AS (
      SELECT r.*,
             max(r.attempt_id) OVER (PARTITION BY r.career_code) AS newest_attempt,
             row_number() OVER (
               PARTITION BY r.career_code
               ORDER BY (r.updated_at > r.created_at) DESC, r.updated_at DESC, r.attempt_id DESC, r.id DESC
             ) AS pick
      FROM career_results r
      WHERE r.user_id = ${userId}
    ), chosen AS (
      SELECT m.*,
             (SELECT n.rank FROM career_results n
               WHERE n.user_id = ${userId} AND n.career_code = m.career_code AND n.attempt_id = m.newest_attempt
               LIMIT 1) AS newest_rank
      FROM mine m WHERE m.pick = 1
    )
    SELECT c.id, c.attempt_id, c.user_id, c.career_code, c.title, c.description, c.impact, c.rank, c.match,
           c.ai, c.reasons, c.score, c.interested, c.booked, c.created_at, c.updated_at,
           c.newest_attempt, (count(*) OVER ())::int AS total,
           a.created_at AS attempt_taken_at,
           (SELECT count(*) FROM assessment_attempts x
             WHERE x.user_id = ${userId} AND x.id <= c.newest_attempt)::int AS attempt_number
    FROM chosen c
    JOIN assessment_attempts a ON a.id = c.newest_attempt
    ORDER BY c.newest_attempt DESC, c.newest_rank ASC, c.id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  if (rows.length) return { rows, total: rows[0]?.total ?? 0 };
  const count = await db
    .selectFrom('career_results')
    .select(sql<number>`count(DISTINCT career_code)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows: [], total: count.n };
}

export function findNewestAttempt(db: Database, userId: number) {
  return db
    .selectFrom('assessment_attempts')
    .select(['id', 'answers', 'profile', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findReportByUser(db: Database, userId: number) {
  return db.selectFrom('ai_reports').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findReportByToken(db: Database, token: string) {
  return db.selectFrom('ai_reports').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Creates the link, or replaces it (revoking the old one) when `replace` is set. */
export async function saveReportToken(db: Database, userId: number, token: string, replace: boolean) {
  const q = db.insertInto('ai_reports').values({ user_id: userId, token });
  const row = await (replace
    ? q.onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: sql`now()` }))
    : q.onConflict((oc) => oc.column('user_id').doNothing())
  )
    .returningAll()
    .executeTakeFirst();
  return row ?? (await findReportByUser(db, userId));
}

export function deleteReport(db: Database, userId: number) {
  return db.deleteFrom('ai_reports').where('user_id', '=', userId).execute();
}

/** The student's saved or scored careers (any attempt), once per career. */
export async function listKeptCareers(db: Database, userId: number): Promise<ResultRow[]> {
  const { rows } = await sql<ResultRow>`
    SELECT DISTINCT ON (career_code) *
    FROM career_results
    WHERE user_id = ${userId} AND updated_at > created_at
    ORDER BY career_code, updated_at DESC`.execute(db);
  return rows.filter((r) => r.interested || r.score !== null || r.booked);
}
