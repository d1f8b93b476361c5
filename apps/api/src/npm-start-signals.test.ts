import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';
import { freePort } from './db/embedded';

/**
 * Issue 22: `npm start` hands signals to the server. npm runs a script through `sh -c`, and a
 * shell left between npm and node dies of the SIGTERM npm forwards while node runs on, orphaned,
 * with its embedded PostgreSQL (what a process manager or `docker stop` would leave behind). The
 * script now `exec`s node, which runs the server in its own process (scripts/start.mjs). SIGTERM
 * to the process `npm start` started: the server drains, the embedded PostgreSQL stops, all exit.
 * Builds first when the build is missing or older than the sources (what `npm start` does).
 */

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

const descendants = (pid: number): number[] => childrenOf(pid).flatMap((c) => [c, ...descendants(c)]);

async function waitReady(child: ChildProcess, port: number) {
  for (const until = Date.now() + 400_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('npm start: not ready in time');
}

describe.skipIf(!existsSync('/proc/self/task'))('npm start and signals (issue 22)', () => {
  it('SIGTERM to the process npm start started stops the server and its embedded PostgreSQL', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'pathscoop-npm-start-'));
    chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as `postgres` and must enter it
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      // No catalogue import: the start stays quick.
      ONET_DIR: join(tmpdir(), `pathscoop-no-onet-${process.pid}`),
    };
    delete env.DATABASE_URL; // the embedded PostgreSQL, as a fresh clone starts
    const npm = spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      await waitReady(npm, port);
      const processes = descendants(npm.pid as number);
      const pgPid = Number(
        readFileSync(join(dataDir, 'postgres/pgdata/postmaster.pid'), 'utf8').split('\n')[0],
      );
      expect(processes).toContain(pgPid);
      // No shell is left between npm and the server: npm's child is node itself.
      const [direct] = childrenOf(npm.pid as number);
      expect(readFileSync(`/proc/${direct}/cmdline`, 'utf8').split('\0')[0]).toMatch(/node$/);

      const exited = new Promise<number | null>((r) => npm.once('exit', (code) => r(code)));
      npm.kill('SIGTERM');
      await exited;
      for (const until = Date.now() + 15_000; Date.now() < until && processes.some(alive); )
        await new Promise((r) => setTimeout(r, 100));
      expect(processes.filter(alive), 'processes left running after SIGTERM').toEqual([]);
      expect(alive(pgPid)).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      for (const pid of descendants(npm.pid as number)) if (alive(pid)) process.kill(pid, 'SIGKILL');
      if (npm.exitCode === null) npm.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 480_000);
});
