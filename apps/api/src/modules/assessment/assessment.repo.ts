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
