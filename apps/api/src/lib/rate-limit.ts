import { errorDetailSchema } from '@pathscoop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { tooManyRequests } from './errors';

/**
 * Fixed-window rate limits (rate-limiter-flexible's RateLimiterPostgres): the counters live in the
 * `rate_limits` table (migration 0045), so every server process on one database shares each budget
 * and a restart does not reset it. One atomic upsert per hit; limits guard the account and payment
 * routes only, never the student's hot path. Over the limit → 429 `{"detail": …}` with
 * `Retry-After` (seconds). RATE_LIMIT_DISABLED turns every limit into a no-op (automated browser
 * tests, benchmarks).
 *
 *   const perIp = createRateLimit({ name: 'thing-ip', points: 20, durationSeconds: 60 }, ctx);
 *   app.post(path, { preValidation: limitByIp(perIp), schema: { response: { ...rateLimitResponses } } }, …)
 *   await perEmail.consume(email);   // in a handler, once the body is valid
 */

export type RateRule = { name: string; points: number; durationSeconds: number };

export type RateLimit = {
  rule: RateRule;
  /** Counts one hit; throws 429 once the key's budget for the window is spent. Answers what is left. */
  consume(key: string): Promise<{ remaining: number }>;
  /** Throws 429 when the key has no budget left, without counting a hit. */
  check(key: string): Promise<void>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
};

/** What a limit needs: the switch and the database holding the counters (an AppContext fits). */
export type RateLimitDeps = { config: Pick<Config, 'RATE_LIMIT_DISABLED'>; db: Database };

export const rateLimitResponses = { 429: errorDetailSchema } as const;

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

type PgQuery = { name?: string; text: string; values?: unknown[] };

/**
 * The library speaks node-postgres (`query({text, values})` → `{rows, rowCount}`); this hands its
 * statements to the app's Kysely pool instead of a second pool.
 */
function kyselyStoreClient(db: Database) {
  return {
    async query(q: PgQuery) {
      const result = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      const affected = result.numAffectedRows;
      return { rows: result.rows, rowCount: affected === undefined ? result.rows.length : Number(affected) };
    },
  };
}

export function createRateLimit(rule: RateRule, deps: RateLimitDeps): RateLimit {
  if (deps.config.RATE_LIMIT_DISABLED) {
    return {
      rule,
      consume: async () => ({ remaining: Number.POSITIVE_INFINITY }),
      check: async () => {},
      reset: async () => {},
    };
  }
  const limiter = new RateLimiterPostgres({
    storeClient: kyselyStoreClient(deps.db),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
  });
  return {
    rule,
    async consume(key) {
      try {
        const res = await limiter.consume(key.toLowerCase());
        return { remaining: res.remainingPoints };
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
