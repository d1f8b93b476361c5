import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB>;

export async function updateUserFields(db: Db, userId: number, values: Updateable<DB['users']>) {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** Sets the new address if nobody took it meanwhile (unique per lower(email) in practice). */
export async function applyPendingEmail(db: Db, userId: number, email: string, at: Date): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ email, pending_email: null, updated_at: at, email_verified_at: at })
    .where('id', '=', userId)
    .where('pending_email', '=', email)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
