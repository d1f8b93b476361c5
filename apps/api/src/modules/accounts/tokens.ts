import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A 256-bit random token for links and refresh tokens; only its SHA-256 is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * The refresh token that replaces `token` (issue 24 #7): derived from it with a keyed hash, so
 * every request that presents the same token, in parallel or within the grace window, gets the same
 * successor, and one session never holds more than one live refresh token. Unpredictable without
 * both the token and the server secret.
 */
export function successorToken(secret: string, token: string): { token: string; hash: string } {
  const successor = createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
  return { token: successor, hash: hashToken(successor) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** Lifetimes of the one-time link tokens (access/refresh lifetimes are in config). */
export const VERIFY_EMAIL_TTL_SECONDS = 48 * 3600;
export const PASSWORD_RESET_TTL_SECONDS = 3600;

/**
 * A refresh token exchanged less than this long ago may be presented again and answers another
 * pair of the same session (two tabs refreshing at once); later, presenting it is reuse.
 */
export const REFRESH_GRACE_SECONDS = 30;
