import type { CohortFilter } from '@pathscoop/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { memberWhere } from './cohort.repo';

type Trx = Transaction<DB>;

/** Serialises a school's nudge rounds (held until the transaction ends). */
export async function lockSchoolNudges(trx: Trx, schoolId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(21, ${schoolId})`.execute(trx);
}

export async function lastSchoolNudgeAt(trx: Trx, schoolId: number): Promise<Date | null> {
  const row = await trx
    .selectFrom('counselor_nudges')
    .select((eb) => eb.fn.max('sent_at').as('at'))
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** The filtered cohort's students without a finished assessment, and whether each may get a reminder now. */
export async function listUnfinished(trx: Trx, schoolId: number, filter: CohortFilter, since: Date) {
  const { rows } = await sql<{ id: number; email: string; first_name: string; eligible: boolean }>`
    select u.id, u.email, u.first_name,
      (u.email_verified_at is not null
        and not exists (select 1 from school_mail_opt_outs o where o.user_id = u.id)
        and not exists (select 1 from counselor_nudges cn where cn.student_id = u.id and cn.sent_at > ${since})) as eligible
    from users u
    where ${memberWhere(schoolId, filter)}
      and not exists (select 1 from assessment_attempts a where a.user_id = u.id)
    order by u.id
  `.execute(trx);
  return rows;
}

export async function insertNudges(
  trx: Trx,
  rows: { school_id: number; counselor_id: number; student_id: number; sent_at: Date }[],
): Promise<void> {
  if (rows.length) await trx.insertInto('counselor_nudges').values(rows).execute();
}

export async function insertOptOut(db: Database, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  await db
    .insertInto('school_mail_opt_outs')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return true;
}
