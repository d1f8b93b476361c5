import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { ResultTables } from './results.tables';

export type ResultRow = Selectable<ResultTables['career_results']>;

export type NewResult = {
  career_code: string;
  title: string;
  description: string;
  impact: 'L' | 'M' | 'H' | null;
  rank: number;
  match: number;
  ai: string;
  reasons: unknown;
};

export async function insertResults(db: Database, attemptId: number, userId: number, rows: NewResult[]) {
  if (!rows.length) return [];
  return db
    .insertInto('career_results')
    .values(
      rows.map((r) => ({ ...r, reasons: JSON.stringify(r.reasons), attempt_id: attemptId, user_id: userId })),
    )
    .returningAll()
    .execute();
}

/** The careers of the user's newest attempt, best first. */
export async function listNewestResults(db: Database, userId: number): Promise<ResultRow[]> {
  return db
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
    .execute();
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

/** The catalogue texts shown with a result (description, AI impact), for the given careers. */
export async function findCareerTexts(db: Database, codes: string[]) {
  if (!codes.length) return [];
  return db
    .selectFrom('careers')
    .select(['code', 'description', 'ai_impact'])
    .where('code', 'in', codes)
    .execute();
}
