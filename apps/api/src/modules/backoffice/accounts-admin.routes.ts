import {
  ACCOUNT_MESSAGES,
  type BackofficeAccount,
  backofficeAccountListSchema,
  backofficeAccountSchema,
  disableAccountSchema,
  errorDetailSchema,
  giveRoleSchema,
  id,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { roleErrorResponses } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import { backofficeGuard, backofficeOf, isSchoolScoped } from './permissions';

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };
const PER_PAGE = 25;

/**
 * Back-office accounts and their roles (docs/backoffice.md "Accounts page", `accounts.manage`):
 * list, give and remove roles (a school role names its school), disable and enable. Audited. No
 * change may leave the service without an enabled operator, and an operator cannot remove their
 * own operator role or disable themselves.
 */

async function loadAccounts(db: Database, userIds: number[]): Promise<BackofficeAccount[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('backoffice_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'a.totp_enrolled_at',
      'a.disabled_at',
      'a.created_at',
    ])
    .where('a.user_id', 'in', userIds)
    .execute();
  const roles = await db
    .selectFrom('backoffice_role_assignments as r')
    .leftJoin('schools as s', 's.id', 'r.school_id')
    .select(['r.id', 'r.user_id', 'r.role', 'r.school_id', 's.name as school'])
    .where('r.user_id', 'in', userIds)
    .orderBy('r.id')
    .execute();
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return userIds
    .map((uid) => byId.get(uid))
    .filter((r) => r !== undefined)
    .map((r) => ({
      user_id: r.user_id,
      email: r.email,
      first_name: r.first_name,
      last_name: r.last_name,
      roles: roles
        .filter((g) => g.user_id === r.user_id)
        .map((g) => ({ id: g.id, role: g.role, school_id: g.school_id, school: g.school ?? null })),
      second_factor_enrolled: r.totp_enrolled_at !== null,
      disabled_at: r.disabled_at?.toISOString() ?? null,
      created_at: r.created_at.toISOString(),
    }));
}

async function oneAccount(db: Database, userId: number): Promise<BackofficeAccount> {
  const [account] = await loadAccounts(db, [userId]);
  if (!account) throw notFound(ACCOUNT_MESSAGES.notAnAccount);
  return account;
}

/** Serialises changes that could remove the last operator, then counts the enabled ones left. */
async function enabledOperatorsExcept(
  tx: Database,
  except: { userId?: number; assignmentId?: number },
): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtextextended('backoffice-operators', 0))`.execute(tx);
  const row = await tx
    .selectFrom('backoffice_role_assignments as r')
    .innerJoin('backoffice_accounts as a', 'a.user_id', 'r.user_id')
    .select(sql<string>`count(distinct r.user_id)`.as('n'))
    .where('r.role', '=', 'operator')
    .where('r.school_id', 'is', null)
    .where('a.disabled_at', 'is', null)
    .$if(except.userId !== undefined, (q) => q.where('r.user_id', '!=', except.userId as number))
    .$if(except.assignmentId !== undefined, (q) => q.where('r.id', '!=', except.assignmentId as number))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const backofficeAccountsAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/backoffice/accounts/',
      {
        onRequest: backofficeGuard(ctx, 'accounts.manage'),
        schema: {
          ...tags,
          summary: 'Back-office accounts with their roles (search by name or e-mail, paged)',
          querystring: z.object({
            q: z.string().max(200).optional(),
            page: z.coerce.number().int().min(1).max(100_000).default(1),
          }),
          response: { 200: backofficeAccountListSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => {
        const { q, page } = request.query;
        const term = q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
        const base = ctx.db
          .selectFrom('backoffice_accounts as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .$if(term !== null, (qb) =>
            qb.where((eb) =>
              eb.or([
                eb('u.email', 'ilike', term as string),
                eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', term as string),
              ]),
            ),
          );
        const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
        const ids = await base
          .select('a.user_id')
          .orderBy('u.last_name')
          .orderBy('u.first_name')
          .orderBy('a.user_id')
          .limit(PER_PAGE)
          .offset((page - 1) * PER_PAGE)
          .execute();
        return {
          count: Number(n),
          page,
          per_page: PER_PAGE,
          results: await loadAccounts(
            ctx.db,
            ids.map((r) => r.user_id),
          ),
        };
      },
    );

    app.post(
      '/api/v1/backoffice/accounts/:user_id/roles/',
      {
        onRequest: backofficeGuard(ctx, 'accounts.manage'),
        schema: {
          ...tags,
          summary: 'Give a back-office account a role (a school role names its school; audited)',
          params: z.object({ user_id: id() }),
          body: giveRoleSchema,
          response: {
            200: backofficeAccountSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => {
        const bo = backofficeOf(request);
        const { user_id } = request.params;
        const role = request.body.role;
        const schoolId = request.body.school_id ?? null;
        if (isSchoolScoped(role) && schoolId === null)
          throw badRequest('school_id', 'Choose the school for this role.');
        if (!isSchoolScoped(role) && schoolId !== null)
          throw badRequest('school_id', 'Only a school role names a school.');
        const before = await oneAccount(ctx.db, user_id);
        if (schoolId !== null) {
          const school = await ctx.db
            .selectFrom('schools')
            .select('id')
            .where('id', '=', schoolId)
            .executeTakeFirst();
          if (!school) throw badRequest('school_id', 'There is no such school.');
        }
        if (before.roles.some((r) => r.role === role && r.school_id === schoolId)) return before;
        const now = ctx.now();
        return ctx.db.transaction().execute(async (tx) => {
          const row = await tx
            .insertInto('backoffice_role_assignments')
            .values({ user_id, role, school_id: schoolId, created_by: bo.userId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          const after = await oneAccount(tx, user_id);
          await recordAudit(tx, {
            actorId: bo.userId,
            action: 'backoffice_role_given',
            targetType: 'backoffice_account',
            targetId: user_id,
            before: { roles: before.roles },
            after: { roles: after.roles, assignment_id: row.id },
            requestId: bo.requestId,
            at: now,
          });
          return after;
        });
      },
    );

    app.delete(
      '/api/v1/backoffice/accounts/:user_id/roles/:role_id/',
      {
        onRequest: backofficeGuard(ctx, 'accounts.manage'),
        schema: {
          ...tags,
          summary: 'Remove a role from a back-office account (never the last operator; audited)',
          params: z.object({ user_id: id(), role_id: id() }),
          response: {
            200: backofficeAccountSchema,
            404: errorDetailSchema,
            409: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => {
        const bo = backofficeOf(request);
        const { user_id, role_id } = request.params;
        const before = await oneAccount(ctx.db, user_id);
        const grant = before.roles.find((r) => r.id === role_id);
        if (!grant) throw notFound('This account has no such role.');
        const now = ctx.now();
        return ctx.db.transaction().execute(async (tx) => {
          if (grant.role === 'operator' && grant.school_id === null) {
            const ownOthers = before.roles.filter(
              (r) => r.role === 'operator' && r.school_id === null && r.id !== role_id,
            );
            if (user_id === bo.userId && ownOthers.length === 0)
              throw new AppError(409, { detail: ACCOUNT_MESSAGES.lastOwnOperatorRole });
            if (ownOthers.length === 0 && (await enabledOperatorsExcept(tx, { userId: user_id })) === 0)
              throw new AppError(409, { detail: ACCOUNT_MESSAGES.lastOperator });
          }
          await tx.deleteFrom('backoffice_role_assignments').where('id', '=', role_id).execute();
          const after = await oneAccount(tx, user_id);
          await recordAudit(tx, {
            actorId: bo.userId,
            action: 'backoffice_role_removed',
            targetType: 'backoffice_account',
            targetId: user_id,
            before: { roles: before.roles },
            after: { roles: after.roles },
            requestId: bo.requestId,
            at: now,
          });
          return after;
        });
      },
    );

    app.post(
      '/api/v1/backoffice/accounts/:user_id/disable/',
      {
        onRequest: backofficeGuard(ctx, 'accounts.manage'),
        schema: {
          ...tags,
          summary: 'Disable a back-office account: its back-office sessions end at once (audited)',
          params: z.object({ user_id: id() }),
          body: disableAccountSchema,
          response: {
            200: backofficeAccountSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            409: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => {
        const bo = backofficeOf(request);
        const { user_id } = request.params;
        const before = await oneAccount(ctx.db, user_id);
        if (user_id === bo.userId) throw new AppError(409, { detail: ACCOUNT_MESSAGES.disableSelf });
        if (before.disabled_at) return before;
        const now = ctx.now();
        return ctx.db.transaction().execute(async (tx) => {
          const isOperator = before.roles.some((r) => r.role === 'operator' && r.school_id === null);
          if (isOperator && (await enabledOperatorsExcept(tx, { userId: user_id })) === 0)
            throw new AppError(409, { detail: ACCOUNT_MESSAGES.lastOperator });
          await tx
            .updateTable('backoffice_accounts')
            .set({ disabled_at: now })
            .where('user_id', '=', user_id)
            .execute();
          await tx.deleteFrom('backoffice_sessions').where('user_id', '=', user_id).execute();
          const after = await oneAccount(tx, user_id);
          await recordAudit(tx, {
            actorId: bo.userId,
            action: 'backoffice_account_disabled',
            targetType: 'backoffice_account',
            targetId: user_id,
            before: { disabled_at: null },
            after: { disabled_at: after.disabled_at, reason: request.body.reason },
            requestId: bo.requestId,
            at: now,
          });
          return after;
        });
      },
    );

    app.post(
      '/api/v1/backoffice/accounts/:user_id/enable/',
      {
        onRequest: backofficeGuard(ctx, 'accounts.manage'),
        schema: {
          ...tags,
          summary: 'Enable a disabled back-office account again (audited)',
          params: z.object({ user_id: id() }),
          response: { 200: backofficeAccountSchema, 404: errorDetailSchema, ...roleErrorResponses },
        },
      },
      async (request) => {
        const bo = backofficeOf(request);
        const { user_id } = request.params;
        const before = await oneAccount(ctx.db, user_id);
        if (!before.disabled_at) return before;
        const now = ctx.now();
        return ctx.db.transaction().execute(async (tx) => {
          await tx
            .updateTable('backoffice_accounts')
            .set({ disabled_at: null })
            .where('user_id', '=', user_id)
            .execute();
          const after = await oneAccount(tx, user_id);
          await recordAudit(tx, {
            actorId: bo.userId,
            action: 'backoffice_account_enabled',
            targetType: 'backoffice_account',
            targetId: user_id,
            before: { disabled_at: before.disabled_at },
            after: { disabled_at: null },
            requestId: bo.requestId,
            at: now,
          });
          return after;
        });
      },
    );
  };
