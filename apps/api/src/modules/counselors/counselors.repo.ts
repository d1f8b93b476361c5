import type { Database } from '../../db/database';

export function findSchool(db: Database, schoolId: number) {
  return db.selectFrom('schools').select(['id', 'name']).where('id', '=', schoolId).executeTakeFirst();
}

/** The school's affiliate codes and their seat limits (null: no limit). */
export async function listSchoolCodes(
  db: Database,
  schoolId: number,
): Promise<{ code: string; seat_limit: number | null }[]> {
  // One code per school (schools.affiliate_code) with its seat limit (migration 0133, docs/backoffice.md).
  const rows = await db
    .selectFrom('schools')
    .select(['affiliate_code', 'seat_limit'])
    .where('id', '=', schoolId)
    .execute();
  return rows.map((r) => ({ code: r.affiliate_code, seat_limit: r.seat_limit }));
}

/** The student leaves the school: no school, no code (the school's entitlements end with them). */
export async function clearSchool(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ school_id: null, affiliate_code: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function lastViewOf(db: Database, studentId: number, schoolId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('counselor_student_views')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('student_id', '=', studentId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}
