/**
 * `Idempotency-Key` on writes (issue 22 §4, docs/deployment.md "Idempotent writes").
 *
 * A client (or a proxy resending a request whose answer it lost, nginx's
 * `proxy_next_upstream … non_idempotent`) sends the same key with the same request again; the
 * write is applied once and every resend gets the first answer, marked `Idempotent-Replayed: true`.
 *
 * How it stays exact when a process dies at any moment (kill -9): the key is inserted in the SAME
 * transaction as the write it guards (`claimIdempotencyKey`), so either both are committed or
 * neither. A resend finds the key (→ the stored answer, or the answer rebuilt from the id of what
 * was created when the process died before storing it) or no key (→ nothing was written: the
 * request runs). Two copies running at once serialize on the key's primary key: the second's
 * insert waits for the first's transaction, finds the key, rolls its own write back and replays.
 *
 * Keys belong to the signed-in user (another user's key is another key), live 24 hours
 * (retention purge), and a key sent again with a different method, URL or body is refused (422).
 * A write route honours keys only if it says how (`config.idempotency`); any other write route
 * refuses a request that carries one (400), so a proxy never resends a write that is not guarded.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export type IdempotencyRoute = {
  /**
   * `transactional`: the service inserts the key inside its write transaction
   * (`claimIdempotencyKey`). `repeatable`: the write sets state (running it twice has the effect
   * of running it once); the answer is stored after it for the replay.
   */
  mode: 'transactional' | 'repeatable';
  /** The answer rebuilt from the created resource's id, when the process died before storing it. */
  recover?: (ctx: AppContext, user: CurrentUser, resourceId: number) => Promise<unknown>;
  /** The success status the replay answers with when it rebuilt the answer. */
  status: number;
};

export type IdempotencyClaim = { userId: number; key: string; hash: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: IdempotencyRoute;
  }
  interface FastifyRequest {
    /** Set when the request carries a new Idempotency-Key (the service claims it). */
    idempotency?: IdempotencyClaim;
  }
}

/** Thrown inside the write transaction when a copy of this request committed first. */
export class IdempotentTwinError extends Error {
  constructor() {
    super('a request with this Idempotency-Key was applied first');
    this.name = 'IdempotentTwinError';
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

const keyOf = (request: FastifyRequest): string | undefined => {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(raw) ? raw[0] : raw;
};

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

/**
 * Inside the write's transaction: stores the key (with the answer if it is known already, or the
 * id of what was created). Throws IdempotentTwinError when a copy of the request committed first,
 * which rolls this transaction back.
 */
export async function claimIdempotencyKey(
  tx: Database,
  claim: IdempotencyClaim | undefined,
  stored: { resourceId?: number | null; status?: number; response?: unknown },
): Promise<void> {
  if (!claim) return;
  const row = await tx
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      request_hash: claim.hash,
      resource_id: stored.resourceId ?? null,
      status_code: stored.response === undefined ? null : (stored.status ?? 200),
      response: stored.response === undefined ? null : JSON.stringify(stored.response),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!row) throw new IdempotentTwinError();
}

async function findKey(db: Database, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('created_at', '>', new Date(Date.now() - IDEMPOTENCY_TTL_MS))
    .executeTakeFirst();
}

type KeyRow = NonNullable<Awaited<ReturnType<typeof findKey>>>;

async function replay(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  route: IdempotencyRoute,
  row: KeyRow,
): Promise<FastifyReply | undefined> {
  const hash = requestHash(request);
  if (row.request_hash !== hash)
    throw new AppError(422, {
      detail: 'This Idempotency-Key was already used for a different request. Use a new key.',
    });
  reply.header('idempotent-replayed', 'true');
  if (row.status_code !== null && row.response !== null)
    return reply.code(row.status_code).send(row.response);
  if (row.resource_id !== null && route.recover && request.currentUser) {
    const body = await route.recover(ctx, request.currentUser, Number(row.resource_id));
    return reply.code(route.status).send(body);
  }
  // Repeatable writes store no key before their answer: running them again is the replay.
  return undefined;
}

/** The hooks (registered once on the root instance, before the routes). */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const key = keyOf(request);
    if (key === undefined) return;
    if (!request.routeOptions.config?.idempotency)
      throw new AppError(400, { detail: 'This endpoint does not accept an Idempotency-Key header.' });
    if (!KEY_PATTERN.test(key))
      throw new AppError(400, {
        detail: 'Idempotency-Key must be 1 to 200 visible ASCII characters (a UUID is a good choice).',
      });
  });
  // After authentication (route onRequest) and validation: the key belongs to the signed-in user.
  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.config?.idempotency;
    const key = keyOf(request);
    if (!route || key === undefined || !WRITE_METHODS.has(request.method)) return;
    const user = request.currentUser;
    if (!user) return;
    const row = await findKey(ctx.db, user.id, key);
    if (row) {
      const sent = await replay(ctx, request, reply, route, row);
      if (sent) return sent;
      // A repeatable write whose key was stored without an answer: run it again, answer stored.
    }
    request.idempotency = { userId: user.id, key, hash: requestHash(request) };
  });
}

/**
 * Runs a write route's service with the request's key and stores its answer. A copy of the request
 * that committed first (IdempotentTwinError) is answered with that copy's answer.
 */
export async function idempotent<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  run: (claim: IdempotencyClaim | undefined) => Promise<T>,
): Promise<T | FastifyReply> {
  const claim = request.idempotency;
  let result: T;
  try {
    result = await run(claim);
  } catch (err) {
    if (!(err instanceof IdempotentTwinError) || !claim) throw err;
    const row = await findKey(ctx.db, claim.userId, claim.key);
    const route = request.routeOptions.config?.idempotency;
    const sent = row && route ? await replay(ctx, request, reply, route, row) : undefined;
    if (!sent) throw err;
    return sent;
  }
  if (claim) {
    const response = JSON.stringify(result);
    const route = request.routeOptions.config?.idempotency;
    if (route?.mode === 'repeatable')
      await ctx.db
        .insertInto('idempotency_keys')
        .values({
          user_id: claim.userId,
          key: claim.key,
          request_hash: claim.hash,
          status_code: status,
          response,
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ status_code: status, response }))
        .execute();
    else
      await ctx.db
        .updateTable('idempotency_keys')
        .set({ status_code: status, response })
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .where('status_code', 'is', null)
        .execute();
  }
  reply.code(status);
  return result;
}
