import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

type Db = Database | Transaction<DB>;

/** A counselor's user row: role Mentor only because users.role is Student | Mentor (docs/backoffice.md). */
export async function insertCounselorUser(
  db: Db,
  v: { email: string; first_name: string; last_name: string; password_hash: string; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: v.email,
      password_hash: v.password_hash,
      role: 'Mentor',
      first_name: v.first_name,
      last_name: v.last_name,
      password_changed_at: v.now,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new link; any earlier open link of the same person for the school stops working. */
export async function insertInvitation(
  db: Db,
  v: {
    school_id: number;
    user_id: number;
    token_hash: string;
    expires_at: Date;
    invited_by: number;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable('counselor_invitations')
    .set({ expires_at: v.now })
    .where('user_id', '=', v.user_id)
    .where('school_id', '=', v.school_id)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', v.now)
    .execute();
  await db
    .insertInto('counselor_invitations')
    .values({
      school_id: v.school_id,
      user_id: v.user_id,
      token_hash: v.token_hash,
      expires_at: v.expires_at,
      invited_by: v.invited_by,
      created_at: v.now,
    })
    .execute();
}

/** The school's counselors (role holders) with their newest invitation, if any. */
export async function listCounselors(db: Db, schoolId: number) {
  const { rows } = await sql<{
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    invited_at: Date | null;
    expires_at: Date | null;
    accepted_at: Date | null;
  }>`
    select u.id as user_id, u.first_name, u.last_name, u.email, i.created_at as invited_at, i.expires_at, i.accepted_at
    from backoffice_role_assignments r
    join users u on u.id = r.user_id
    left join lateral (select created_at, expires_at, accepted_at from counselor_invitations
      where user_id = u.id and school_id = ${schoolId} order by id desc limit 1) i on true
    where r.role = 'school_counselor' and r.school_id = ${schoolId}
    order by lower(u.last_name), lower(u.first_name), u.id
  `.execute(db);
  return rows;
}

export async function removeCounselorGrant(db: Db, userId: number, schoolId: number): Promise<void> {
  await db
    .deleteFrom('backoffice_role_assignments')
    .where('user_id', '=', userId)
    .where('role', '=', 'school_counselor')
    .where('school_id', '=', schoolId)
    .execute();
}

export async function otherGrantsOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('backoffice_role_assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the account made for the invitation (its sessions, tokens and invitations go with it). */
export async function deleteCounselor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function findInvitationByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('counselor_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('schools as s', 's.id', 'i.school_id')
    .select([
      'i.id',
      'i.user_id',
      'i.expires_at',
      'i.accepted_at',
      'u.email',
      'u.first_name',
      'u.last_name',
      's.name as school',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses the link once (a second use finds it accepted) and sets the password; true when it did. */
export async function acceptInvitation(
  db: Database,
  invitationId: number,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('counselor_invitations')
      .set({ accepted_at: now })
      .where('id', '=', invitationId)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, email_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .execute();
    return true;
  });
}
