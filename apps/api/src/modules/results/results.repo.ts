import { type Selectable, sql } from 'kysely';
import { type Database, prepared } from '../../db/database';
import { createWriteBatcher, type WriteBatcher } from '../../lib/write-batcher';
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
export type StoredAttempt = { attemptId: number; createdAt: Date; rows: ResultRow[] };

/**
 * Stores attempts and their ranked careers in ONE statement (atomic, one round trip): each attempt
 * (ids drawn from its sequence up front, so that the answer can be matched to the input), then each
 * career with its description and AI impact copied from the catalogue, so the results stay as they
 * were shown even after a later catalogue import. A prepared statement (planned once per
 * connection); the catalogue columns come from scalar subqueries, i.e. index lookups, where a join
 * would hash the whole careers table. Answers one StoredAttempt per input, in order.
 */
export async function insertAttemptsWithResults(
  db: Database,
  attempts: { attempt: NewAttempt; careers: RankedCareer[] }[],
): Promise<StoredAttempt[]> {
  const input = attempts.map(({ attempt, careers }, k) => ({
    k,
    user_id: attempt.userId,
    answers: attempt.answers,
    profile: attempt.profile,
    instrument_version: attempt.instrumentVersion,
    careers,
  }));
  type Returned = {
    k: number;
    attempt_id: number;
    attempt_created_at: Date;
    id: number | null;
    rank: number | null;
    description: string | null;
    impact: ResultRow['impact'];
  };
  // Only what the database adds comes back (ids, the catalogue texts); the rest is what we sent,
  // and the defaults (no score, not saved, not booked; both dates the transaction's now()).
  const query = sql<Returned>`
    WITH input AS MATERIALIZED (
      SELECT x.*, nextval(pg_get_serial_sequence('assessment_attempts', 'id'))::int AS attempt_id
      FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        AS x(k int, user_id int, answers jsonb, profile jsonb, instrument_version text, careers jsonb)
    ), a AS (
      INSERT INTO assessment_attempts (id, user_id, answers, profile, instrument_version)
      SELECT attempt_id, user_id, answers, profile, instrument_version FROM input
      RETURNING id, created_at
    ), r AS (
      INSERT INTO career_results (attempt_id, user_id, career_code, title, description, impact, rank, match, ai, reasons)
      SELECT i.attempt_id, i.user_id, x.career_code, x.title,
             coalesce((SELECT c.description FROM careers c WHERE c.code = x.career_code), ''),
             (SELECT c.ai_impact FROM careers c WHERE c.code = x.career_code),
             x.rank, x.match, x.ai, x.reasons
      FROM input i
      CROSS JOIN jsonb_to_recordset(i.careers)
        AS x(career_code text, title text, rank int, match int, ai text, reasons jsonb)
      RETURNING id, attempt_id, rank, description, impact
    )
    SELECT i.k, a.id AS attempt_id, a.created_at AS attempt_created_at, r.id, r.rank, r.description, r.impact
    FROM input i
    JOIN a ON a.id = i.attempt_id
    LEFT JOIN r ON r.attempt_id = a.id
    ORDER BY i.k, r.rank`.compile(db);
  const { rows } = await db.executeQuery(prepared('results_insert_attempts', query));
  const stored: StoredAttempt[] = [];
  for (const row of rows) {
    const k = row.k;
    let entry = stored[k];
    if (!entry) {
      entry = { attemptId: row.attempt_id, createdAt: row.attempt_created_at, rows: [] };
      stored[k] = entry;
    }
    const sent = row.rank === null ? undefined : attempts[k]?.careers.find((c) => c.rank === row.rank);
    if (row.id === null || !sent) continue;
    entry.rows.push({
      id: row.id,
      attempt_id: row.attempt_id,
      user_id: attempts[k]?.attempt.userId ?? 0,
      career_code: sent.career_code,
      title: sent.title,
      description: row.description ?? '',
      impact: row.impact,
      rank: sent.rank,
      match: sent.match,
      ai: sent.ai,
      reasons: sent.reasons,
      score: null,
      interested: false,
      booked: false,
      created_at: row.attempt_created_at,
      updated_at: row.attempt_created_at,
    });
  }
  if (stored.length !== attempts.length || stored.includes(undefined as never))
    throw new Error('not every attempt was stored');
  return stored;
}

/**
 * Stores one attempt with its top careers. Submissions that arrive while another is being written
 * are written together in one statement (lib/write-batcher.ts): under load, the fixed cost of a
 * statement is shared; alone, an attempt is written at once.
 */
export function storeAttempt(db: Database, attempt: NewAttempt, careers: RankedCareer[]) {
  let write = attemptWriters.get(db);
  if (!write) {
    write = createWriteBatcher((items) => insertAttemptsWithResults(db, items), {
      maxBatch: 32,
      maxInFlight: 2,
    });
    attemptWriters.set(db, write);
  }
  return write({ attempt, careers });
}
const attemptWriters = new WeakMap<
  Database,
  WriteBatcher<{ attempt: NewAttempt; careers: RankedCareer[] }, StoredAttempt>
>();

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
