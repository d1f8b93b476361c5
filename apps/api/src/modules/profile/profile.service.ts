import { PROFILE_MESSAGES, type ProfileUpdateInput, profileUpdateSchema } from '@pathscoop/contracts';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth';
import { AppError, issuesToFieldErrors } from '../../lib/errors';
import type { RateLimit } from '../../lib/rate-limit';
import {
  consumeOneTimeToken,
  emailExists,
  findOneTimeToken,
  findUserById,
  insertOneTimeToken,
  invalidateOneTimeTokens,
} from '../accounts/accounts.repo';
import { requestPasswordReset } from '../accounts/password.service';
import { verifyPassword } from '../accounts/passwords';
import { addSeconds, hashToken, newOpaqueToken, VERIFY_EMAIL_TTL_SECONDS } from '../accounts/tokens';
import { consumeSecondFactorCode, hasSecondFactor } from '../backoffice/second-factor';
import { choosePlan } from '../pricing/pricing.service';
import { keyFromUploadUrl, uploadUrl } from '../storage/storage';
import { storageOf } from '../storage/storage-of';
import { applyPendingEmail, updateUserFields } from './profile.repo';
import { processProfileImage } from './profile-image';
import {
  emailChangeConfirmMail,
  emailChangeLink,
  emailChangeNoticeMail,
  emailChangeUndoLink,
} from './profile-mails';

const STUDENT_ONLY = ['grade', 'education', 'age', 'certainty', 'careers'] as const;

/** Parses a PATCH profile/ body (JSON or the text fields of a multipart form): 400 on any field. */
export function parseProfileUpdate(body: unknown, role: CurrentUser['role']) {
  const parsed = profileUpdateSchema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError(400, issuesToFieldErrors(parsed.error.issues));
  const input = parsed.data;
  if (input.affiliate_code !== undefined)
    throw new AppError(400, { affiliate_code: [PROFILE_MESSAGES.readOnly] });
  // Fields of the other role are ignored (the spec's forms differ by role).
  if (role === 'Mentor') for (const f of STUDENT_ONLY) delete input[f];
  else delete input.about_me;
  return input;
}

type ParsedUpdate = ReturnType<typeof parseProfileUpdate>;

/**
 * PATCH profile/. Every given field is stored at once; a new e-mail address waits for the link
 * mailed to it (the old address is told); a picture is checked, re-encoded and stored under a new
 * random name, the previous one deleted. `pricing_plan` follows the plan rules (free plans only).
 */
export async function updateProfile(
  ctx: AppContext,
  user: CurrentUser,
  input: ParsedUpdate,
  image?: Buffer,
  /** Wrong current passwords per user (a stolen access token must not guess the password). */
  passwordGuesses?: RateLimit,
): Promise<{ emailChangePending: boolean }> {
  const now = ctx.now();
  const picture = image ? await processProfileImage(image) : undefined;

  const { email, pricing_plan, affiliate_code: _ignored, current_password, otp, ...fields } = input;
  const wantsNewEmail = email !== undefined && email !== user.email.toLowerCase();
  // Issue 24 #4: a stolen access token alone must not move the account to another address.
  if (wantsNewEmail) await proveAccountOwner(ctx, user, current_password, otp, passwordGuesses);
  if (wantsNewEmail && (await emailExists(ctx.db, email)))
    throw new AppError(400, { email: ['A user with this email already exists.'] });
  if (pricing_plan !== undefined) await choosePlan(ctx.db, user.id, pricing_plan, now);

  const values: Updateable<DB['users']> = { ...fields, updated_at: now };
  if (picture) {
    await storageOf(ctx).put(picture.key, picture.body, 'image/webp');
    values.image = uploadUrl(picture.key);
  }
  if (wantsNewEmail) values.pending_email = email;
  await updateUserFields(ctx.db, user.id, values);
  ctx.cache.users.forget(user.id);

  if (picture) {
    const old = keyFromUploadUrl(user.image);
    if (old)
      await storageOf(ctx)
        .delete(old)
        .catch(() => {});
  }
  if (wantsNewEmail) await startEmailChange(ctx, user, email, now);
  return { emailChangePending: wantsNewEmail };
}

/**
 * The current password, and the second factor where the account has one (issue 24 #4): a
 * back-office or counselor account with an authenticator app gives a code from it (or an unused
 * recovery code) in `otp`.
 */
async function proveAccountOwner(
  ctx: AppContext,
  user: CurrentUser,
  currentPassword: string | undefined,
  otp: string | undefined,
  guesses: RateLimit | undefined,
): Promise<void> {
  if (!currentPassword)
    throw new AppError(400, { current_password: [PROFILE_MESSAGES.currentPasswordRequired] });
  const key = String(user.id);
  await guesses?.check(key);
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    await guesses?.consume(key).catch(() => {});
    throw new AppError(400, { current_password: ['Your current password is not correct.'] });
  }
  if (await hasSecondFactor(ctx, user.id)) {
    if (!otp?.trim())
      throw new AppError(400, { otp: ['Enter the code from your authenticator app to change your e-mail.'] });
    await consumeSecondFactorCode(ctx, user.id, otp, { field: 'otp' });
  }
}

/** A link for the old address that undoes the change (30 days, once). */
async function newUndoLink(
  ctx: AppContext,
  userId: number,
  previousEmail: string,
  now: Date,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await ctx.db
    .insertInto('email_change_undo_tokens')
    .values({
      user_id: userId,
      token_hash: hash,
      previous_email: previousEmail,
      created_at: now,
      expires_at: addSeconds(now, EMAIL_CHANGE_UNDO_TTL_SECONDS),
    })
    .execute();
  return emailChangeUndoLink(ctx.config.PUBLIC_URL, token);
}

const EMAIL_CHANGE_UNDO_TTL_SECONDS = 30 * 86_400;

/**
 * POST email-change/undo/ (issue 24 #4): the link from the notice to the old address. The old
 * address comes back (a pending change is dropped), every session ends (access tokens by the
 * password version, refresh tokens revoked) and the old address gets a password reset link, since
 * whoever changed the address may have changed the password too.
 */
export async function undoEmailChange(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.now();
  const invalid = () => new AppError(400, { detail: PROFILE_MESSAGES.emailChangeUndoInvalid });
  const row = await ctx.db
    .updateTable('email_change_undo_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'previous_email'])
    .executeTakeFirst();
  if (!row) throw invalid();
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) throw invalid();
  const previous = row.previous_email;
  if (user.email.toLowerCase() !== previous.toLowerCase() && (await emailExists(ctx.db, previous)))
    throw new AppError(400, { email: ['A user with this email already exists.'] });
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ email: previous, pending_email: null, password_changed_at: now, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    await invalidateOneTimeTokens(trx, user.id, 'change_email', now);
  });
  ctx.cache.users.forget(user.id);
  ctx.cache.sessions.forget(user.id);
  await requestPasswordReset(ctx, previous);
}

async function startEmailChange(ctx: AppContext, user: CurrentUser, newEmail: string, now: Date) {
  await invalidateOneTimeTokens(ctx.db, user.id, 'change_email', now);
  const { token, hash } = newOpaqueToken();
  await insertOneTimeToken(ctx.db, {
    user_id: user.id,
    purpose: 'change_email',
    token_hash: hash,
    created_at: now,
    expires_at: addSeconds(now, VERIFY_EMAIL_TTL_SECONDS),
  });
  await ctx.mail.send(
    emailChangeConfirmMail(newEmail, user.first_name, emailChangeLink(ctx.config.PUBLIC_URL, token)),
  );
  const undo = await newUndoLink(ctx, user.id, user.email, now);
  await ctx.mail.send(emailChangeNoticeMail(user.email, user.first_name, newEmail, false, undo));
}

/** POST email-change/confirm/: the link from the new address makes it the account's address. */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.now();
  const invalid = () => new AppError(400, { detail: PROFILE_MESSAGES.emailChangeInvalid });
  const row = await findOneTimeToken(ctx.db, hashToken(token), 'change_email');
  if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) throw invalid();
  const user = await findUserById(ctx.db, row.user_id);
  if (!user?.pending_email) throw invalid();
  const newEmail = user.pending_email;
  if (await emailExists(ctx.db, newEmail))
    throw new AppError(400, { email: ['A user with this email already exists.'] });
  if (!(await consumeOneTimeToken(ctx.db, row.id, now))) throw invalid();
  if (!(await applyPendingEmail(ctx.db, user.id, newEmail, now))) throw invalid();
  ctx.cache.users.forget(user.id);
  const undo = await newUndoLink(ctx, user.id, user.email, now);
  await ctx.mail.send(emailChangeNoticeMail(user.email, user.first_name, newEmail, true, undo));
}

export type { ProfileUpdateInput };
