import {
  type BackofficeGrant,
  type BackofficePermission,
  ROLE_PERMISSIONS,
  SCHOOL_SCOPED_ROLES,
} from '@pathscoop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { type CurrentUser, requireUser, userOf } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';

/**
 * The back office's one permission model (docs/backoffice.md). A back-office account is a row in
 * `backoffice_accounts`; its roles are rows in `backoffice_role_assignments` (role, optional
 * school); each role is a fixed set of permissions (`ROLE_PERMISSIONS` in the contracts).
 *
 *   app.get('/api/v1/backoffice/members/', {
 *     onRequest: backofficeGuard(ctx, 'members.read'),   // 401/403 before anything runs
 *     ...
 *   }, async (request) => listMembers(ctx, backofficeOf(request), request.query));
 *
 *   // inside a service, for one object:
 *   await requirePermission(ctx, user, 'members.write', { schoolId: member.school_id });
 *   // or, with the grants the guard already loaded:
 *   if (!can(bo.grants, 'members.read', { schoolId })) throw forbidden();
 *   schoolScope(bo.grants, 'members.read')  // 'all' | [school ids] to filter lists
 */

export type BackofficeAccess = {
  userId: number;
  grants: BackofficeGrant[];
  enrolled: boolean;
  /** The refresh-token family of this request's access token (the sign-in session). */
  sessionId: string;
  /** The request id (x-request-id or generated), written to the audit trail. */
  requestId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by backofficeGuard; read it through `backofficeOf(request)`. */
    backoffice?: BackofficeAccess;
  }
}

export const BACKOFFICE_MESSAGES = {
  notStaff: 'This area is for the Pathscoop team.',
  disabled: 'This back-office account is disabled.',
  enrol: 'Set up your authenticator app before using the back office.',
  secondFactor: 'Enter the code from your authenticator app to continue.',
  idle: 'Your back-office session ended after a period without activity. Enter your code again.',
  permission: 'Your role does not allow this.',
} as const;

/** Does any of `grants` give `permission`? A school-scoped grant counts only for its own school
 * (`schoolId`), or for any school with `anySchool` (the caller then filters with schoolScope). */
export function can(
  grants: readonly BackofficeGrant[],
  permission: BackofficePermission,
  opts: { schoolId?: number | null; anySchool?: boolean } = {},
): boolean {
  return grants.some(
    (g) =>
      ROLE_PERMISSIONS[g.role].includes(permission) &&
      (g.school_id === null ||
        opts.anySchool === true ||
        (opts.schoolId !== undefined && opts.schoolId !== null && g.school_id === opts.schoolId)),
  );
}

/** 'all' when a global role gives `permission`, else the school ids of the scoped roles that do. */
export function schoolScope(
  grants: readonly BackofficeGrant[],
  permission: BackofficePermission,
): 'all' | number[] {
  const giving = grants.filter((g) => ROLE_PERMISSIONS[g.role].includes(permission));
  if (giving.some((g) => g.school_id === null)) return 'all';
  return [...new Set(giving.map((g) => g.school_id as number))];
}

export function permissionsOf(grants: readonly BackofficeGrant[]): BackofficePermission[] {
  return [...new Set(grants.flatMap((g) => ROLE_PERMISSIONS[g.role]))].sort();
}

export function isSchoolScoped(role: BackofficeGrant['role']): boolean {
  return SCHOOL_SCOPED_ROLES.includes(role);
}

/** The account's row and grants, or undefined when the user has no back-office account. */
export async function loadBackofficeAccount(db: Database, userId: number) {
  const account = await db
    .selectFrom('backoffice_accounts')
    .select(['user_id', 'totp_enrolled_at', 'disabled_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!account) return undefined;
  const grants = await db
    .selectFrom('backoffice_role_assignments')
    .select(['role', 'school_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { ...account, grants };
}

/** Is this user a back-office account (any role)? Used to keep them out of mentor lists and matching. */
export async function isBackofficeAccount(db: Database, userId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('backoffice_accounts')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined
  );
}

/**
 * A team account that must sign in at /backoffice: a back-office account with any role that is not
 * scoped to a school. School counselors (only school-scoped roles) sign in at the members' sign-in
 * page and land on their dashboard (issue 21, docs/counselors.md).
 */
export async function signsInAtBackoffice(db: Database, userId: number): Promise<boolean> {
  if (!(await isBackofficeAccount(db, userId))) return false;
  const roles = await db
    .selectFrom('backoffice_role_assignments')
    .select('role')
    .where('user_id', '=', userId)
    .execute();
  return roles.length === 0 || roles.some((r) => !SCHOOL_SCOPED_ROLES.includes(r.role));
}

/**
 * THE permission check: throws 403 unless `user` is an active back-office account whose roles give
 * `permission` (for `schoolId`, when the object belongs to a school). Does not look at the second
 * factor; routes get that from backofficeGuard.
 */
export async function requirePermission(
  ctx: AppContext,
  user: Pick<CurrentUser, 'id'>,
  permission: BackofficePermission,
  opts: { schoolId?: number | null } = {},
): Promise<BackofficeGrant[]> {
  const account = await loadBackofficeAccount(ctx.db, user.id);
  if (!account) throw forbidden(BACKOFFICE_MESSAGES.notStaff);
  if (account.disabled_at) throw forbidden(BACKOFFICE_MESSAGES.disabled);
  if (!can(account.grants, permission, opts)) throw forbidden(BACKOFFICE_MESSAGES.permission);
  return account.grants;
}

/** Seconds between last_seen_at writes (a busy session does not write on every request). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The step-up: has this sign-in session passed the second factor, and been used within
 * BACKOFFICE_IDLE_MINUTES? Refreshes last_seen_at. 'passed' | 'required' (never, or expired).
 */
export async function secondFactorState(
  ctx: AppContext,
  userId: number,
  sessionId: string,
  touch: boolean,
): Promise<'passed' | 'required' | 'idle'> {
  const row = await ctx.db
    .selectFrom('backoffice_sessions')
    .select(['last_seen_at', 'user_id'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.user_id !== userId) return 'required';
  const now = ctx.now();
  if (now.getTime() - row.last_seen_at.getTime() > ctx.config.BACKOFFICE_IDLE_MINUTES * 60_000) {
    await ctx.db.deleteFrom('backoffice_sessions').where('session_id', '=', sessionId).execute();
    return 'idle';
  }
  if (touch && now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS)
    await ctx.db
      .updateTable('backoffice_sessions')
      .set({ last_seen_at: now })
      .where('session_id', '=', sessionId)
      .execute();
  return 'passed';
}

/** Records that this session passed the second factor (after a TOTP or recovery code). */
export async function markSecondFactorPassed(ctx: AppContext, userId: number, sessionId: string) {
  const now = ctx.now();
  await ctx.db
    .insertInto('backoffice_sessions')
    .values({ session_id: sessionId, user_id: userId, second_factor_at: now, last_seen_at: now })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ second_factor_at: now, last_seen_at: now }))
    .execute();
}

type Stage = 'account' | 'second_factor';

/**
 * Route hooks (onRequest) for every `backoffice/` route:
 *   backofficeGuard(ctx, 'members.read')          a permission (in any scope; filter with schoolScope)
 *   backofficeGuard(ctx, null, 'account')          any back-office account, before the second factor
 *                                                  (only me/ and the second-factor routes)
 * 401 anonymous; 403 for a member without a back-office account, a disabled one, a session that
 * has not passed the second factor (or went idle), or a role without the permission.
 */
export function backofficeGuard(
  ctx: AppContext,
  permission: BackofficePermission | null,
  stage: Stage = 'second_factor',
) {
  return [
    requireUser(ctx),
    async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = userOf(request);
      const account = await loadBackofficeAccount(ctx.db, user.id);
      if (!account) throw forbidden(BACKOFFICE_MESSAGES.notStaff);
      if (account.disabled_at) throw forbidden(BACKOFFICE_MESSAGES.disabled);
      const sessionId = request.sessionId ?? '';
      request.backoffice = {
        userId: user.id,
        grants: account.grants,
        enrolled: account.totp_enrolled_at !== null,
        sessionId,
        requestId: String(request.id),
      };
      if (stage === 'account') return;
      if (!account.totp_enrolled_at) throw new AppError(403, { detail: BACKOFFICE_MESSAGES.enrol });
      const state = await secondFactorState(ctx, user.id, sessionId, true);
      if (state === 'idle') throw new AppError(403, { detail: BACKOFFICE_MESSAGES.idle });
      if (state !== 'passed') throw new AppError(403, { detail: BACKOFFICE_MESSAGES.secondFactor });
      if (permission && !can(account.grants, permission, { anySchool: true }))
        throw forbidden(BACKOFFICE_MESSAGES.permission);
    },
  ];
}

/** The back-office access set by backofficeGuard (throws 403 if the route forgot the guard). */
export function backofficeOf(request: FastifyRequest): BackofficeAccess & { user: CurrentUser } {
  if (!request.backoffice) throw forbidden(BACKOFFICE_MESSAGES.notStaff);
  return { ...request.backoffice, user: userOf(request) };
}
