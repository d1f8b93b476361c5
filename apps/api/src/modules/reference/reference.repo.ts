import type { Database } from '../../db/database';

export function listTags(db: Database) {
  return db.selectFrom('tags').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}

export function listIndustries(db: Database) {
  return db.selectFrom('industries').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}

export type ReviewAudience = 'home' | 'student' | 'parent';

export async function countUserReviews(db: Database, audience: ReviewAudience = 'home'): Promise<number> {
  const row = await db
    .selectFrom('user_reviews')
    .where('audience', '=', audience)
    .where('published', '=', true)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listUserReviews(
  db: Database,
  offset: number,
  limit: number,
  audience: ReviewAudience = 'home',
) {
  return db
    .selectFrom('user_reviews')
    .select(['id', 'image', 'name', 'title', 'review', 'age', 'career_path', 'quote'])
    .where('audience', '=', audience)
    .where('published', '=', true)
    .orderBy('position')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}
