/**
 * Rolling restart: `npm run chaos:rolling [-- --restarts 4 --students 6]` (also `npm run chaos -- --rolling`).
 *
 * Two API processes on one PostgreSQL (embedded, in a temp dir) behind a tiny local proxy that
 * sends each request to the next process in its rotation (round robin) and retries nothing: an
 * error or 5xx from a process is a failed request. Students submit assessments and read their
 * results through the proxy, without pause, while each process in turn is restarted the way a
 * deployment does it: taken out of the rotation, sent SIGTERM at once (requests it is serving
 * are still in flight), which must drain them (close the listener, finish the requests, then
 * close the database), started again and put back once healthy. Everything on 127.0.0.1.
 * Prints requests sent, failed, restarts, in-flight requests at each SIGTERM and the drain
 * times; exits 1 on any failed request or lost acknowledged write.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { option } from './bench-support';
import {
  exited,
  loadScenarios,
  newTally,
  type ServerProcess,
  signInStudents,
  sleep,
  startServer,
  submitLoop,
} from './chaos-support';

type Backend = { name: string; port: number; agent: Agent; inFlight: number; process?: ServerProcess };

/** Round robin over `rotation`; no retry: an upstream error answers 502 (a failed request). */
function startProxy(rotation: Backend[]): Promise<{ server: Server; port: number }> {
  let next = 0;
  const server = createServer((req, res) => {
    const backend = rotation[next++ % rotation.length];
    if (!backend) {
      res.writeHead(503).end('no backend');
      return;
    }
    backend.inFlight++;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: backend.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent: backend.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => backend.inFlight--);
      },
    );
    upstream.on('error', (err) => {
      backend.inFlight--;
      if (!res.headersSent) res.writeHead(502).end(`upstream ${backend.name}: ${err.message}`);
      else res.destroy(err);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    }),
  );
}

async function main() {
  const argv = process.argv.slice(2);
  const restarts = Math.min(Number(option(argv, 'restarts') ?? 4), 12);
  const studentCount = Math.min(Number(option(argv, 'students') ?? 6), 50);
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-rolling-'));
  chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(dir, { database: 'pathscoop' });
  const noWeb = mkdtempSync(join(tmpdir(), 'pathscoop-rolling-noweb-'));
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_DISABLED: 'true',
    SMTP_URL: '',
    DATA_DIR: dir,
    WEB_DIST_DIR: noWeb,
  };
  const backends: Backend[] = [];
  for (const name of ['api-1', 'api-2'])
    backends.push({ name, port: await freePort(), agent: new Agent({ keepAlive: true }), inFlight: 0 });
  console.log(
    `Pathscoop rolling restart: 2 API processes on one PostgreSQL behind a round-robin proxy, ${restarts} ` +
      `restarts one at a time, ${studentCount} students submitting and reading results without pause`,
  );
  const rotation: Backend[] = [];
  let proxy: Server | undefined;
  const report: Record<string, string | number>[] = [];
  const tally = newTally();
  try {
    for (const backend of backends) {
      backend.process = await startServer(env, backend.port);
      rotation.push(backend);
    }
    const started = await startProxy(rotation);
    proxy = started.server;
    const baseUrl = `http://127.0.0.1:${started.port}`;
    const students = await signInStudents(database.url, baseUrl, studentCount);
    const scenarios = await loadScenarios(baseUrl);

    let stopped = false;
    const load = submitLoop(baseUrl, students, scenarios, tally, () => stopped, { withResults: true });
    const deadline = Date.now() + 10 * 60_000;
    await sleep(2000);
    for (let i = 0; i < restarts && Date.now() < deadline; i++) {
      const backend = backends[i % backends.length]!;
      const child = backend.process!.child;
      // At a moment when it is serving requests: out of the rotation, then SIGTERM straight away,
      // so that what it is serving now must be drained.
      for (const until = Date.now() + 2000; backend.inFlight === 0 && Date.now() < until; ) await sleep(1);
      rotation.splice(rotation.indexOf(backend), 1);
      const inFlight = backend.inFlight;
      const t0 = Date.now();
      child.kill('SIGTERM');
      const exit = await exited(child);
      const drainMs = Date.now() - t0;
      const t1 = Date.now();
      backend.process = await startServer(env, backend.port);
      rotation.push(backend);
      report.push({
        restart: i + 1,
        process: backend.name,
        'in flight at SIGTERM': inFlight,
        'exit code': exit,
        'drain + exit ms': drainMs,
        'start ms': Date.now() - t1,
        'failed so far': tally.failed,
      });
      console.log(JSON.stringify(report.at(-1)));
      await sleep(1500);
    }
    stopped = true;
    await load;

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const ids = tally.acknowledged.map((a) => a.attemptId);
    const found = (
      await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM assessment_attempts WHERE id = ANY($1)',
        [ids],
      )
    ).rows[0]?.n;
    await client.end();

    console.table(report);
    console.log(
      `requests sent ${tally.sent}; failed ${tally.failed}${
        tally.failed ? ` (${[...tally.errors].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''
      }; restarts ${report.length}; in flight at SIGTERM ${report.reduce((n, r) => n + Number(r['in flight at SIGTERM']), 0)}; ` +
        `acknowledged writes ${ids.length}, found ${found}`,
    );
    const ok = tally.failed === 0 && found === ids.length && report.every((r) => r['exit code'] === '0');
    console.log(ok ? 'OK: no failed request during the rolling restart' : 'FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    proxy?.close();
    for (const backend of backends) {
      backend.agent.destroy();
      if (backend.process) {
        backend.process.child.kill('SIGTERM');
        await exited(backend.process.child);
      }
    }
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(noWeb, { recursive: true, force: true });
  }
}

await main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
