/**
 * Assessment benchmark: `npm run bench:assessment [-- --users 20 --duration 15 --think 0,1000 --db embedded|<postgres url>]`
 *
 * Starts the real server (built dist/server.js when fresh, else tsx src/server.ts) on PostgreSQL
 * (embedded in a temp dir by default, or the URL given), which migrates, seeds and imports the
 * O*NET catalogue at first start. Creates `--users` verified students with their own tokens; each
 * one then loops "submit → results" as fast as it can for `--duration` seconds:
 * POST /api/v1/scenarios/ (validation, engine scoring and ranking of the whole catalogue, one
 * transaction storing the attempt and its top 10) followed by GET /api/v1/result/.
 * Prints p50/p95/p99 for each call and for the whole submit-to-results round trip.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scenario, Submission } from '@pathscoop/contracts';
import { createDatabase } from '../src/db/database';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { buildUser, uniqueEmail } from '../src/modules/accounts/accounts.factory';

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Bench-Marmot-2048';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function serverCommand() {
  const built = join(API_DIR, 'dist/server.js');
  const sources = Math.max(newestMtime(join(API_DIR, 'src')), newestMtime(join(API_DIR, '../../packages')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources)
    return {
      command: process.execPath,
      // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
      args: [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), built],
      label: 'node dist/server.js',
    };
  return {
    command: resolve(API_DIR, '../../node_modules/.bin/tsx'),
    args: [join(API_DIR, 'src/server.ts')],
    label: 'tsx src/server.ts (no fresh build)',
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * One keep-alive connection per student (as one browser tab would hold), through node:http: the
 * load generator shares the server's two cores, and fetch (undici's WHATWG streams) costs it about
 * twice the CPU per request.
 */
function call(
  agent: Agent,
  url: URL,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      { agent, host: url.hostname, port: url.port, path: url.pathname, method, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * CPU seconds used so far (Linux /proc), by process id: the server, every `postgres` process on the
 * machine (the embedded server's backends; the machine's own idle PostgreSQL adds next to nothing),
 * and this load generator. Null where /proc is missing.
 */
type CpuSnapshot = { server: number; postgres: Map<string, number>; load: number };
function cpuSnapshot(serverPid: number | undefined): CpuSnapshot | null {
  if (!existsSync('/proc/self/stat')) return null;
  const seconds = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, USER_HZ = 100
  };
  const postgres = new Map<string, number>();
  let server = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(pid) === serverPid) server = seconds(stat);
      else if (stat.includes('(postgres)')) postgres.set(pid, seconds(stat));
    } catch {
      /* the process ended meanwhile */
    }
  }
  const own = process.cpuUsage();
  return { server, postgres, load: (own.user + own.system) / 1e6 };
}

/** CPU ms per round trip between two snapshots (postgres: the processes alive in both). */
function cpuPerRoundTrip(before: CpuSnapshot, after: CpuSnapshot, roundTrips: number) {
  let postgres = 0;
  for (const [pid, s] of after.postgres) postgres += s - (before.postgres.get(pid) ?? s);
  const per = (s: number) => ((s * 1000) / roundTrips).toFixed(2);
  return {
    server: per(after.server - before.server),
    postgres: per(postgres),
    load: per(after.load - before.load),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

function summary(name: string, samples: number[]) {
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

/** A complete, varied submission (answers drawn per user so that rankings differ). */
function submissionFor(scenarios: Scenario[], seed: number): Submission {
  let x = seed * 7919 + 17;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return 1 + (x % 5);
  };
  const types = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];
  const ranking = [types[seed % 6], types[(seed + 2) % 6], types[(seed + 4) % 6]].join(',');
  return scenarios
    .filter((s) => s.scenario_id > 0)
    .map((s) =>
      s.scenario_id === 4
        ? { scenario_id: 4, answers: [{ question: s.questions[0]?.id ?? 0, answer: ranking }] }
        : {
            scenario_id: s.scenario_id,
            answers: s.questions.map((q) => ({ question: q.id, answer: next() })),
          },
    );
}

async function main() {
  const users = Number(option('users', '20'));
  const duration = Number(option('duration', '15')) * 1000;
  const dbOption = option('db', 'embedded');
  console.log(
    `Pathscoop assessment benchmark: ${users} concurrent students, ${duration / 1000} s; ${cpus().length} CPU(s) ${
      cpus()[0]?.model ?? ''
    }; Node ${process.version}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  let databaseUrl = dbOption;
  let stopDb: (() => Promise<void>) | undefined;
  const pgDir = mkdtempSync(join(tmpdir(), 'pathscoop-bench-assessment-pg-'));
  if (dbOption === 'embedded') {
    const server = await startEmbeddedPostgres(pgDir, { database: 'pathscoop_bench' });
    databaseUrl = server.url;
    stopDb = server.stop;
  }
  const port = await freePort();
  const { command, args, label } = serverCommand();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`server: ${label} on ${baseUrl}; database ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
  console.log('starting (first start migrates, seeds and imports the O*NET catalogue)…');
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
      // API only: the benchmark does not need the built web app.
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-bench-noweb-')),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const handle = createDatabase(databaseUrl, { max: 2 });
  try {
    await waitForHealth(baseUrl, child);
    const scenarios = (await (await fetch(`${baseUrl}/api/v1/scenarios/`)).json()) as Scenario[];
    const tokens: string[] = [];
    for (let i = 0; i < users; i++) {
      const { user } = await buildUser(handle, { email: uniqueEmail('bench-student'), password: PASSWORD });
      const res = await fetch(`${baseUrl}/api/v1/auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      tokens.push(((await res.json()) as { access: string }).access);
    }

    let failures = 0;
    const run = async (
      i: number,
      until: number,
      thinkMs: number,
      out?: { post: number[]; get: number[]; flow: number[] },
    ) => {
      const headers = { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' };
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const submitUrl = new URL('/api/v1/scenarios/', baseUrl);
      const resultsUrl = new URL('/api/v1/result/', baseUrl);
      let round = 0;
      // Stagger the students so that paced runs do not fire in lockstep.
      if (thinkMs) await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
      while (Date.now() < until) {
        const body = JSON.stringify(submissionFor(scenarios, i * 1000 + round++));
        const t0 = performance.now();
        const a = await call(agent, submitUrl, 'POST', headers, body);
        const t1 = performance.now();
        const b = await call(agent, resultsUrl, 'GET', { authorization: headers.authorization });
        const list = JSON.parse(b.text) as unknown[];
        const t2 = performance.now();
        if (a.status !== 201 || b.status !== 200 || list.length !== 10) failures++;
        out?.post.push(t1 - t0);
        out?.get.push(t2 - t1);
        out?.flow.push(t2 - t0);
        if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
      }
      agent.destroy();
    };
    // Warm-up (JIT, catalogue load, connection pools), then one measured run per think time:
    // 0 = every student fires the next submission as soon as the last results arrive (saturation);
    // > 0 = each student pauses about that long between round trips (still far busier than people).
    await Promise.all(tokens.map((_, i) => run(i, Date.now() + 3000, 0)));
    const thinkTimes = option('think', '0,1000').split(',').map(Number);
    const verdicts: string[] = [];
    for (const thinkMs of thinkTimes) {
      const out = { post: [] as number[], get: [] as number[], flow: [] as number[] };
      const started = Date.now();
      const cpuBefore = cpuSnapshot(child.pid);
      await Promise.all(tokens.map((_, i) => run(i, started + duration, thinkMs, out)));
      const seconds = (Date.now() - started) / 1000;
      const cpuAfter = cpuSnapshot(child.pid);
      console.log(
        `\n${users} students, think time ${thinkMs} ms: ${out.flow.length} submit-to-results round trips in ${seconds.toFixed(
          1,
        )} s (${(out.flow.length / seconds).toFixed(0)}/s); load average ${loadavg()[0]?.toFixed(1)}`,
      );
      if (cpuBefore && cpuAfter && out.flow.length) {
        const cpu = cpuPerRoundTrip(cpuBefore, cpuAfter, out.flow.length);
        console.log(
          `CPU per round trip: server ${cpu.server} ms, PostgreSQL ${cpu.postgres} ms, load generator ${cpu.load} ms (${
            cpus().length
          } cores for all three)`,
        );
      }
      console.table([
        summary('POST /api/v1/scenarios/ (validate + score + rank + store)', out.post),
        summary('GET /api/v1/result/', out.get),
        summary('submit-to-results (POST then GET)', out.flow),
      ]);
      verdicts.push(
        `submit-to-results p99: ${summary('', out.flow)['p99 ms']} ms at ${users} concurrent students, think time ${thinkMs} ms (${(
          out.flow.length / seconds
        ).toFixed(0)} round trips/s)`,
      );
    }
    console.log(`\n${verdicts.join('\n')}\n(goal: p99 < 50 ms; ${failures} failed round trips)`);
    if (failures) process.exitCode = 1;
  } finally {
    await handle.close();
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await stopDb?.();
    rmSync(pgDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
