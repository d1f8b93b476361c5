import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { AppContext } from '../context';
import { OFFLINE_FEED, startChangeFeed } from '../db/change-feed';
import { createDatabase } from '../db/database';
import { createAppCaches } from '../lib/app-caches';
import { createAiTextService } from '../modules/ai/ai.service';
import { createOutboxMailSender } from '../modules/outbox/mail';
import { TEMPLATE_DB, withDatabase } from './db-url';

export type TestApp = { app: FastifyInstance; ctx: AppContext; config: Config; databaseUrl: string };

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmpdir(),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

/** A fresh database cloned from the migrated template (fast: CREATE DATABASE … TEMPLATE). */
export async function createTestDatabaseUrl(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  afterAll(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return withDatabase(adminUrl, name);
}

/**
 * Builds the real app on its own database for one test file. `overrides` replaces parts of the
 * context (e.g. a mail sender pointed at an in-process SMTP server).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: Partial<AppContext>;
    /** Run the change feed and the caches as production does (off by default: tests write rows directly). */
    caches?: boolean;
    /** Use this database instead of a fresh one (two "processes" on one database). */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabaseUrl());
  const config = testConfig(options.env);
  const handle = createDatabase(databaseUrl, { max: 5 });
  const feed = options.caches ? startChangeFeed(databaseUrl, { retryMs: 100 }) : OFFLINE_FEED;
  await feed.ready;
  const ctx: AppContext = {
    config,
    db: handle.db,
    cache: createAppCaches(feed),
    mail: createOutboxMailSender(handle.db),
    ai: createAiTextService(config),
    now: () => new Date(),
    lifecycle: { ready: true, draining: false },
    ...options.overrides,
  };
  const app = await buildApp({ ctx });
  afterAll(async () => {
    await app.close();
    await feed.close();
    await handle.close();
  });
  return { app, ctx, config, databaseUrl };
}
