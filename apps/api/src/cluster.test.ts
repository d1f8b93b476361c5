import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './db/embedded';
import { createTestDatabaseUrl } from './test/test-app';

const API_DIR = resolve(fileURLToPath(import.meta.url), '../..');
const children = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Issue 22: WEB_CONCURRENCY=2 runs a supervisor and two workers on one port; both serve (each is
 * warmed up before it listens), a worker that dies is replaced, and SIGTERM to the supervisor
 * drains and stops every worker, then it exits 0.
 */
describe.skipIf(!existsSync('/proc/self/task'))('WEB_CONCURRENCY (node:cluster)', () => {
  it('two workers serve one port; a killed worker is replaced; SIGTERM stops them all', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', join(API_DIR, 'src/server.ts')], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: await createTestDatabaseUrl(),
        JWT_SECRET: 'cluster-test-secret-cluster-test-secret-012345',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-cluster-')),
        WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-cluster-noweb-')),
        ONET_DIR: join(tmpdir(), `pathscoop-no-onet-${process.pid}`),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const listening = (n: number) =>
      new Promise<void>((resolveWait, reject) => {
        const check = () => {
          const count = output.split('all 2 workers listening').length - 1;
          if (count >= n) resolveWait();
        };
        child.stdout?.on('data', (c: Buffer) => {
          output += c.toString();
          check();
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
        check();
      });
    try {
      await listening(1);
      const workers = children(child.pid as number);
      expect(workers).toHaveLength(2);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.status),
        ),
      );
      expect(statuses.every((s) => s === 200)).toBe(true);

      // A worker killed outright is replaced.
      process.kill(workers[0] as number, 'SIGKILL');
      await listening(2);
      const after = children(child.pid as number);
      expect(after).toHaveLength(2);
      expect(after).not.toContain(workers[0]);

      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(after.filter(alive)).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 240_000);
});
