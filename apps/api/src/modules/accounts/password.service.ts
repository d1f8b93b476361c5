import { MESSAGES } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { AppError, fieldErrors } from '../../lib/errors';
import { passwordResetMail, resetLink } from './account-mails';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  invalidateOneTimeTokens,
  markEmailVerified,
  revokeUserRefreshTokens,
  updatePasswordHash,
} from './accounts.repo';
import { passwordProblems } from './password-rules';
import { hashPassword, verifyPassword } from './passwords';
import { issueTokens, type TokenPair } from './session.service';
import { addSeconds, hashToken, newOpaqueToken, PASSWORD_RESET_TTL_SECONDS } from './tokens';

const invalidLink = () => new AppError(400, { detail: MESSAGES.passwordResetInvalid });

/** POST password_reset/: mails a 1-hour single-use link if the address is known; silent otherwise. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const now = ctx.now();
  const { token, hash } = newOpaqueToken();
  await insertOneTimeToken(ctx.db, {
    user_id: user.id,
    purpose: 'password_reset',
    token_hash: hash,
    created_at: now,
    expires_at: addSeconds(now, PASSWORD_RESET_TTL_SECONDS),
  });
  await ctx.mail.send(
    passwordResetMail(user.email, user.first_name, resetLink(ctx.config.PUBLIC_URL, token)),
  );
}

/**
 * Stores a new password and ends every session: refresh tokens are revoked and the new
 * password version makes older access tokens fail. Open reset links stop working.
 */
async function replacePassword(ctx: AppContext, userId: number, password: string, now: Date) {
  const hash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, hash, now);
    await revokeUserRefreshTokens(trx, userId, now);
    await invalidateOneTimeTokens(trx, userId, 'password_reset', now);
  });
  ctx.cache.users.forget(userId);
}

/**
 * POST password_reset/confirm/. The token is checked first (so a weak password does not burn
 * it), then claimed atomically. The link came by e-mail, so it also proves the address.
 */
/** Answers the account's address (its sign-in pause is lifted by the caller). */
export async function confirmPasswordReset(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<string> {
  const now = ctx.now();
  const row = await findOneTimeToken(ctx.db, hashToken(token), 'password_reset');
  if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) throw invalidLink();
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) throw invalidLink();
  const problems = passwordProblems(password, user);
  if (problems.length) throw fieldErrors({ password: problems });
  if (!(await consumeOneTimeToken(ctx.db, row.id, now))) throw invalidLink();
  await replacePassword(ctx, user.id, password, now);
  await markEmailVerified(ctx.db, user.id, now);
  ctx.cache.users.forget(user.id);
  return user.email;
}

/**
 * POST set-password/ (signed in). Ends every other session and answers a fresh token pair for
 * the caller, whose current tokens stop working like all the others.
 */
export async function changePassword(
  ctx: AppContext,
  user: CurrentUser,
  newPassword: string,
  currentPassword: string,
): Promise<TokenPair> {
  // OWASP ASVS 2.1.6: a change proves the current password (a stolen session alone cannot).
  if (!(await verifyPassword(user.password_hash, currentPassword)))
    throw fieldErrors({ current_password: ['Your current password is not correct.'] });
  const problems = passwordProblems(newPassword, user);
  if (problems.length) throw fieldErrors({ new_password: problems });
  const now = ctx.now();
  await replacePassword(ctx, user.id, newPassword, now);
  const fresh = await findUserById(ctx.db, user.id);
  if (!fresh) throw new AppError(401, { detail: 'User not found' });
  return issueTokens(ctx, fresh);
}
