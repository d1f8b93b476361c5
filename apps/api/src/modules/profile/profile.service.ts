import { PROFILE_MESSAGES, type ProfileUpdateInput, profileUpdateSchema } from '@pathscoop/contracts';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth';
import { AppError, issuesToFieldErrors } from '../../lib/errors';
import {
  consumeOneTimeToken,
  emailExists,
  findOneTimeToken,
  findUserById,
  insertOneTimeToken,
  invalidateOneTimeTokens,
} from '../accounts/accounts.repo';
import { addSeconds, hashToken, newOpaqueToken, VERIFY_EMAIL_TTL_SECONDS } from '../accounts/tokens';
import { choosePlan } from '../pricing/pricing.service';
import { keyFromUploadUrl, uploadUrl } from '../storage/storage';
import { storageOf } from '../storage/storage-of';
import { applyPendingEmail, updateUserFields } from './profile.repo';
import { processProfileImage } from './profile-image';
import { emailChangeConfirmMail, emailChangeLink, emailChangeNoticeMail } from './profile-mails';

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
): Promise<{ emailChangePending: boolean }> {
  const now = ctx.now();
  const picture = image ? await processProfileImage(image) : undefined;

  const { email, pricing_plan, affiliate_code: _ignored, ...fields } = input;
  const wantsNewEmail = email !== undefined && email !== user.email.toLowerCase();
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
  await ctx.mail.send(
    emailChangeNoticeMail(user.email, user.first_name, newEmail, false, ctx.config.PUBLIC_URL),
  );
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
  await ctx.mail.send(
    emailChangeNoticeMail(user.email, user.first_name, newEmail, true, ctx.config.PUBLIC_URL),
  );
}

export type { ProfileUpdateInput };
