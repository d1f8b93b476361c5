import { randomUUID } from 'node:crypto';
import type { BackofficeGrant, BackofficeRoleName } from '@pathscoop/contracts';
import type { AppContext } from '../../../context';
import { signAccessToken } from '../../../lib/auth';
import { insertMentor } from '../../mentorship/testing/mentorship-fixtures';
import { markSecondFactorPassed } from '../permissions';
import { ensureBackofficeAccount } from '../staff.service';

/**
 * Back-office accounts for API tests: a user with the given roles whose TOTP counts as enrolled,
 * and headers for a session that passed (or not) the second factor.
 */
export async function insertStaff(
  ctx: AppContext,
  roles: (BackofficeRoleName | BackofficeGrant)[] = ['operator'],
  options: { first_name?: string; enrolled?: boolean } = {},
) {
  const person = await insertMentor(ctx, { first_name: options.first_name ?? 'Olga', vetting: 'pending' });
  await ensureBackofficeAccount(
    ctx.db,
    person.id,
    roles.map((r) => (typeof r === 'string' ? { role: r, school_id: null } : r)),
  );
  if (options.enrolled !== false)
    await ctx.db
      .updateTable('backoffice_accounts')
      .set({ totp_enrolled_at: ctx.now() })
      .where('user_id', '=', person.id)
      .execute();
  return person;
}

/** Bearer headers for a new session of `userId`; `secondFactor` (default true) marks its step-up passed. */
export async function staffHeaders(
  ctx: AppContext,
  userId: number,
  secondFactor = true,
  sessionId: string = randomUUID(),
) {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_changed_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (secondFactor) await markSecondFactorPassed(ctx, userId, sessionId);
  return {
    authorization: `Bearer ${await signAccessToken(ctx.config, row, sessionId, ctx.now())}`,
    sessionId,
  };
}
