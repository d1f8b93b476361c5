import type { Config } from '../../config';
import { createRateLimit } from '../../lib/rate-limit';

/**
 * Rate limits of the account endpoints (documented in docs/api-accounts.md). Per client address
 * every request counts; per e-mail address, sign-in counts failed attempts only (a success clears
 * them), the others count every request.
 */
export function createAccountLimits(config: Pick<Config, 'RATE_LIMIT_DISABLED'>) {
  const limit = (name: string, points: number, durationSeconds: number) =>
    createRateLimit({ name, points, durationSeconds }, config);
  return {
    signinIp: limit('signin-ip', 50, 5 * 60),
    signinEmail: limit('signin-email', 10, 15 * 60),
    signupIp: limit('signup-ip', 20, 60 * 60),
    signupEmail: limit('signup-email', 5, 60 * 60),
    resetIp: limit('reset-ip', 20, 60 * 60),
    resetEmail: limit('reset-email', 5, 60 * 60),
    resendIp: limit('resend-ip', 20, 60 * 60),
    resendEmail: limit('resend-email', 5, 60 * 60),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
