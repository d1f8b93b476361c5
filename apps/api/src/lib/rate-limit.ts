import { errorDetailSchema } from '@pathscoop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

/**
 * Fixed-window rate limits (rate-limiter-flexible, in memory: the app is one process; a shared
 * store such as PostgreSQL or Redis is a drop-in RateLimiter* class if it ever runs as several).
 * Over the limit → 429 `{"detail": …}` with `Retry-After` (seconds). RATE_LIMIT_DISABLED turns
 * every limit into a no-op (automated browser tests, benchmarks).
 *
 *   const perIp = createRateLimit({ name: 'thing-ip', points: 20, durationSeconds: 60 }, ctx.config);
 *   app.post(path, { preValidation: limitByIp(perIp), schema: { response: { ...rateLimitResponses } } }, …)
 *   await perEmail.consume(email);   // in a handler, once the body is valid
 */

export type RateRule = { name: string; points: number; durationSeconds: number };

export type RateLimit = {
  rule: RateRule;
  /** Counts one hit; throws 429 once the key's budget for the window is spent. */
  consume(key: string): Promise<void>;
  /** Throws 429 when the key has no budget left, without counting a hit. */
  check(key: string): Promise<void>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
};

export const rateLimitResponses = { 429: errorDetailSchema } as const;

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createRateLimit(rule: RateRule, options: { RATE_LIMIT_DISABLED: boolean }): RateLimit {
  if (options.RATE_LIMIT_DISABLED) {
    return { rule, consume: async () => {}, check: async () => {}, reset: async () => {} };
  }
  const limiter = new RateLimiterMemory({
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
  });
  return {
    rule,
    async consume(key) {
      try {
        await limiter.consume(key.toLowerCase());
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyRequests(retryAfter(err.msBeforeNext));
        throw err;
      }
    },
    async check(key) {
      const res = await limiter.get(key.toLowerCase());
      if (res && res.consumedPoints >= rule.points) throw tooManyRequests(retryAfter(res.msBeforeNext));
    },
    async reset(key) {
      await limiter.delete(key.toLowerCase());
    },
  };
}

/** Route hook counting every request of a client address (also invalid ones). */
export function limitByIp(limit: RateLimit) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await limit.consume(request.ip);
  };
}
