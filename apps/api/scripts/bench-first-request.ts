/**
 * `npm run bench:first`: the first requests after a start against the thousandth (issue 22 §2).
 *
 * Starts the real server (production mode, built dist/server.js when fresh) on a fresh embedded
 * PostgreSQL, lets the first start import the catalogue, stops it, then starts it again and, as
 * soon as /api/health answers, times the first career detail and the first assessment submission
 * (of a student signed in just before), then 200 of each warm, and prints first / warm p99.
 * Goal: the first within 2× the warm p99. `--db URL` uses that database instead.
 */
import { Agent } from 'node:http';
import type { Scenario } from '@pathscoop/contracts';
import { createDatabase } from '../src/db/database';
import { freePort } from '../src/db/embedded';
import { buildUser, uniqueEmail } from '../src/modules/accounts/accounts.factory';
import { call, submissionFor } from './bench-assessment-flow';
import { embeddedTarget, option, percentile, startServer, urlTarget } from './bench-support';

const PASSWORD = 'Bench-Marmot-2048';
const WARM = 200;

async function main() {
  const url = option(process.argv, 'db');
  const target = url ? await urlTarget(url) : await embeddedTarget();
  try {
    const port = await freePort();
    console.log(`first start (migrations, catalogue import) on ${target.name} …`);
    let server = await startServer(target.url, port);
    const handle = createDatabase(target.url, { max: 2 });
    const { user } = await buildUser(handle, { email: uniqueEmail('first'), password: PASSWORD });
    const { user: other } = await buildUser(handle, { email: uniqueEmail('first'), password: PASSWORD });
    await handle.close();
    await server.stop();

    const started = performance.now();
    server = await startServer(target.url, port);
    const startMs = performance.now() - started;
    const base = new URL(server.baseUrl);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const at = (path: string) => new URL(path, base);
    const json = { 'content-type': 'application/json' };
    const timed = async (f: () => Promise<{ status: number; text: string }>, ok: number) => {
      const t = performance.now();
      const r = await f();
      if (r.status !== ok) throw new Error(`answered ${r.status}: ${r.text.slice(0, 200)}`);
      return { ms: performance.now() - t, text: r.text };
    };
    const signIn = (email: string) =>
      timed(
        () => call(agent, at('/api/v1/auth/'), 'POST', json, JSON.stringify({ email, password: PASSWORD })),
        200,
      );
    const detail = () => timed(() => call(agent, at('/api/v1/careers/29-1141.00/'), 'GET', {}), 200);

    // The first requests, in the order a student makes them.
    const firstSignIn = await signIn(user.email);
    const token = (JSON.parse(firstSignIn.text) as { access: string }).access;
    const firstDetail = await detail();
    const scenarios = (await (await fetch(at('/api/v1/scenarios/'))).json()) as Scenario[];
    const auth = { ...json, authorization: `Bearer ${token}` };
    const submit = (seed: number) =>
      timed(
        () =>
          call(agent, at('/api/v1/scenarios/'), 'POST', auth, JSON.stringify(submissionFor(scenarios, seed))),
        201,
      );
    const firstSubmit = await submit(1);
    const second = [await detail(), await submit(1000), await detail(), await submit(1001)].map((r) =>
      r.ms.toFixed(1),
    );
    console.log(`  next requests after the first (detail, submit, detail, submit): ${second.join(', ')} ms`);

    const warm = { detail: [] as number[], submit: [] as number[], signIn: [] as number[] };
    for (let i = 0; i < WARM; i++) {
      warm.detail.push((await detail()).ms);
      warm.submit.push((await submit(i + 2)).ms);
    }
    for (let i = 0; i < 20; i++) warm.signIn.push((await signIn(other.email)).ms);
    agent.destroy();
    await server.stop();

    const row = (name: string, first: number, samples: number[]) => {
      samples.sort((a, b) => a - b);
      const p99 = percentile(samples, 99);
      const ok = first <= 2 * p99;
      console.log(
        `  ${name.padEnd(22)} first ${first.toFixed(1).padStart(7)} ms   warm p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms   first/p99 ${(first / p99).toFixed(2)}  ${ok ? 'ok (≤ 2×)' : 'OVER 2×'}`,
      );
      return ok;
    };
    console.log(`\nsecond start: healthy after ${startMs.toFixed(0)} ms (${server.label})`);
    const results = [
      row('career detail', firstDetail.ms, warm.detail),
      row('assessment submission', firstSubmit.ms, warm.submit),
    ];
    row('sign-in (argon2id)', firstSignIn.ms, warm.signIn);
    console.log(results.every(Boolean) ? '\nfirst requests within 2× warm p99' : '\nGOAL MISSED');
  } finally {
    await target.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
