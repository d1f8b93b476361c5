import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres } from './embedded';
import { readPostmasterLock } from './orphan-postgres';

/**
 * Issue 24 #2: `npm run admin:create` (or a second `npm start`) on the running server's DATA_DIR
 * used to take that server's embedded PostgreSQL for an orphan and stop it: the site answered
 * 503 until restarted. Real processes: a default start (no DATABASE_URL), the real npm script.
 */

const REPO = resolve(fileURLToPath(import.meta.url), '../../../../..');
const API_DIR = join(REPO, 'apps/api');

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-owner-'));
  chmodSync(dir, 0o755);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const envFor = (dataDir: string, port: number) => ({
  ...process.env,
  NODE_ENV: 'development',
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ONET_DIR: join(dataDir, 'no-catalogue'),
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'owner-test-secret-owner-test-secret-0123',
});

/** A default start of the server (`node apps/api/src/server.ts` through tsx); output collected. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: envFor(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}

async function health(port: number): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
  } catch {
    return 0;
  }
}

async function waitHealthy(port: number, server: { exited: Promise<unknown>; output: () => string }) {
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !gone) {
    if ((await health(port)) === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; out: string }>((resolvePromise) => {
    execFile(cmd, args, { cwd: REPO, env, timeout: 120_000 }, (err, stdout, stderr) =>
      resolvePromise({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

async function stopServer(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
}

describe('issue 24 #2: a live server keeps its embedded PostgreSQL', () => {
  it('npm run admin:create against a running default start: the site stays healthy, the operator can sign in', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = startServer(dataDir, port);
    try {
      await waitHealthy(port, server);
      const pgPid = readPostmasterLock(join(dataDir, 'postgres', 'pgdata'))?.pid;

      const created = await run('npm', ['run', 'admin:create', '--', '--email', 'ops@example.org'], {
        ...envFor(dataDir, port),
        ADMIN_PASSWORD: 'Owner-Test-Passphrase-91',
      });
      expect(created.out).toContain('Operator ready: ops@example.org');
      expect(created.out).toContain('using the embedded PostgreSQL of a Pathscoop server');
      expect(created.code).toBe(0);

      // The site is still up, on the same database server, and sees the new operator.
      for (let i = 0; i < 5; i++) expect(await health(port)).toBe(200);
      expect(readPostmasterLock(join(dataDir, 'postgres', 'pgdata'))?.pid).toBe(pgPid);
      // An operator signs in through the back office's sign-in (issue 20; the members' sign-in
      // answers 403 with where to go).
      const signin = await fetch(`http://127.0.0.1:${port}/api/v1/auth/?backoffice=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ops@example.org', password: 'Owner-Test-Passphrase-91' }),
      });
      expect(signin.status).toBe(200);

      // A second server on the same DATA_DIR refuses to start, with a message, and stops nothing.
      const secondPort = await freePort();
      const second = startServer(dataDir, secondPort);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by a Pathscoop server');
      expect(second.output()).toContain('Only one server can use a DATA_DIR');
      expect(await health(port)).toBe(200);
    } finally {
      await stopServer(server.child, server.exited);
    }
    // Once the server is gone, a command starts the database for itself and stops it again.
    const alone = await run('npm', ['run', 'admin:create', '--', '--email', 'ops2@example.org'], {
      ...envFor(dataDir, port),
      ADMIN_PASSWORD: 'Owner-Test-Passphrase-92',
    });
    expect(alone.code).toBe(0);
    expect(alone.out).not.toContain('using the embedded PostgreSQL of');
    expect(readPostmasterLock(join(dataDir, 'postgres', 'pgdata'))).toBeUndefined();
  }, 240_000);
});

describe('issue 24 #7: the embedded PostgreSQL has no default superuser password', () => {
  const connects = async (url: string) => {
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      return true;
    } catch {
      return false;
    } finally {
      await c.end().catch(() => {});
    }
  };

  it('a new cluster: postgres/postgres refused on TCP, the generated password in a 0600 file works', async () => {
    const dir = tempDir();
    const server = await startEmbeddedPostgres(dir, { database: 'owner_test' });
    try {
      const port = readPostmasterLock(server.dataDir)?.port;
      expect(await connects(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`)).toBe(false);
      const file = join(dir, 'superuser-password');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const secret = readFileSync(file, 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(await connects(`postgres://postgres:${secret}@127.0.0.1:${port}/postgres`)).toBe(true);
      expect(server.url).not.toContain('postgres:postgres@');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('a DATA_DIR from before (postgres/postgres, no password file) keeps working and loses the default password', async () => {
    const dir = tempDir();
    const first = await startEmbeddedPostgres(dir, { database: 'owner_test' });
    const c = new pg.Client({ connectionString: first.url });
    await c.connect();
    await c.query(
      `CREATE TABLE kept (v int); INSERT INTO kept VALUES (7); ALTER ROLE postgres PASSWORD 'postgres'`,
    );
    await c.end();
    await first.stop();
    rmSync(join(dir, 'superuser-password'));

    const again = await startEmbeddedPostgres(dir, { database: 'owner_test' });
    try {
      const c2 = new pg.Client({ connectionString: again.url });
      await c2.connect();
      expect((await c2.query('SELECT v FROM kept')).rows).toEqual([{ v: 7 }]);
      await c2.end();
      const port = readPostmasterLock(again.dataDir)?.port;
      expect(await connects(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`)).toBe(false);
      expect(readFileSync(join(dir, 'superuser-password'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    } finally {
      await again.stop();
    }
  }, 120_000);
});
