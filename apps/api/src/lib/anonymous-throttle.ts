import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { optionalUser } from './auth';
import { tooManyRequests } from './errors';

/**
 * A throttle for the public lookups anyone can fire per keystroke (careers search, address
 * autocomplete; issue 24 #5): anonymous clients get `points` requests per `durationSeconds` per
 * client address, signed-in members are not counted. The counters live in the process's memory
 * (one database round trip per keystroke would cost more than the lookup it guards), so with
 * WEB_CONCURRENCY workers each worker holds its share of the budget (points / workers, at least
 * 1/10 of it). RATE_LIMIT_DISABLED turns it off (benchmarks, browser tests).
 */
export type AnonymousThrottleRule = { name: string; points: number; durationSeconds: number };

/** Shared by every public lookup: a classroom behind one address can still type freely. */
export const PUBLIC_LOOKUP_RULE: AnonymousThrottleRule = {
  name: 'public-lookup',
  points: 300,
  durationSeconds: 60,
};

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const hooks = new WeakMap<AppContext, Map<string, Hook>>();

/** The route hook for `rule`: one budget per rule name and app, whichever routes use it. */
export function anonymousThrottle(ctx: AppContext, rule: AnonymousThrottleRule = PUBLIC_LOOKUP_RULE): Hook {
  let byName = hooks.get(ctx);
  if (!byName) {
    byName = new Map();
    hooks.set(ctx, byName);
  }
  let hook = byName.get(rule.name);
  if (!hook) {
    hook = createHook(ctx, rule);
    byName.set(rule.name, hook);
  }
  return hook;
}

function createHook(ctx: AppContext, rule: AnonymousThrottleRule): Hook {
  if (ctx.config.RATE_LIMIT_DISABLED) return async () => {};
  const workers = Math.max(1, ctx.config.WEB_CONCURRENCY);
  const limiter = new RateLimiterMemory({
    keyPrefix: rule.name,
    points: Math.max(Math.ceil(rule.points / 10), Math.floor(rule.points / workers)),
    duration: rule.durationSeconds,
  });
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await optionalUser(ctx, request).catch(() => null);
    if (user) return;
    try {
      await limiter.consume(request.ip);
    } catch (err) {
      if (err instanceof RateLimiterRes)
        throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      throw err;
    }
  };
}
