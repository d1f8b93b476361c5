import { randomUUID } from 'node:crypto';
import { type AuthUser, MESSAGES, type SigninResponse } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import { type CurrentUser, signAccessToken } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { signsInAtBackoffice } from '../backoffice/permissions';
import { currentPlanId } from '../payments/plan-state';
import {
  claimRefreshToken,
  findRefreshToken,
  findSchoolById,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  revokeSession,
  updatePasswordHash,
} from './accounts.repo';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { addSeconds, hashToken, newOpaqueToken, REFRESH_GRACE_SECONDS, successorToken } from './tokens';

export type TokenPair = { access: string; refresh: string };

const invalidRefresh = () => new AppError(401, { detail: MESSAGES.tokenInvalid });

/** The user object returned with tokens (stored by the client as PATHSCOOP_USER). */
export async function presentAuthUser(ctx: AppContext, user: CurrentUser): Promise<AuthUser> {
  const school = user.school_id ? ((await findSchoolById(ctx.db, user.school_id)) ?? null) : null;
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    // An expired plan reads as none (payments/plan-state.ts), like GET profile/.
    pricing_plan: currentPlanId(user, ctx.now()),
    affiliate_code: user.affiliate_code,
    school,
    image: user.image,
  };
}

/**
 * Issues an access token and a refresh token. A new session gets a new family; a rotation keeps
 * the family of the token it replaces.
 */
export async function issueTokens(
  ctx: AppContext,
  user: CurrentUser,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const now = ctx.now();
  const { token, hash } = newOpaqueToken();
  await insertRefreshToken(ctx.db, {
    user_id: user.id,
    family_id: familyId,
    token_hash: hash,
    created_at: now,
    expires_at: addSeconds(now, ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400),
  });
  const access = await signAccessToken(ctx.config, user, familyId, now);
  return { access, refresh: token };
}

export type SignInOutcome =
  | { ok: true; response: SigninResponse }
  | { ok: false; reason: 'credentials' | 'unverified' | 'deactivated' | 'backoffice' };

/**
 * POST auth/. Wrong e-mail and wrong password give the same answer (and take as long: an unknown
 * address is verified against a dummy hash). Only a caller who knows the password learns that
 * the address still waits for verification.
 */
export async function signIn(
  ctx: AppContext,
  email: string,
  password: string,
  options: { backoffice?: boolean } = {},
): Promise<SignInOutcome> {
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(user?.password_hash, password);
  if (!user || !valid) return { ok: false, reason: 'credentials' };
  if (!user.email_verified_at) return { ok: false, reason: 'unverified' };
  // Only a caller who knows the password learns that the account was deactivated.
  if (user.deactivated_at) return { ok: false, reason: 'deactivated' };
  // An operator is not a member (docs/backoffice.md): team accounts sign in at /backoffice only;
  // school counselors sign in here (issue 21).
  if (!options.backoffice && (await signsInAtBackoffice(ctx.db, user.id)))
    return { ok: false, reason: 'backoffice' };
  if (needsRehash(user.password_hash)) {
    // Stronger parameters since this hash was made: upgrade it silently (same password version).
    await updatePasswordHash(ctx.db, user.id, await hashPassword(password), null);
    ctx.cache.users.forget(user.id);
  }
  const tokens = await issueTokens(ctx, user);
  return { ok: true, response: { ...tokens, user: await presentAuthUser(ctx, user) } };
}

/**
 * Ends a session (a refresh-token family): its refresh tokens are revoked and its id goes on the
 * deny-list that every authenticated request checks, so its access tokens stop working at once.
 */
export async function endSession(ctx: AppContext, session: { familyId: string; userId: number }) {
  const now = ctx.now();
  const forgetBefore = new Date(now.getTime() - (ctx.config.ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
  await revokeSession(ctx.db, session, now, forgetBefore);
  ctx.cache.sessions.forget(session.userId);
}

/**
 * POST auth/refresh/. A refresh token is exchanged once for a new pair in the same family.
 * Presented again within REFRESH_GRACE_SECONDS of its exchange (two tabs refreshing at once), it
 * answers the same successor refresh token (derived from it, `successorToken`) with a fresh access
 * token: 20 parallel refreshes leave one live refresh token, not 20 (issue 24 #7). Presented
 * later, it leaked (OAuth 2.0 Security BCP, reuse detection): the whole session is ended and the
 * user must sign in again.
 */
export async function refreshTokens(ctx: AppContext, refresh: string): Promise<TokenPair> {
  const now = ctx.now();
  const hash = hashToken(refresh);
  const row = await findRefreshToken(ctx.db, hash);
  if (!row || row.revoked_at) throw invalidRefresh();
  const successor = successorToken(ctx.config.JWT_SECRET, refresh);
  // Race-safe: of concurrent requests with one token, only one claims it, and the claim and its
  // successor commit together, so whoever sees the claim also finds the successor.
  const claimed =
    !row.used_at &&
    row.expires_at.getTime() > now.getTime() &&
    (await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimRefreshToken(trx, row.id, now))) return false;
      await insertRefreshToken(trx, {
        user_id: row.user_id,
        family_id: row.family_id,
        token_hash: successor.hash,
        created_at: now,
        expires_at: addSeconds(now, ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400),
      });
      return true;
    }));
  if (!claimed) {
    // Expired, or exchanged before: moments ago by another tab (grace), or long ago (reuse).
    const current = row.used_at ? row : await findRefreshToken(ctx.db, hash);
    if (!current?.used_at || current.revoked_at) throw invalidRefresh();
    if (now.getTime() - current.used_at.getTime() > REFRESH_GRACE_SECONDS * 1000) {
      await endSession(ctx, { familyId: row.family_id, userId: row.user_id });
      throw invalidRefresh();
    }
    const next = await findRefreshToken(ctx.db, successor.hash);
    if (!next || next.revoked_at) throw invalidRefresh();
  }
  const user = await findUserById(ctx.db, row.user_id);
  if (!user || user.deactivated_at) throw invalidRefresh();
  const access = await signAccessToken(ctx.config, user, row.family_id, now);
  return { access, refresh: successor.token };
}

/** POST auth/logout/: ends the session (the token's family). Unknown tokens are ignored. */
export async function signOut(ctx: AppContext, refresh: string): Promise<void> {
  const row = await findRefreshToken(ctx.db, hashToken(refresh));
  if (row) await endSession(ctx, { familyId: row.family_id, userId: row.user_id });
}
