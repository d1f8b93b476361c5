import { join } from 'node:path';
import type { Config } from './config';
import type { AppContext } from './context';
import { type ChangeFeed, startChangeFeed } from './db/change-feed';
import { createDatabase, type DatabaseHandle } from './db/database';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { createAppCaches } from './lib/app-caches';
import { createAiTextService } from './modules/ai/ai.service';
import { importCatalogueIfEmpty } from './modules/catalog/catalog.bootstrap';
import { createOutboxMailSender, createSmtpMailSender } from './modules/outbox/mail';

export type Runtime = {
  ctx: AppContext;
  database: DatabaseHandle;
  embedded?: EmbeddedServer;
  close: () => Promise<void>;
};

type Log = (message: string) => void;

/**
 * Connects (or starts the embedded server), migrates, seeds and wires the adapters chosen by config.
 * `role`: 'server' (npm start) owns the embedded PostgreSQL and refuses a DATA_DIR another live
 * server uses; 'tool' (admin:create and other commands) uses the running server's database when
 * there is one and leaves it running (issue 24 #2).
 */
export async function bootstrap(
  config: Config,
  log: Log = () => {},
  options: { role?: 'server' | 'tool'; command?: string } = {},
): Promise<Runtime> {
  let embedded: EmbeddedServer | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    log(`DATABASE_URL not set: starting embedded PostgreSQL in ${join(config.DATA_DIR, 'postgres')}`);
    embedded = await startEmbeddedPostgres(join(config.DATA_DIR, 'postgres'), { log, ...options });
    url = embedded.url;
  }
  const database = createDatabase(url, {
    max: config.DB_POOL_MAX,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    pooler: config.DATABASE_POOLER,
  });
  // Behind a transaction-mode pooler, what needs a session (LISTEN; the migrations) goes to
  // DATABASE_DIRECT_URL (docs/deployment.md). Migrations, seed and the first import run on their own
  // small pool without the per-statement time limit (an index build may take longer).
  const direct = config.DATABASE_DIRECT_URL ?? url;
  const session = createDatabase(direct, { max: 2, statementTimeoutMs: 0 });
  try {
    const applied = await migrateToLatest(session.db);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
    await seedReferenceData(session.db);
    await importCatalogueIfEmpty(session.db, config, log);
  } finally {
    await session.close();
  }
  const changes: ChangeFeed = startChangeFeed(direct, { log });
  await Promise.race([changes.ready, new Promise((r) => setTimeout(r, 5000))]);
  const ctx: AppContext = {
    config,
    db: database.db,
    cache: createAppCaches(changes),
    // Mail: SMTP when SMTP_URL is set, else the database outbox (/dev/outbox).
    mail: config.SMTP_URL
      ? createSmtpMailSender({ SMTP_URL: config.SMTP_URL, MAIL_FROM: config.MAIL_FROM })
      : createOutboxMailSender(database.db),
    ai: createAiTextService(config),
    now: () => new Date(),
    // Ready once server.ts has warmed up (warmup.ts).
    lifecycle: { ready: false, draining: false },
  };
  return {
    ctx,
    database,
    embedded,
    async close() {
      ctx.mail.close?.();
      await changes.close();
      await database.close();
      await embedded?.stop();
    },
  };
}
