import { randomBytes } from 'node:crypto';
import type { CounselorResource } from '@pathscoop/contracts';
import type { Database } from '../../db/database';
import { sanitizeResourceHtml } from './sanitize';

/**
 * Picks For You of one school (issue 21): what a school's counselors publish for their own
 * students. The body is sanitised when stored (and again when served, resources.service.ts).
 */
const present = (r: { id: number; title: string; subtitle: string; body: string; video: string | null }) => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  body: sanitizeResourceHtml(r.body),
  video: r.video,
});

export async function listSchoolPicks(db: Database, schoolId: number): Promise<CounselorResource[]> {
  const rows = await db
    .selectFrom('school_resources')
    .select(['id', 'title', 'subtitle', 'body', 'video'])
    .where('kind', '=', 'picks')
    .where('school_id', '=', schoolId)
    // A back-office draft for the school is not the counselors' to see or delete until published.
    .where('published', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(present);
}

export async function createSchoolPick(
  db: Database,
  schoolId: number,
  input: { title: string; subtitle: string; body: string; video: string | null },
): Promise<CounselorResource> {
  const row = await db
    .insertInto('school_resources')
    .values({
      school_id: schoolId,
      kind: 'picks',
      title: input.title,
      subtitle: input.subtitle.trim(),
      body: sanitizeResourceHtml(input.body),
      video: input.video,
      thumbnail: null,
      // New picks first: below every seeded position.
      position: -Math.floor(Date.now() / 1000),
      slug: `school-${schoolId}-${randomBytes(6).toString('hex')}`,
    })
    .returning(['id', 'title', 'subtitle', 'body', 'video'])
    .executeTakeFirstOrThrow();
  return present(row);
}

/** Deletes one of the school's own published picks; false when the id is not one of them. */
export async function deleteSchoolPick(db: Database, schoolId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('school_resources')
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .where('kind', '=', 'picks')
    .where('published', '=', true)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
