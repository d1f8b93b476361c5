import type { BackofficeSchool, schoolInputSchema } from '@pathscoop/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import type { BackofficeAccess } from './permissions';

/**
 * Schools and their affiliate codes (docs/backoffice.md "Schools"): name, code, the code's expiry
 * and seat limit (a seat = a student account of the school; sign-up checks both), and what the
 * school's students are entitled to (pricing/entitlements.ts reads these columns on every check,
 * so a change applies at once).
 */

type SchoolInput = z.output<typeof schoolInputSchema>;

const columns = [
  's.id',
  's.name',
  's.affiliate_code',
  's.code_expires_at',
  's.seat_limit',
  's.mentor_sessions',
  's.companions',
  's.daily_chat_messages',
  's.created_at',
] as const;

function query(db: Database) {
  return db
    .selectFrom('schools as s')
    .select(columns)
    .select(
      sql<string>`(select count(*) from users u where u.school_id = s.id and u.role = 'Student')`.as(
        'seats_used',
      ),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;
const present = (r: Row): BackofficeSchool => ({
  ...r,
  // End of the chosen day is kept as the instant; the date is what the form edits.
  code_expires_at: r.code_expires_at ? r.code_expires_at.toISOString() : null,
  seats_used: Number(r.seats_used),
  created_at: r.created_at.toISOString(),
});

export async function listSchools(ctx: AppContext) {
  return (await query(ctx.db).orderBy('s.name').limit(1000).execute()).map(present);
}

/** A code's expiry date means "valid through that day" (UTC): it stops at the next midnight. */
const expiryOf = (date: string | null | undefined) =>
  date === undefined
    ? undefined
    : date === null
      ? null
      : new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

async function codeTaken(db: Database, code: string, exceptId?: number) {
  let q = db
    .selectFrom('schools')
    .select('id')
    .where(sql<string>`upper(affiliate_code)`, '=', code.toUpperCase());
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function createSchool(ctx: AppContext, bo: BackofficeAccess, input: SchoolInput) {
  if (await codeTaken(ctx.db, input.affiliate_code))
    throw badRequest('affiliate_code', 'Another school already uses this code.');
  const now = ctx.now();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('schools')
      .values({
        name: input.name,
        affiliate_code: input.affiliate_code,
        code_expires_at: expiryOf(input.code_expires_at) ?? null,
        seat_limit: input.seat_limit ?? null,
        ...(input.mentor_sessions !== undefined && { mentor_sessions: input.mentor_sessions }),
        ...(input.companions !== undefined && { companions: input.companions }),
        ...(input.daily_chat_messages !== undefined && { daily_chat_messages: input.daily_chat_messages }),
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = present(await query(tx).where('s.id', '=', row.id).executeTakeFirstOrThrow());
    await recordAudit(tx, {
      actorId: bo.userId,
      action: 'school_created',
      targetType: 'school',
      targetId: row.id,
      after: created,
      requestId: bo.requestId,
      at: now,
    });
    return row.id;
  });
  return present(await query(ctx.db).where('s.id', '=', id).executeTakeFirstOrThrow());
}

export async function updateSchool(
  ctx: AppContext,
  bo: BackofficeAccess,
  id: number,
  input: Partial<SchoolInput>,
) {
  const before = await query(ctx.db).where('s.id', '=', id).executeTakeFirst();
  if (!before) throw notFound();
  if (input.affiliate_code && (await codeTaken(ctx.db, input.affiliate_code, id)))
    throw badRequest('affiliate_code', 'Another school already uses this code.');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('schools')
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.affiliate_code !== undefined && { affiliate_code: input.affiliate_code }),
        ...(input.code_expires_at !== undefined && { code_expires_at: expiryOf(input.code_expires_at) }),
        ...(input.seat_limit !== undefined && { seat_limit: input.seat_limit }),
        ...(input.mentor_sessions !== undefined && { mentor_sessions: input.mentor_sessions }),
        ...(input.companions !== undefined && { companions: input.companions }),
        ...(input.daily_chat_messages !== undefined && { daily_chat_messages: input.daily_chat_messages }),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const after = present(await query(tx).where('s.id', '=', id).executeTakeFirstOrThrow());
    await recordAudit(tx, {
      actorId: bo.userId,
      action: 'school_updated',
      targetType: 'school',
      targetId: id,
      before: present(before),
      after,
      requestId: bo.requestId,
      at: now,
    });
  });
  return present(await query(ctx.db).where('s.id', '=', id).executeTakeFirstOrThrow());
}
