import { createRateLimit, type RateLimitDeps } from '../../lib/rate-limit';

/**
 * Rate limits of the account endpoints (documented in docs/api-accounts.md and docs/security.md),
 * counted in PostgreSQL (lib/rate-limit.ts). Per client address every request counts. Sign-in
 * counts failed attempts per (e-mail address, client address) pair, so someone who knows an address
 * cannot lock its owner out from elsewhere; a success clears the pair. The other per-e-mail limits
 * count every request.
 */
/** Failed sign-ins for one account, from any client address, in an hour before it pauses. */
export const SIGNIN_ACCOUNT_FAILURES = 20;

export function createAccountLimits(deps: RateLimitDeps) {
  const limit = (name: string, points: number, durationSeconds: number) =>
    createRateLimit({ name, points, durationSeconds }, deps);
  return {
    signinIp: limit('signin-ip', 50, 5 * 60),
    signinPair: limit('signin-email-ip', 10, 15 * 60),
    // Issue 24 #7: failures per account from every client address; at the limit the owner gets
    // one notice (signinNotice: one a day) and sign-in pauses until the window ends or a reset.
    signinAccount: limit('signin-account', SIGNIN_ACCOUNT_FAILURES, 60 * 60),
    signinNotice: limit('signin-notice', 1, 24 * 60 * 60),
    signupIp: limit('signup-ip', 20, 60 * 60),
    signupEmail: limit('signup-email', 5, 60 * 60),
    resetIp: limit('reset-ip', 20, 60 * 60),
    resetEmail: limit('reset-email', 5, 60 * 60),
    resetConfirmIp: limit('reset-confirm-ip', 20, 60 * 60),
    resendIp: limit('resend-ip', 20, 60 * 60),
    resendEmail: limit('resend-email', 5, 60 * 60),
    verifyIp: limit('verify-ip', 30, 60 * 60),
    refreshIp: limit('refresh-ip', 100, 5 * 60),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;

/** The key of the per-account sign-in limit: the address as typed, lower-cased (known or not). */
export const signinAccountKey = (email: string) => email.trim().toLowerCase();

/** The key of the sign-in pair limit: the address as typed (lower-cased) and the client address. */
export const signinPairKey = (email: string, ip: string) => `${email.trim()}|${ip}`;
