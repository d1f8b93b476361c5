import { randomUUID } from 'node:crypto';
import { type AuthUser, MESSAGES, type SigninResponse } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import { type CurrentUser, signAccessToken } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { currentPlanId } from '../payments/plan-state';
import {
  claimRefreshToken,
  findRefreshToken,
  findSchoolById,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  revokeRefreshFamily,
  updatePasswordHash,
} from './accounts.repo';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { addSeconds, hashToken, newOpaqueToken } from './tokens';

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
  | { ok: false; reason: 'credentials' | 'unverified' };

/**
 * POST auth/. Wrong e-mail and wrong password give the same answer (and take as long: an unknown
 * address is verified against a dummy hash). Only a caller who knows the password learns that
 * the address still waits for verification.
 */
export async function signIn(ctx: AppContext, email: string, password: string): Promise<SignInOutcome> {
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(user?.password_hash, password);
  if (!user || !valid) return { ok: false, reason: 'credentials' };
  if (!user.email_verified_at) return { ok: false, reason: 'unverified' };
  if (needsRehash(user.password_hash)) {
    // Stronger parameters since this hash was made: upgrade it silently (same password version).
    await updatePasswordHash(ctx.db, user.id, await hashPassword(password), null);
    ctx.cache.users.forget(user.id);
  }
  const tokens = await issueTokens(ctx, user);
  return { ok: true, response: { ...tokens, user: await presentAuthUser(ctx, user) } };
}

/**
 * POST auth/refresh/. A refresh token works once: it is exchanged for a new pair in the same
 * family. Presenting a token that was already exchanged means it leaked (or the client raced):
 * the whole family is revoked and the user must sign in again.
 */
export async function refreshTokens(ctx: AppContext, refresh: string): Promise<TokenPair> {
  const now = ctx.now();
  const row = await findRefreshToken(ctx.db, hashToken(refresh));
  if (!row || row.revoked_at) throw invalidRefresh();
  if (row.used_at) {
    await revokeRefreshFamily(ctx.db, row.family_id, now);
    throw invalidRefresh();
  }
  if (row.expires_at.getTime() <= now.getTime()) throw invalidRefresh();
  // Race-safe: of two concurrent requests with one token, only one claims it; the other is a reuse.
  if (!(await claimRefreshToken(ctx.db, row.id, now))) {
    await revokeRefreshFamily(ctx.db, row.family_id, now);
    throw invalidRefresh();
  }
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) throw invalidRefresh();
  return issueTokens(ctx, user, row.family_id);
}

/** POST auth/logout/: ends the session (the token's family). Unknown tokens are ignored. */
export async function signOut(ctx: AppContext, refresh: string): Promise<void> {
  const row = await findRefreshToken(ctx.db, hashToken(refresh));
  if (row) await revokeRefreshFamily(ctx.db, row.family_id, ctx.now());
}
