/**
 * The submit-to-results flow measured by `npm run bench:assessment` and `npm run bench:api`.
 *
 * `--users` verified students, each signed in with its own token and its own keep-alive
 * connection, loop for `--duration` seconds:
 *   POST /api/v1/scenarios/ (validation, engine scoring and ranking of the whole catalogue, one
 *   statement storing the attempt and its top 10), then GET /api/v1/result/, then a pause of about
 *   the think time (uniformly 0.5× to 1.5×) before the next submission.
 * One measured run per think time: 0 = back to back (the machine's capacity: every student always
 * waits on the server, so latency is queueing), > 0 = students who read their results. Prints
 * p50/p95/p99 of each call and of the round trip, round trips per second, and the CPU per round
 * trip of the server, PostgreSQL and the load generator (all on the same cores).
 */
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import type { Scenario, Submission } from '@pathscoop/contracts';
import { createDatabase } from '../src/db/database';
import { buildUser, uniqueEmail } from '../src/modules/accounts/accounts.factory';
import { type BenchServer, cpuPer, cpuSnapshot, latencySummary } from './bench-support';

const PASSWORD = 'Bench-Marmot-2048';
export const GOAL_P99_MS = 50;

/**
 * One keep-alive connection per student (as one browser tab would hold), through node:http: the
 * load generator shares the server's two cores, and fetch (undici's WHATWG streams) costs it about
 * twice the CPU per request.
 */
export function call(
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

/** A complete, varied submission (answers drawn per user so that rankings differ). */
export function submissionFor(scenarios: Scenario[], seed: number): Submission {
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

export type FlowResult = {
  users: number;
  thinkMs: number;
  roundTrips: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
};

/**
 * Runs the submit-to-results loop for `users` new students against a running server, once per
 * think time (after a 3 s warm-up), printing a table per run; answers one result per think time.
 */
export async function measureSubmitToResults(
  server: BenchServer,
  databaseUrl: string,
  options: { users: number; durationMs: number; thinkTimes: number[] },
): Promise<FlowResult[]> {
  const { baseUrl } = server;
  const handle = createDatabase(databaseUrl, { max: 2 });
  try {
    const scenarios = (await (await fetch(`${baseUrl}/api/v1/scenarios/`)).json()) as Scenario[];
    const tokens: string[] = [];
    for (let i = 0; i < options.users; i++) {
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
    // Warm-up: JIT, the engine's in-memory catalogue, connection pools and prepared statements.
    await Promise.all(tokens.map((_, i) => run(i, Date.now() + 3000, 0)));

    const results: FlowResult[] = [];
    for (const thinkMs of options.thinkTimes) {
      const out = { post: [] as number[], get: [] as number[], flow: [] as number[] };
      failures = 0;
      const started = Date.now();
      const cpuBefore = cpuSnapshot(server.pid);
      await Promise.all(tokens.map((_, i) => run(i, started + options.durationMs, thinkMs, out)));
      const seconds = (Date.now() - started) / 1000;
      const cpuAfter = cpuSnapshot(server.pid);
      const perSecond = out.flow.length / seconds;
      console.log(
        `\n${options.users} students, think time ${thinkMs} ms: ${out.flow.length} submit-to-results round trips in ${seconds.toFixed(
          1,
        )} s (${perSecond.toFixed(0)}/s); load average ${loadavg()[0]?.toFixed(1)}`,
      );
      if (cpuBefore && cpuAfter && out.flow.length) {
        const cpu = cpuPer(cpuBefore, cpuAfter, out.flow.length);
        console.log(
          `CPU per round trip: server ${cpu.server} ms, PostgreSQL ${cpu.postgres} ms, load generator ${cpu.load} ms (${
            cpus().length
          } cores for all three)`,
        );
      }
      const flow = latencySummary('submit-to-results (POST then GET)', out.flow);
      console.table([
        latencySummary('POST /api/v1/scenarios/ (validate + score + rank + store)', out.post),
        latencySummary('GET /api/v1/result/', out.get),
        flow,
      ]);
      results.push({
        users: options.users,
        thinkMs,
        roundTrips: out.flow.length,
        perSecond,
        p50: flow['p50 ms'],
        p99: flow['p99 ms'],
        failures,
      });
    }
    return results;
  } finally {
    await handle.close();
  }
}

export function verdictLine(r: FlowResult): string {
  const meets = r.p99 < GOAL_P99_MS ? 'meets' : 'misses';
  return `submit-to-results p99 ${r.p99} ms (p50 ${r.p50} ms) at ${r.users} concurrent students, think time ${
    r.thinkMs
  } ms, ${r.perSecond.toFixed(0)} round trips/s: ${meets} the goal of p99 < ${GOAL_P99_MS} ms${
    r.failures ? `; ${r.failures} FAILED round trips` : ''
  }`;
}
