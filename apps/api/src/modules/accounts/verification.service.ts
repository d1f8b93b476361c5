import { MESSAGES } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { verificationLink, verificationMail } from './account-mails';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  invalidateOneTimeTokens,
  markEmailVerified,
} from './accounts.repo';
import { addSeconds, hashToken, newOpaqueToken, VERIFY_EMAIL_TTL_SECONDS } from './tokens';

/** Creates a verification token (48 h, single use) and mails its link. */
export async function sendVerificationMail(
  ctx: AppContext,
  user: { id: number; email: string; first_name: string },
): Promise<void> {
  const now = ctx.now();
  const { token, hash } = newOpaqueToken();
  await insertOneTimeToken(ctx.db, {
    user_id: user.id,
    purpose: 'verify_email',
    token_hash: hash,
    created_at: now,
    expires_at: addSeconds(now, VERIFY_EMAIL_TTL_SECONDS),
  });
  await ctx.mail.send(
    verificationMail(user.email, user.first_name, verificationLink(ctx.config.PUBLIC_URL, token)),
  );
}

/**
 * POST verify-email/. A valid link verifies the address once. A used or expired link of an
 * address that is verified by now answers "already verified" (200) rather than an error.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<string> {
  const now = ctx.now();
  const row = await findOneTimeToken(ctx.db, hashToken(token), 'verify_email');
  if (!row) throw new AppError(400, { detail: MESSAGES.verifyInvalid });
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) throw new AppError(400, { detail: MESSAGES.verifyInvalid });
  if (user.email_verified_at) return MESSAGES.verifyAlready;
  if (!(await consumeOneTimeToken(ctx.db, row.id, now))) {
    throw new AppError(400, { detail: row.used_at ? MESSAGES.verifyInvalid : MESSAGES.verifyExpired });
  }
  await markEmailVerified(ctx.db, user.id, now);
  ctx.cache.users.forget(user.id);
  await invalidateOneTimeTokens(ctx.db, user.id, 'verify_email', now);
  return MESSAGES.verifyDone;
}

/** POST verify-email/resend/: mails a new link to an unverified account; silent otherwise. */
export async function resendVerification(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_verified_at) return;
  await sendVerificationMail(ctx, user);
}
