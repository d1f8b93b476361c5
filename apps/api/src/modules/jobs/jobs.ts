import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';

/**
 * Durable jobs on PostgreSQL (ADR 080): one `jobs` table, a unique `key` per job so that enqueueing
 * twice is a no-op, `run_at` compared with the app clock (ctx.now, so tests move time), claimed
 * with `FOR UPDATE SKIP LOCKED` so that several processes never run the same job, and marked done
 * in the same transaction that ran it. A job survives restarts because it is a row.
 */

export type JobHandler = (ctx: AppContext, payload: Record<string, unknown>, db: Database) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export type EnqueueInput = { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> };

/** Adds a job unless one with the same key exists (then nothing happens). Returns whether it was added. */
export async function enqueueJob(db: Database, job: EnqueueInput): Promise<boolean> {
  const row = await db
    .insertInto('jobs')
    .values({ kind: job.kind, key: job.key, run_at: job.runAt, payload: JSON.stringify(job.payload ?? {}) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Cancels the pending jobs whose key starts with `prefix` (e.g. a session's reminders on cancel). */
export async function cancelJobs(db: Database, prefix: string, now: Date): Promise<number> {
  const res = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: now })
    .where('status', '=', 'pending')
    .where('key', 'like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

const MAX_ATTEMPTS = 5;

/**
 * Runs every job due at `ctx.now()` (at most `limit`), one transaction each. A handler that throws
 * leaves the job pending with its error and a later run_at (up to 5 attempts, then 'failed').
 * Returns the kinds that ran, in order.
 */
export async function runDueJobs(ctx: AppContext, handlers: JobHandlers, limit = 50): Promise<string[]> {
  const ran: string[] = [];
  for (let i = 0; i < limit; i++) {
    const now = ctx.now();
    const outcome = await ctx.db.transaction().execute(async (tx) => {
      const job = await tx
        .selectFrom('jobs')
        .selectAll()
        .where('status', '=', 'pending')
        .where('run_at', '<=', now)
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!job) return 'empty' as const;
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await tx.executeQuery(sql`savepoint job`.compile(tx));
        await handler(ctx, job.payload, tx);
        await tx.executeQuery(sql`release savepoint job`.compile(tx));
        await tx
          .updateTable('jobs')
          .set({ status: 'done', attempts: job.attempts + 1, finished_at: now })
          .where('id', '=', job.id)
          .execute();
        return job.kind;
      } catch (err) {
        await tx.executeQuery(sql`rollback to savepoint job`.compile(tx)).catch(() => {});
        const attempts = job.attempts + 1;
        await tx
          .updateTable('jobs')
          .set({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            attempts,
            last_error: String(err instanceof Error ? err.message : err).slice(0, 1000),
            run_at: new Date(now.getTime() + 60_000 * 2 ** attempts),
            finished_at: attempts >= MAX_ATTEMPTS ? now : null,
          })
          .where('id', '=', job.id)
          .execute();
        return `failed:${job.kind}`;
      }
    });
    if (outcome === 'empty') break;
    ran.push(outcome);
  }
  return ran;
}

/** Polls for due jobs every `intervalMs` until stopped (server.ts). Errors are logged, never thrown. */
export function startJobWorker(
  ctx: AppContext,
  handlers: JobHandlers,
  options: { intervalMs: number; log?: (message: string) => void },
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runDueJobs(ctx, handlers)
      .catch((err) => options.log?.(`jobs: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  let timer = setTimeout(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
