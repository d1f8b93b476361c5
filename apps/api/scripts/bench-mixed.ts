/**
 * `npm run bench:mixed [-- --rate 1000 --duration 60 --db embedded,system --workers 1,2 --users 300]`
 *
 * An open-loop mixed load (issue 22 §3): requests are sent at a constant arrival rate whatever the
 * server's answers take (a scheduler fires each request at its planned time on a pool of
 * keep-alive connections, undici), and each latency counts from the planned time, so a slow
 * server cannot slow the load down or hide its queue (no coordinated omission).
 *
 * The mix, drawn from the students' journeys (docs/deployment.md, "Measured limits"), per 1,000
 * requests: reads 845 — career search 210 (keystroke prefixes, typos, phrases; anonymous),
 * catalogue career 120 (anonymous), results 100, career detail with its Scoop 100,
 * recommendations 60, strengths 60, profile 60, scenarios 40, mentor sessions 40, companion chat
 * history 30, pricing 25; writes 150 — assessment submission 50, scoring a result 50, companion
 * chat message 35, mentor session request 15; sign-in 5. Each request is made by one of `--users`
 * distinct students (signed in, with a plan, an assessment attempt and its results), picked at
 * random; sign-ins use their own accounts.
 *
 * For each database (embedded PostgreSQL, the machine's PostgreSQL at 127.0.0.1:5432) and each
 * worker count (WEB_CONCURRENCY), it starts the real server (rate limits off: one machine sends
 * everything), prepares the users, sends 5 s of warm-up at the rate and then the measured run,
 * and prints per class p50/p99/max, errors and the server's RSS (all its processes) before and
 * after. Goals: reads p99 < 50 ms, writes p99 < 150 ms, sign-in p99 < 400 ms, 0 errors.
 * `--url URL --database-url URL` runs the load against a running deployment instead (npm run fleet).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Scenario } from '@pathscoop/contracts';
import { Pool } from 'undici';
import { createDatabase, type Database } from '../src/db/database';
import { freePort } from '../src/db/embedded';
import { buildUser, DEFAULT_TEST_PASSWORD, uniqueEmail } from '../src/modules/accounts/accounts.factory';
import { submissionFor } from './bench-assessment-flow';
import { embeddedTarget, option, percentile, startServer, systemTarget, type Target } from './bench-support';

export type MixedOptions = {
  rate: number;
  durationS: number;
  users: number;
  warmupS: number;
  connections: number;
};

type Op = {
  name: string;
  kind: 'read' | 'write' | 'sign-in';
  weight: number;
  expect: number;
  make: (
    u: Student,
    r: () => number,
  ) => { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown; auth?: boolean };
};

type Student = { id: number; email: string; token: string; resultIds: number[]; scenariosSeed: number };

const SEARCHES = [
  'n',
  'nu',
  'nur',
  'nurs',
  'nurse',
  'game',
  'game des',
  'game designer',
  'electrcian',
  'electrician',
  'cop',
  'police',
  'software developer',
  'vet',
  'vet tech',
  'teacher',
  'chef',
  'data scientist',
  'nurce',
  'registered nurse',
  'mechanic',
  'pilot',
  'artist',
  'lawyer',
  'doctor',
  'engineer',
];
const CODES = [
  '29-1141.00',
  '15-1252.00',
  '47-2111.00',
  '33-3051.00',
  '27-1014.00',
  '25-2031.00',
  '35-1011.00',
];

export function mixedOps(agentId: number): Op[] {
  const pick = <T>(list: T[], r: () => number) => list[Math.floor(r() * list.length)] as T;
  return [
    {
      name: 'search',
      kind: 'read',
      weight: 210,
      expect: 200,
      make: (_u, r) => ({
        method: 'GET',
        path: `/api/v1/careers/?search=${encodeURIComponent(pick(SEARCHES, r))}`,
      }),
    },
    {
      name: 'catalogue career',
      kind: 'read',
      weight: 120,
      expect: 200,
      make: (_u, r) => ({ method: 'GET', path: `/api/v1/careers/${pick(CODES, r)}/` }),
    },
    {
      name: 'results',
      kind: 'read',
      weight: 100,
      expect: 200,
      make: () => ({ method: 'GET', path: '/api/v1/result/', auth: true }),
    },
    {
      name: 'career detail+Scoop',
      kind: 'read',
      weight: 100,
      expect: 200,
      make: (u, r) => ({ method: 'GET', path: `/api/v1/result/${pick(u.resultIds, r)}/`, auth: true }),
    },
    {
      name: 'recommendations',
      kind: 'read',
      weight: 60,
      expect: 200,
      make: () => ({ method: 'GET', path: '/api/v1/recommendations/', auth: true }),
    },
    {
      name: 'strengths',
      kind: 'read',
      weight: 60,
      expect: 200,
      make: () => ({ method: 'GET', path: '/api/v1/my-strength-profile/', auth: true }),
    },
    {
      name: 'profile',
      kind: 'read',
      weight: 60,
      expect: 200,
      make: () => ({ method: 'GET', path: '/api/v1/profile/', auth: true }),
    },
    {
      name: 'scenarios',
      kind: 'read',
      weight: 40,
      expect: 200,
      make: () => ({ method: 'GET', path: '/api/v1/scenarios/' }),
    },
    {
      name: 'mentor sessions',
      kind: 'read',
      weight: 40,
      expect: 200,
      make: () => ({ method: 'GET', path: '/api/v1/mentor_sessions/', auth: true }),
    },
    {
      name: 'chat history',
      kind: 'read',
      weight: 30,
      expect: 200,
      make: () => ({ method: 'GET', path: `/api/v1/ai-agents/${agentId}/chat-history/`, auth: true }),
    },
    {
      name: 'pricing',
      kind: 'read',
      weight: 25,
      expect: 200,
      make: () => ({ method: 'GET', path: '/api/v1/pricing_plan/' }),
    },
    {
      name: 'submission',
      kind: 'write',
      weight: 50,
      expect: 201,
      make: () => ({
        method: 'POST',
        path: '/api/v1/scenarios/',
        auth: true,
        body: 'submission' as unknown,
      }),
    },
    {
      name: 'score a result',
      kind: 'write',
      weight: 50,
      expect: 200,
      make: (u, r) => ({
        method: 'PATCH',
        path: `/api/v1/result/${pick(u.resultIds, r)}/`,
        auth: true,
        body: { score: 1 + Math.floor(r() * 5) },
      }),
    },
    {
      name: 'chat message',
      kind: 'write',
      weight: 35,
      expect: 200,
      make: () => ({
        method: 'POST',
        path: `/api/v1/ai-agents/${agentId}/chat/`,
        auth: true,
        body: {
          messages: [
            { role: 'user', content: 'What do registered nurses earn, and what education do they need?' },
          ],
        },
      }),
    },
    {
      name: 'mentor request',
      kind: 'write',
      weight: 15,
      expect: 201,
      make: () => ({
        method: 'POST',
        path: '/api/v1/mentor_sessions/',
        auth: true,
        body: { topic: 'What is a nurse shift like?' },
      }),
    },
    {
      name: 'sign-in',
      kind: 'sign-in',
      weight: 5,
      expect: 200,
      make: (u) => ({
        method: 'POST',
        path: '/api/v1/auth/',
        body: { email: u.email, password: DEFAULT_TEST_PASSWORD },
      }),
    },
  ];
}

function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Students with a plan, a school allowance for mentor sessions, one attempt and its Scoops stored. */
export async function prepareStudents(
  db: Database,
  baseUrl: string,
  count: number,
): Promise<{ students: Student[]; agentId: number }> {
  const plan = await db
    .selectFrom('pricing_plans')
    .select('id')
    .where('slug', '=', 'milkshake')
    .executeTakeFirstOrThrow();
  const agent = await db
    .selectFrom('ai_agents')
    .select('id')
    .where('name', '=', 'Career Buddy')
    .executeTakeFirstOrThrow();
  const code = `MIXED-${Date.now()}`;
  const school = await db
    .insertInto('schools')
    .values({ name: 'Mixed Load High', affiliate_code: code, mentor_sessions: 1_000_000_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 10; i++) {
    const { user } = await buildUser(
      { db },
      { email: uniqueEmail('mixed-mentor'), role: 'Mentor', title: 'Registered nurse' },
    );
    await db
      .insertInto('mentor_profiles')
      .values({ user_id: user.id, vetting_status: 'vetted', career_codes: ['29-1141.00'] })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
  const scenarios = await json<Scenario[]>(await fetch(`${baseUrl}/api/v1/scenarios/`));
  const students: Student[] = [];
  const one = async (i: number) => {
    const { user } = await buildUser(
      { db },
      {
        email: uniqueEmail('mixed'),
        pricing_plan_id: plan.id,
        plan_expires_at: new Date(Date.now() + 7 * 86_400_000),
        school_id: school.id,
        affiliate_code: code,
      },
    );
    // Under-18s book mentorship only with a parent or guardian on file (issue 24 #12).
    await db
      .insertInto('guardian_contacts')
      .values({ user_id: user.id, name: 'Pat Mixed', email: `guardian-${user.id}@example.org` })
      .execute();
    const { access } = await json<{ access: string }>(
      await fetch(`${baseUrl}/api/v1/auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: DEFAULT_TEST_PASSWORD }),
      }),
    );
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const submitted = await json<{ results: { id: number }[] }>(
      await fetch(`${baseUrl}/api/v1/scenarios/`, {
        method: 'POST',
        headers,
        body: JSON.stringify(submissionFor(scenarios, i)),
      }),
    );
    const resultIds = submitted.results.map((r) => r.id).slice(0, 3);
    // The first read of a career detail writes its Scoop; the load reads it stored.
    for (const id of resultIds) await json(await fetch(`${baseUrl}/api/v1/result/${id}/`, { headers }));
    students.push({ id: user.id, email: user.email, token: access, resultIds, scenariosSeed: i });
  };
  for (let i = 0; i < count; i += 6)
    await Promise.all(Array.from({ length: Math.min(6, count - i) }, (_, k) => one(i + k)));
  return { students, agentId: agent.id };
}

type Sample = { op: string; kind: Op['kind']; ms: number; ok: boolean; status: number | string };

/** Sends `rate` requests/s for `durationS` seconds, open loop; answers one sample per request. */
export async function runOpenLoop(
  baseUrl: string,
  students: Student[],
  agentId: number,
  scenarios: Scenario[],
  options: {
    rate: number;
    durationS: number;
    connections: number;
    seed?: number;
    onSample?: (s: Sample) => void;
    /** Each acknowledged write's response body (npm run fleet checks them in the database). */
    onWrite?: (op: string, body: string) => void;
    /**
     * Every write carries an `Idempotency-Key` (a new UUID per write), so a proxy may resend it to
     * another replica and this client resends it once on a connection closed under it.
     */
    idempotencyKeys?: boolean;
    /** Keeps sending at the rate past `durationS` while this answers true (npm run fleet: its chaos). */
    extendWhile?: () => boolean;
  },
): Promise<{ samples: Sample[]; sent: number; retried: number; maxLagMs: number; seconds: number }> {
  const ops = mixedOps(agentId);
  const total = ops.reduce((n, o) => n + o.weight, 0);
  const r = rng(options.seed ?? 42);
  const pickOp = () => {
    let x = r() * total;
    for (const o of ops) {
      x -= o.weight;
      if (x < 0) return o;
    }
    return ops[0] as Op;
  };
  const pool = new Pool(baseUrl, {
    connections: options.connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const samples: Sample[] = [];
  const count = Math.round(options.rate * options.durationS);
  const interval = 1000 / options.rate;
  const started = performance.now() + 50;
  let sent = 0;
  let maxLag = 0;
  let seq = 0;
  let retried = 0;
  const inFlight = new Set<Promise<void>>();
  const fire = (planned: number) => {
    const op = pickOp();
    const student = students[Math.floor(r() * students.length)] as Student;
    const req = op.make(student, r);
    const body =
      req.body === 'submission' ? submissionFor(scenarios, student.scenariosSeed * 1000 + seq++) : req.body;
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.${student.id % 250}.${(student.id >> 8) % 250}.7`,
    };
    if (req.auth) headers.authorization = `Bearer ${student.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const keyed = options.idempotencyKeys === true && op.kind === 'write';
    if (keyed) headers['idempotency-key'] = randomUUID();
    const send = (): Promise<{ status: number; text: string }> =>
      pool
        .request({
          method: req.method,
          path: req.path,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        .then(async (res) => ({ status: res.statusCode, text: await res.body.text() }));
    // A GET that meets a keep-alive connection closed under it (a proxy reloading) is sent again
    // once, as browsers do, and so is a write that carries an Idempotency-Key (the server applies
    // it once) and, with keys on, a sign-in (repeated, it only opens another session); nothing
    // else is retried.
    const resendable =
      req.method === 'GET' || keyed || (options.idempotencyKeys === true && op.kind === 'sign-in');
    const attempt = () =>
      send().catch((err: Error) => {
        if (!resendable || !/other side closed|ECONNRESET|socket/i.test(err.message)) throw err;
        retried++;
        return send();
      });
    const p = attempt()
      .then(({ status, text }) => {
        if (op.kind === 'write' && status === op.expect) options.onWrite?.(op.name, text);
        const sample = {
          op: op.name,
          kind: op.kind,
          ms: performance.now() - planned,
          ok: status === op.expect,
          status,
        };
        samples.push(sample);
        options.onSample?.(sample);
      })
      .catch((err: Error) => {
        const sample = {
          op: op.name,
          kind: op.kind,
          ms: performance.now() - planned,
          ok: false,
          status: err.message,
        };
        samples.push(sample);
        options.onSample?.(sample);
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    sent++;
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const more = () => sent < count || (options.extendWhile?.() ?? false);
      while (more()) {
        const planned = started + sent * interval;
        if (planned > now) break;
        maxLag = Math.max(maxLag, now - planned);
        fire(planned);
      }
      if (!more()) resolve();
      else setTimeout(tick, 1);
    };
    setTimeout(tick, 50);
  });
  await Promise.all([...inFlight]);
  await pool.close();
  return { samples, sent, retried, maxLagMs: maxLag, seconds: (performance.now() - started) / 1000 };
}

export const GOALS = { read: 50, write: 150, 'sign-in': 400 } as const;

export function summarize(samples: Sample[]): { lines: string[]; pass: boolean; errors: number } {
  const lines: string[] = [];
  let pass = true;
  const errors = samples.filter((s) => !s.ok).length;
  const row = (label: string, list: Sample[], goal?: number) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const failed = list.filter((s) => !s.ok).length;
    const p99 = ms.length ? percentile(ms, 99) : 0;
    const verdict =
      goal === undefined
        ? ''
        : p99 < goal && failed === 0
          ? `  ok (< ${goal} ms)`
          : `  MISSED (goal < ${goal} ms, 0 errors)`;
    if (goal !== undefined && (p99 >= goal || failed > 0)) pass = false;
    lines.push(
      `  ${label.padEnd(22)} ${String(list.length).padStart(7)}  p50 ${(ms.length ? percentile(ms, 50) : 0).toFixed(1).padStart(7)}  p99 ${p99.toFixed(1).padStart(7)}  max ${(ms.at(-1) ?? 0).toFixed(0).padStart(6)}  errors ${failed}${verdict}`,
    );
  };
  lines.push('  class / request        count   latency (ms, from the planned send time)');
  for (const kind of ['read', 'write', 'sign-in'] as const)
    row(
      kind,
      samples.filter((s) => s.kind === kind),
      GOALS[kind],
    );
  const names = [...new Set(samples.map((s) => s.op))];
  for (const name of names)
    row(
      `· ${name}`,
      samples.filter((s) => s.op === name),
    );
  const statuses = new Map<string, number>();
  for (const s of samples)
    if (!s.ok) statuses.set(`${s.op} ${s.status}`, (statuses.get(`${s.op} ${s.status}`) ?? 0) + 1);
  if (statuses.size) lines.push(`  errors: ${[...statuses].map(([k, v]) => `${k} ×${v}`).join(', ')}`);
  return { lines, pass, errors };
}

/** RSS (MiB) of a process and its descendants (the server, or the cluster primary and its workers). */
export function rssMiB(pid: number | undefined): number {
  if (!pid) return 0;
  const read = (p: number): number => {
    let kb = 0;
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      kb = m ? Number(m[1]) : 0;
      const kids = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
      for (const k of kids) kb += read(k) * 1024;
    } catch {
      /* gone */
    }
    return kb / 1024;
  };
  return read(pid);
}

/** Warm-up then the measured run against `baseUrl`; prints the table. */
export async function mixedLoad(
  baseUrl: string,
  databaseUrl: string,
  options: MixedOptions,
  serverPid?: number,
) {
  const handle = createDatabase(databaseUrl, { max: 4 });
  try {
    process.stdout.write(`   preparing ${options.users} students … `);
    const t = performance.now();
    const { students, agentId } = await prepareStudents(handle.db, baseUrl, options.users);
    const scenarios = await json<Scenario[]>(await fetch(`${baseUrl}/api/v1/scenarios/`));
    console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (options.warmupS > 0)
      await runOpenLoop(baseUrl, students, agentId, scenarios, {
        rate: options.rate,
        durationS: options.warmupS,
        connections: options.connections,
        seed: 7,
      });
    const rssBefore = rssMiB(serverPid);
    const run = await runOpenLoop(baseUrl, students, agentId, scenarios, {
      rate: options.rate,
      durationS: options.durationS,
      connections: options.connections,
    });
    const rssAfter = rssMiB(serverPid);
    const { lines, pass, errors } = summarize(run.samples);
    console.log(
      `   ${run.sent} requests in ${run.seconds.toFixed(1)} s (${(run.sent / run.seconds).toFixed(0)}/s planned ${options.rate}/s; scheduler's worst lag ${run.maxLagMs.toFixed(1)} ms), ${errors} errors, ${run.retried} requests resent after a closed keep-alive connection, ${options.users} distinct students`,
    );
    for (const line of lines) console.log(line);
    if (serverPid)
      console.log(
        `   server RSS (all its processes): before ${rssBefore.toFixed(0)} MiB, after ${rssAfter.toFixed(0)} MiB`,
      );
    console.log(`   ${pass ? 'all goals met' : 'GOALS MISSED'}`);
    return { pass, errors, sent: run.sent };
  } finally {
    await handle.close();
  }
}

async function main() {
  const argv = process.argv;
  const options: MixedOptions = {
    rate: Number(option(argv, 'rate') ?? 1000),
    durationS: Number(option(argv, 'duration') ?? 60),
    users: Number(option(argv, 'users') ?? 300),
    warmupS: Number(option(argv, 'warmup') ?? 5),
    connections: Number(option(argv, 'connections') ?? 256),
  };
  const url = option(argv, 'url');
  if (url) {
    const databaseUrl = option(argv, 'database-url');
    if (!databaseUrl)
      throw new Error('--url needs --database-url (the students are prepared in the database)');
    console.log(`== ${url}: ${options.rate} requests/s for ${options.durationS} s, open loop`);
    const { pass } = await mixedLoad(url, databaseUrl, options);
    process.exit(pass ? 0 : 1);
  }
  const dbs = (option(argv, 'db') ?? 'embedded,system').split(',');
  const workerCounts = (option(argv, 'workers') ?? '1,2').split(',').map(Number);
  let allPass = true;
  for (const db of dbs) {
    const target: Target | undefined = db === 'embedded' ? await embeddedTarget() : await systemTarget();
    if (!target) continue;
    try {
      for (const workers of workerCounts) {
        const server = await startServer(target.url, await freePort(), { WEB_CONCURRENCY: String(workers) });
        try {
          console.log(
            `\n== ${target.name}, ${workers} process${workers > 1 ? 'es' : ''} (WEB_CONCURRENCY=${workers}, ${server.label}): ${options.rate} requests/s for ${options.durationS} s, open loop`,
          );
          const { pass } = await mixedLoad(server.baseUrl, target.url, options, server.pid);
          allPass &&= pass;
        } finally {
          await server.stop();
        }
      }
    } finally {
      await target.cleanup();
    }
  }
  process.exit(allPass ? 0 : 1);
}

if (process.argv[1]?.endsWith('bench-mixed.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
