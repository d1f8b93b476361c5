import { errorDetailSchema, type Role } from '@pathscoop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { findUserForToken } from '../modules/accounts/accounts.repo';
import { AppError, forbidden } from './errors';

/**
 * Authentication for every module.
 *
 *   app.get('/api/v1/thing/', {
 *     onRequest: requireUser(ctx),                  // or requireRole(ctx, 'Mentor')
 *     schema: { response: { 200: thingSchema, ...authErrorResponses } },
 *   }, async (request) => listThings(ctx, userOf(request)));
 *
 * `onRequest` runs before body validation, so an anonymous caller gets 401 rather than 400.
 *
 * Access tokens are short-lived HS256 JWTs (jose) signed with JWT_SECRET: `sub` = user id,
 * `sid` = the refresh-token family (the session), `pwv` = the user's password version
 * (password_changed_at in ms). A token whose `pwv` differs from the stored one was issued before
 * the last password change or reset and is refused. A token whose `sid` is on the user's deny-list
 * (a session ended by sign-out or by refresh-token reuse, table `revoked_sessions`) is refused too.
 * Both checks read the user's row and deny-list from per-process caches kept coherent by the change
 * feed (docs/adr/040-coherent-caches.md): a cache lookup per request, the database on a miss or
 * while the feed is down.
 */

export type CurrentUser = Selectable<DB['users']>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser/requireRole; read it through `userOf(request)`. */
    currentUser?: CurrentUser;
    /** The refresh-token family of the access token (the current session). */
    sessionId?: string;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Authentication credentials were not provided.',
  invalid: 'Given token not valid for any token type',
  expired: 'Your session has expired. Please sign in again.',
  userGone: 'User not found',
  deactivated: 'This account has been deactivated. Please contact Pathscoop support.',
} as const;

/** Responses every authenticated route declares (spread into `schema.response`). */
export const authErrorResponses = { 401: errorDetailSchema } as const;
export const roleErrorResponses = { 401: errorDetailSchema, 403: errorDetailSchema } as const;

export const unauthorized = (detail: string) =>
  new AppError(401, { detail }, { 'WWW-Authenticate': 'Bearer realm="api"' });

const keys = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export type AccessClaims = { userId: number; sessionId: string; passwordVersion: number };

/**
 * Access tokens whose signature and shape were already verified, per secret. A token's content
 * never changes, so its HMAC check (WebCrypto: a key import and a thread-pool hop, the costliest
 * step of an authenticated request) runs once per token rather than once per request. Expiry is
 * still checked against `now` on every use, and every request still checks the user row (password
 * version, role) and the deny-list (both cached per process, see `loadUser`), so a password
 * change or a sign-out ends the session.
 */
const verifiedTokens = new Map<string, LRUCache<string, AccessClaims & { expiresAt: number }>>();
function verifiedFor(secret: string) {
  let cache = verifiedTokens.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: 20_000 });
    verifiedTokens.set(secret, cache);
  }
  return cache;
}

export function passwordVersion(user: { password_changed_at: Date }): number {
  return user.password_changed_at.getTime();
}

export async function signAccessToken(
  config: Pick<Config, 'JWT_SECRET' | 'ACCESS_TOKEN_TTL_SECONDS'>,
  user: { id: number; password_changed_at: Date },
  sessionId: string,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access', sid: sessionId, pwv: passwordVersion(user) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyFor(config.JWT_SECRET));
}

/** Verifies signature, expiry (against `now`) and shape. Throws a 401 AppError. */
export async function verifyAccessToken(
  config: Pick<Config, 'JWT_SECRET'>,
  token: string,
  now: Date,
): Promise<AccessClaims> {
  const cache = verifiedFor(config.JWT_SECRET);
  const known = cache.get(token);
  if (known) {
    if (now.getTime() >= known.expiresAt) throw unauthorized(AUTH_MESSAGES.expired);
    return { userId: known.userId, sessionId: known.sessionId, passwordVersion: known.passwordVersion };
  }
  try {
    const { payload } = await jwtVerify(token, keyFor(config.JWT_SECRET), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    if (
      payload.typ !== 'access' ||
      !Number.isSafeInteger(userId) ||
      typeof payload.sid !== 'string' ||
      typeof payload.pwv !== 'number' ||
      typeof payload.exp !== 'number'
    )
      throw unauthorized(AUTH_MESSAGES.invalid);
    const claims = { userId, sessionId: payload.sid, passwordVersion: payload.pwv };
    cache.set(token, { ...claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw unauthorized(AUTH_MESSAGES.expired);
    throw unauthorized(AUTH_MESSAGES.invalid);
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length) throw unauthorized(AUTH_MESSAGES.invalid);
  return token;
}

/**
 * The user row behind a token and its revoked sessions: from the per-process caches (kept coherent
 * by the change feed, so a password change, a new plan, a sign-out or a deleted account is seen by
 * every process within milliseconds of its commit), else from the database in one round trip.
 * Sessions revoked longer ago than an access token lives cannot have a valid token left.
 */
async function loadUser(
  ctx: AppContext,
  id: number,
): Promise<{ user: CurrentUser; revoked: ReadonlySet<string> } | undefined> {
  const cachedUser = ctx.cache.users.get(id);
  const cachedSessions = ctx.cache.sessions.get(id);
  if (cachedUser && cachedSessions) return { user: cachedUser, revoked: cachedSessions.revoked };
  const userTicket = ctx.cache.users.ticket(id);
  const sessionsTicket = ctx.cache.sessions.ticket(id);
  const since = new Date(ctx.now().getTime() - (ctx.config.ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
  const row = await findUserForToken(ctx.db, id, since);
  if (!row) return undefined;
  const { revoked_sessions, ...columns } = row;
  const user: CurrentUser = Object.freeze(columns);
  const sessions = Object.freeze({ revoked: new Set(revoked_sessions) });
  ctx.cache.users.set(userTicket, user);
  ctx.cache.sessions.set(sessionsTicket, sessions);
  return { user, revoked: sessions.revoked };
}

/** Resolves the signed-in user from the Bearer token, or null when no Authorization header is sent. */
export async function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<CurrentUser | null> {
  if (request.currentUser) return request.currentUser;
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifyAccessToken(ctx.config, token, ctx.now());
  const loaded = await loadUser(ctx, claims.userId);
  if (!loaded) throw unauthorized(AUTH_MESSAGES.userGone);
  const { user, revoked } = loaded;
  // Issued before the last password change/reset: that ended every session.
  if (passwordVersion(user) !== claims.passwordVersion) throw unauthorized(AUTH_MESSAGES.expired);
  // Its session was ended (sign-out, refresh-token reuse).
  if (revoked.has(claims.sessionId)) throw unauthorized(AUTH_MESSAGES.expired);
  // Deactivated in the back office (docs/backoffice.md): every token is refused at once.
  if (user.deactivated_at) throw unauthorized(AUTH_MESSAGES.deactivated);
  request.currentUser = user;
  request.sessionId = claims.sessionId;
  return user;
}

/** Route hook (onRequest): 401 `{"detail": …}` unless a valid, current access token is sent. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await optionalUser(ctx, request);
    if (!user) throw unauthorized(AUTH_MESSAGES.missing);
  };
}

/** Route hook (onRequest): 401 without a valid token, 403 when the user's role is not one of `roles`. */
export function requireRole(ctx: AppContext, ...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await optionalUser(ctx, request);
    if (!user) throw unauthorized(AUTH_MESSAGES.missing);
    if (!roles.includes(user.role)) throw forbidden();
  };
}

/** The user set by requireUser/requireRole (throws 401 if the route forgot the preHandler). */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized(AUTH_MESSAGES.missing);
  return request.currentUser;
}
