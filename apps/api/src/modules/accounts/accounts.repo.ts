import { type Insertable, type Kysely, sql } from 'kysely';
import { type Database, prepared } from '../../db/database';
import type { DB } from '../../db/schema';

/** Either the pool or a transaction. */
type Db = Kysely<DB>;

// ---- users -------------------------------------------------------------------------------------

/** Runs on every authenticated request: a prepared statement (see db/database.ts). */
export async function findUserById(db: Db, id: number) {
  const query = db.selectFrom('users').selectAll().where('id', '=', id).compile();
  return (await db.executeQuery(prepared('users_by_id', query))).rows[0];
}

/**
 * The user behind an access token and the ids of its sessions revoked after `since` (the
 * deny-list), in one round trip: runs on every authenticated request whose user is not cached.
 */
export async function findUserForToken(db: Db, id: number, since: Date) {
  const query = db
    .selectFrom('users')
    .selectAll('users')
    .select(
      sql<
        string[]
      >`array(select r.session_id::text from revoked_sessions r where r.user_id = users.id and r.revoked_at > ${since})`.as(
        'revoked_sessions',
      ),
    )
    .where('users.id', '=', id)
    .compile();
  return (await db.executeQuery(prepared('user_for_token', query))).rows[0];
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, values: Insertable<DB['users']>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUserTags(db: Db, userId: number, tagIds: number[]): Promise<void> {
  if (!tagIds.length) return;
  await db
    .insertInto('user_tags')
    .values(tagIds.map((tag_id) => ({ user_id: userId, tag_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function userTagIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_tags')
    .innerJoin('tags', 'tags.id', 'user_tags.tag_id')
    .select('tags.id')
    .where('user_tags.user_id', '=', userId)
    .orderBy('tags.position')
    .orderBy('tags.id')
    .execute();
  return rows.map((r) => r.id);
}

export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  changedAt: Date | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      ...(changedAt ? { password_changed_at: changedAt, updated_at: changedAt } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

// ---- schools, tags, industries (validation of sign-up references) -----------------------------

export function findSchoolByCode(db: Db, code: string) {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'affiliate_code', 'code_expires_at', 'seat_limit'])
    .where(sql<string>`lower(affiliate_code)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
}

export function findSchoolById(db: Db, id: number) {
  return db.selectFrom('schools').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function existingTagIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('tags').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function industryExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('industries').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

// ---- refresh tokens (stored as SHA-256 hashes) ------------------------------------------------

export async function insertRefreshToken(
  db: Db,
  values: { user_id: number; family_id: string; token_hash: string; expires_at: Date; created_at: Date },
): Promise<void> {
  await db.insertInto('refresh_tokens').values(values).execute();
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a token used if nobody did before (race-safe): false means it was already used. */
export async function claimRefreshToken(db: Db, id: number, at: Date): Promise<boolean> {
  const res = await db
    .updateTable('refresh_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function revokeRefreshFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends a session: revokes its refresh tokens and puts its id on the deny-list, so that its access
 * tokens stop working at once (lib/auth.ts). Entries older than `forgetBefore` (no access token of
 * theirs can still be valid) are dropped on the way.
 */
export async function revokeSession(
  db: Database,
  session: { familyId: string; userId: number },
  at: Date,
  forgetBefore: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeRefreshFamily(trx, session.familyId, at);
    await trx
      .insertInto('revoked_sessions')
      .values({ session_id: session.familyId, user_id: session.userId, revoked_at: at })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
    await trx
      .deleteFrom('revoked_sessions')
      .where('user_id', '=', session.userId)
      .where('revoked_at', '<', forgetBefore)
      .execute();
  });
}

export async function revokeUserRefreshTokens(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---- one-time tokens (e-mail verification, password reset) -------------------------------------

export type OneTimePurpose = 'verify_email' | 'password_reset' | 'change_email';

export async function insertOneTimeToken(
  db: Db,
  values: {
    user_id: number;
    purpose: OneTimePurpose;
    token_hash: string;
    expires_at: Date;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('one_time_tokens').values(values).execute();
}

export function findOneTimeToken(db: Db, tokenHash: string, purpose: OneTimePurpose) {
  return db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Single use: marks the token used only if still unused and unexpired at `at`. */
export async function consumeOneTimeToken(db: Db, id: number, at: Date): Promise<boolean> {
  const res = await db
    .updateTable('one_time_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Every still-open token of that purpose stops working (e.g. other reset links after a reset). */
export async function invalidateOneTimeTokens(
  db: Db,
  userId: number,
  purpose: OneTimePurpose,
  at: Date,
): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export function inTransaction<T>(db: Database, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

/**
 * Whether a school's code still admits a student (issue 20): null when it does, else the message.
 * With `lock`, the school row stays locked until the transaction ends, so two sign-ups cannot take
 * the last seat together.
 */
export async function schoolCodeProblem(
  db: Db,
  schoolId: number,
  now: Date,
  lock = false,
): Promise<'expired' | 'full' | null> {
  let q = db.selectFrom('schools').select(['code_expires_at', 'seat_limit']).where('id', '=', schoolId);
  if (lock) q = q.forUpdate();
  const school = await q.executeTakeFirst();
  if (!school) return null;
  if (school.code_expires_at && school.code_expires_at.getTime() <= now.getTime()) return 'expired';
  if (school.seat_limit !== null) {
    const used = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('school_id', '=', schoolId)
      .where('role', '=', 'Student')
      .executeTakeFirstOrThrow();
    if (Number(used.n) >= school.seat_limit) return 'full';
  }
  return null;
}
