import { type Selectable, sql } from 'kysely';
import { type Database, prepared } from '../../db/database';
import type { ResultTables } from './results.tables';

export type ResultRow = Selectable<ResultTables['career_results']>;

/** One ranked career from the engine, before it is stored. */
export type RankedCareer = {
  career_code: string;
  title: string;
  rank: number;
  match: number;
  ai: string;
  reasons: unknown;
};

export type NewAttempt = { userId: number; answers: unknown; profile: unknown; instrumentVersion: string };

/**
 * Stores an attempt and its ranked careers in ONE statement (atomic, one round trip): the attempt,
 * then each career with its description and AI impact copied from the catalogue, so the results
 * stay as they were shown even after a later catalogue import. A prepared statement (planned once
 * per connection); the catalogue columns come from scalar subqueries, i.e. ten index lookups,
 * where a join would hash the whole careers table.
 */
export async function insertAttemptWithResults(
  db: Database,
  attempt: NewAttempt,
  careers: RankedCareer[],
): Promise<{ attemptId: number; createdAt: Date; rows: ResultRow[] }> {
  const query = sql<ResultRow & { new_attempt_id: number; new_attempt_created_at: Date }>`
    WITH a AS (
      INSERT INTO assessment_attempts (user_id, answers, profile, instrument_version)
      VALUES (${attempt.userId}, ${JSON.stringify(attempt.answers)}::jsonb, ${JSON.stringify(attempt.profile)}::jsonb,
              ${attempt.instrumentVersion})
      RETURNING id, user_id, created_at
    ), r AS (
      INSERT INTO career_results (attempt_id, user_id, career_code, title, description, impact, rank, match, ai, reasons)
      SELECT a.id, a.user_id, x.career_code, x.title,
             coalesce((SELECT c.description FROM careers c WHERE c.code = x.career_code), ''),
             (SELECT c.ai_impact FROM careers c WHERE c.code = x.career_code),
             x.rank, x.match, x.ai, x.reasons
      FROM a
      CROSS JOIN jsonb_to_recordset(${JSON.stringify(careers)}::jsonb)
        AS x(career_code text, title text, rank int, match int, ai text, reasons jsonb)
      RETURNING *
    )
    SELECT r.*, a.id AS new_attempt_id, a.created_at AS new_attempt_created_at
    FROM a LEFT JOIN r ON true
    ORDER BY r.rank`.compile(db);
  const { rows } = await db.executeQuery(prepared('results_insert_attempt', query));
  const first = rows[0];
  if (!first) throw new Error('the attempt was not stored');
  return {
    attemptId: first.new_attempt_id,
    createdAt: first.new_attempt_created_at,
    rows: rows
      .filter((r) => r.id !== null)
      .map(({ new_attempt_id: _a, new_attempt_created_at: _c, ...row }) => row as ResultRow),
  };
}

/** The careers of the user's newest attempt, best first. */
export async function listNewestResults(db: Database, userId: number): Promise<ResultRow[]> {
  const query = db
    .selectFrom('career_results')
    .selectAll()
    .where('attempt_id', '=', (eb) =>
      eb
        .selectFrom('assessment_attempts')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .orderBy('rank')
    .compile();
  return (await db.executeQuery(prepared('results_newest', query))).rows;
}

export async function findOwnResult(
  db: Database,
  id: number,
  userId: number,
): Promise<ResultRow | undefined> {
  return db
    .selectFrom('career_results')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type ResultChanges = { score?: number | null; booked?: boolean; interested?: boolean };

export async function updateOwnResult(
  db: Database,
  id: number,
  userId: number,
  changes: ResultChanges,
  now: Date,
): Promise<ResultRow | undefined> {
  return db
    .updateTable('career_results')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
