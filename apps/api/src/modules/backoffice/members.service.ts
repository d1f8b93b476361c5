import type { BackofficeMember, BackofficeMemberRow } from '@pathscoop/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { revokeUserRefreshTokens } from '../accounts/accounts.repo';
import { sendVerificationMail } from '../accounts/verification.service';
import { recordAudit } from './audit';
import { type BackofficeAccess, can, isBackofficeAccount, schoolScope } from './permissions';

/**
 * Members for support (docs/backoffice.md "Members"): search, a member's page, resend the
 * verification mail, deactivate/reactivate, CSV export. A school-scoped role sees its school's
 * members only. Never password hashes or tokens; chat text and concerns only with
 * `members.safeguarding`.
 */

export type MemberQuery = {
  q?: string;
  school_id?: number;
  status?: 'active' | 'deactivated';
  page: number;
  per_page: number;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function baseQuery(db: Database, bo: BackofficeAccess, query: Omit<MemberQuery, 'page' | 'per_page'>) {
  let q = db
    .selectFrom('users as u')
    .leftJoin('schools as s', 's.id', 'u.school_id')
    .leftJoin('pricing_plans as p', 'p.id', 'u.pricing_plan_id')
    // The terms version the member bought (docs/backoffice.md "Plans"): its title, not today's.
    .leftJoin('pricing_plan_terms as pt', (join) =>
      join.on(sql<boolean>`pt.id = coalesce(u.plan_terms_id, p.current_terms_id)`),
    );
  const scope = schoolScope(bo.grants, 'members.read');
  if (scope !== 'all') q = scope.length ? q.where('u.school_id', 'in', scope) : q.where(sql<boolean>`false`);
  if (query.school_id !== undefined) q = q.where('u.school_id', '=', query.school_id);
  if (query.status === 'active') q = q.where('u.deactivated_at', 'is', null);
  if (query.status === 'deactivated') q = q.where('u.deactivated_at', 'is not', null);
  const term = query.q?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', like),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', like),
        eb('s.name', 'ilike', like),
        eb('u.affiliate_code', 'ilike', like),
        ...(/^\d{1,9}$/.test(term) ? [eb('u.id', '=', Number(term))] : []),
      ]),
    );
  }
  return q;
}

const rowColumns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.role',
  'u.school_id',
  's.name as school',
  'pt.title as plan',
  'u.plan_expires_at',
  'u.email_verified_at',
  'u.deactivated_at',
  'u.created_at',
] as const;

type RawRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: 'Student' | 'Mentor';
  school_id: number | null;
  school: string | null;
  plan: string | null;
  plan_expires_at: Date | null;
  email_verified_at: Date | null;
  deactivated_at: Date | null;
  created_at: Date;
};

function presentRow(r: RawRow): BackofficeMemberRow {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    role: r.role,
    school: r.school,
    school_id: r.school_id,
    plan: r.plan,
    plan_expires_at: iso(r.plan_expires_at),
    email_verified: r.email_verified_at !== null,
    deactivated_at: iso(r.deactivated_at),
    created_at: r.created_at.toISOString(),
  };
}

export async function listMembers(ctx: AppContext, bo: BackofficeAccess, query: MemberQuery) {
  const base = baseQuery(ctx.db, bo, query);
  const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(rowColumns)
    .orderBy('u.id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    count: Number(count.n),
    page: query.page,
    per_page: query.per_page,
    results: rows.map(presentRow),
  };
}

/** One member, after the school-scope check (404 outside the caller's scope, as if absent). */
async function memberRow(ctx: AppContext, bo: BackofficeAccess, id: number) {
  const row = await baseQuery(ctx.db, bo, {})
    .select([...rowColumns, 'u.age', 'u.grade', 'u.affiliate_code'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function getMember(
  ctx: AppContext,
  bo: BackofficeAccess,
  id: number,
): Promise<BackofficeMember> {
  const row = await memberRow(ctx, bo, id);
  const sessions = await ctx.db
    .selectFrom('mentor_sessions')
    .select(['id', 'topic', 'status', 'scheduled_at', 'preferred_at', 'created_at'])
    .where((eb) => eb.or([eb('student_id', '=', id), eb('mentor_id', '=', id)]))
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  const payments = await ctx.db
    .selectFrom('payments as pay')
    .innerJoin('pricing_plans as p', 'p.id', 'pay.pricing_plan_id')
    .leftJoin('pricing_plan_terms as pt', 'pt.id', 'pay.plan_terms_id')
    .select([
      'pay.id',
      sql<string>`coalesce(pt.title, p.title)`.as('plan'),
      'pay.amount_cents',
      'pay.currency',
      'pay.paid_at',
      'pay.plan_expires_at',
      'pay.stripe_payment_intent_id',
    ])
    .where('pay.user_id', '=', id)
    .orderBy('pay.paid_at', 'desc')
    .limit(50)
    .execute();
  let safeguarding: BackofficeMember['safeguarding'] = null;
  if (can(bo.grants, 'members.safeguarding', { schoolId: row.school_id })) {
    const flags = await ctx.db
      .selectFrom('chat_safety_flags')
      .select(['id', 'created_at', 'excerpt'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute();
    const concerns = await ctx.db
      .selectFrom('mentorship_concerns as c')
      .innerJoin('mentor_sessions as s', 's.id', 'c.session_id')
      .select(['c.id', 'c.created_at', 'c.message'])
      .where((eb) => eb.or([eb('s.student_id', '=', id), eb('s.mentor_id', '=', id)]))
      .orderBy('c.created_at', 'desc')
      .limit(50)
      .execute();
    safeguarding = {
      chat_flags: flags.map((f) => ({
        id: Number(f.id),
        created_at: f.created_at.toISOString(),
        excerpt: f.excerpt,
      })),
      concerns: concerns.map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
    };
  }
  return {
    ...presentRow(row),
    age: row.age,
    grade: row.grade,
    affiliate_code: row.affiliate_code,
    is_backoffice: await isBackofficeAccount(ctx.db, id),
    sessions: sessions.map((s) => ({
      id: s.id,
      topic: s.topic,
      status: s.status,
      datetime: iso(s.scheduled_at ?? s.preferred_at),
      created_at: s.created_at.toISOString(),
    })),
    payments: payments.map((p) => ({
      ...p,
      paid_at: p.paid_at.toISOString(),
      plan_expires_at: p.plan_expires_at.toISOString(),
    })),
    safeguarding,
  };
}

/** Write actions need members.write for the member's school (a scoped role: its own school only). */
function requireWrite(bo: BackofficeAccess, schoolId: number | null) {
  if (!can(bo.grants, 'members.write', { schoolId })) throw forbidden('Your role does not allow this.');
}

export async function resendMemberVerification(ctx: AppContext, bo: BackofficeAccess, id: number) {
  const row = await memberRow(ctx, bo, id);
  requireWrite(bo, row.school_id);
  if (row.email_verified_at) throw new AppError(409, { detail: 'This e-mail address is already verified.' });
  await sendVerificationMail(ctx, { id: row.id, email: row.email, first_name: row.first_name });
  await recordAudit(ctx.db, {
    actorId: bo.userId,
    action: 'member_verification_resent',
    targetType: 'user',
    targetId: id,
    after: { email: row.email },
    requestId: bo.requestId,
  });
  return { detail: `A new verification link was sent to ${row.email}.` };
}

/**
 * Deactivate: the member cannot sign in, every refresh token is revoked, and their access tokens
 * are refused from the next request (lib/auth.ts reads deactivated_at from the user row, whose
 * cache the change feed refreshes; this process forgets it at once).
 */
export async function setMemberActive(
  ctx: AppContext,
  bo: BackofficeAccess,
  id: number,
  active: boolean,
  reason: string | null,
) {
  const row = await memberRow(ctx, bo, id);
  requireWrite(bo, row.school_id);
  if (!active && (await isBackofficeAccount(ctx.db, id)))
    throw new AppError(409, { detail: 'This is a back-office account; it cannot be deactivated here.' });
  if (active === (row.deactivated_at === null))
    throw new AppError(409, {
      detail: active ? 'This member is already active.' : 'This member is already deactivated.',
    });
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ deactivated_at: active ? null : now, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (!active) await revokeUserRefreshTokens(tx, id, now);
    await recordAudit(tx, {
      actorId: bo.userId,
      action: active ? 'member_reactivated' : 'member_deactivated',
      targetType: 'user',
      targetId: id,
      before: { deactivated_at: iso(row.deactivated_at) },
      after: { deactivated_at: active ? null : now.toISOString(), ...(reason ? { reason } : {}) },
      requestId: bo.requestId,
      at: now,
    });
  });
  ctx.cache.users.forget(id);
  return { detail: active ? 'Member reactivated.' : 'Member deactivated; their sessions ended.' };
}

/** CSV cells: quoted, and a leading =, +, - or @ neutralised (spreadsheet formula injection). */
function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export async function exportMembersCsv(
  ctx: AppContext,
  bo: BackofficeAccess,
  query: Omit<MemberQuery, 'page' | 'per_page'>,
) {
  const rows = await baseQuery(ctx.db, bo, query).select(rowColumns).orderBy('u.id').limit(50_000).execute();
  const header = [
    'id',
    'first_name',
    'last_name',
    'email',
    'role',
    'school',
    'plan',
    'plan_expires_at',
    'email_verified',
    'deactivated_at',
    'created_at',
  ];
  const lines = [header.join(',')];
  for (const r of rows.map(presentRow))
    lines.push(
      [
        r.id,
        r.first_name,
        r.last_name,
        r.email,
        r.role,
        r.school,
        r.plan,
        r.plan_expires_at,
        r.email_verified,
        r.deactivated_at,
        r.created_at,
      ]
        .map(csvCell)
        .join(','),
    );
  await recordAudit(ctx.db, {
    actorId: bo.userId,
    action: 'members_exported',
    targetType: 'user',
    targetId: '*',
    after: { filters: query, rows: rows.length },
    requestId: bo.requestId,
  });
  return `${lines.join('\r\n')}\r\n`;
}
