import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';
import { isProcessAlive, readPostmasterLock } from './orphan-postgres';

/**
 * Issue 10 §6: the Node process alone dies (SIGKILL) and leaves its embedded PostgreSQL running,
 * holding the data directory. The next start must stop that orphan and start cleanly; a start
 * that fails must say why (not `undefined`). Real servers, real processes.
 */

const API_DIR = resolve(fileURLToPath(import.meta.url), '../../..');
const CHILD = join(API_DIR, 'src/test/embedded-child.ts');

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-orphan-'));
  chmodSync(dir, 0o755);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts the embedded server in a child Node process; answers its URL and postmaster pid. */
function startInChild(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dir], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ child: typeof child; url: string; pid: number }>((resolvePromise, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolvePromise({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`child exited with ${code} before the server started`)));
  });
}

async function selectOne(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one as number;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL after the Node process alone was killed', () => {
  it('the next start stops the orphan (fast shutdown) and starts cleanly, data kept', async () => {
    const dir = tempDir();
    const first = await startInChild(dir);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE kept (v int); INSERT INTO kept VALUES (42)');
    await client.end();

    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;
    // The orphan: the postmaster outlived its parent and still holds the directory.
    expect(isProcessAlive(first.pid)).toBe(true);
    expect(readPostmasterLock(join(dir, 'pgdata'))?.pid).toBe(first.pid);

    const lines: string[] = [];
    const second = await startEmbeddedPostgres(dir, { database: 'orphan_test', log: (l) => lines.push(l) });
    try {
      expect(isProcessAlive(first.pid)).toBe(false);
      expect(lines.join('\n')).toContain(`a server from an earlier run is still running (pid ${first.pid}`);
      expect(second.pid).not.toBe(first.pid);
      expect(await selectOne(second.url)).toBe(1);
      const c = new pg.Client({ connectionString: second.url });
      await c.connect();
      expect((await c.query('SELECT v FROM kept')).rows).toEqual([{ v: 42 }]);
      await c.end();
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('a lock file whose pid is now another program is stale: removed, the server starts', async () => {
    const dir = tempDir();
    const server = await startEmbeddedPostgres(dir, { database: 'orphan_test' });
    await server.stop();
    // Another program now has the pid that postmaster.pid names (pids are reused).
    const other = spawn('sleep', ['30']);
    const lock = join(dir, 'pgdata', 'postmaster.pid');
    writeFileSync(lock, `${other.pid}\n${join(dir, 'pgdata')}\n0\n5432\n\n\n`);
    try {
      const again = await startEmbeddedPostgres(dir, { database: 'orphan_test' });
      expect(await selectOne(again.url)).toBe(1);
      await again.stop();
      expect(isProcessAlive(other.pid ?? 0)).toBe(true);
    } finally {
      other.kill('SIGKILL');
    }
  }, 120_000);

  it("a start that fails says why (PostgreSQL's own message), not `undefined`", async () => {
    const dir = tempDir();
    const server = await startEmbeddedPostgres(dir, { database: 'orphan_test' });
    await server.stop();
    writeFileSync(join(dir, 'pgdata', 'postgresql.auto.conf'), 'shared_buffers = nonsense\n');
    const error = await startEmbeddedPostgres(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('did not start');
    expect((error as Error).message).toMatch(/shared_buffers/);
  }, 120_000);
});
