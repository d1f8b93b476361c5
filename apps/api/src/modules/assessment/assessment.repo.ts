import type { Database } from '../../db/database';

export async function listScenarioRows(db: Database) {
  return db.selectFrom('scenarios').selectAll().orderBy('id').execute();
}

export async function listQuestionRows(db: Database) {
  return db.selectFrom('scenario_questions').selectAll().orderBy('scenario_id').orderBy('position').execute();
}

export async function findQuestionTitles(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('scenario_questions')
    .select(['id', 'scenario_id', 'title'])
    .where('id', 'in', ids)
    .execute();
}

export type NewAttempt = { userId: number; answers: unknown; profile: unknown; instrumentVersion: string };

/** Inserts the attempt; runs inside the caller's transaction. */
export async function insertAttempt(db: Database, attempt: NewAttempt) {
  return db
    .insertInto('assessment_attempts')
    .values({
      user_id: attempt.userId,
      answers: JSON.stringify(attempt.answers),
      profile: JSON.stringify(attempt.profile),
      instrument_version: attempt.instrumentVersion,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function countAttempts(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('assessment_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
