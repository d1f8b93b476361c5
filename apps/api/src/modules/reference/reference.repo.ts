import type { Database } from '../../db/database';

export function listTags(db: Database) {
  return db.selectFrom('tags').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}

export function listIndustries(db: Database) {
  return db.selectFrom('industries').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}

export async function countUserReviews(db: Database): Promise<number> {
  const row = await db
    .selectFrom('user_reviews')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listUserReviews(db: Database, offset: number, limit: number) {
  return db
    .selectFrom('user_reviews')
    .select(['id', 'image', 'name', 'title', 'review'])
    .orderBy('position')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}
