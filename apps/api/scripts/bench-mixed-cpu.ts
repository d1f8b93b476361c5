/**
 * `npx tsx apps/api/scripts/bench-mixed-cpu.ts [--requests 1500] [--users 60] [--only name,name]`
 *
 * CPU per request of each request class of `npm run bench:mixed`, alone: the real server on a
 * fresh embedded PostgreSQL, `--requests` of one class at a time (16 in flight, closed loop), and
 * the CPU (Linux /proc) of the server, of the embedded PostgreSQL's processes and of this load
 * generator between the first and last, plus the database transactions per request
 * (pg_stat_database.xact_commit: each autocommitted statement is one). Tells where the mix's CPU goes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Scenario } from '@pathscoop/contracts';
import pg from 'pg';
import { Pool } from 'undici';
import { createDatabase } from '../src/db/database';
import { freePort } from '../src/db/embedded';
import { submissionFor } from './bench-assessment-flow';
import { mixedOps, prepareStudents } from './bench-mixed';
import { embeddedTarget, option, startServer } from './bench-support';

function cpuOf(root: number): { server: number; pg: number } {
  const procs = new Map<number, { ppid: number; name: string; s: number }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(pid), {
        ppid: Number(f[1]),
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        s: (Number(f[11]) + Number(f[12])) / 100,
      });
    } catch {
      /* gone */
    }
  }
  const under = (pid: number, anc: number) => {
    for (let p = pid; p > 1; p = procs.get(p)?.ppid ?? 0) if (p === anc) return true;
    return false;
  };
  let server = 0;
  let pgs = 0;
  for (const [pid, p] of procs) {
    if (pid === root) server += p.s;
    else if (p.name === 'postgres' && under(pid, process.pid)) pgs += p.s;
  }
  return { server, pg: pgs };
}

async function main() {
  const argv = process.argv;
  const n = Number(option(argv, 'requests') ?? 1500);
  const only = option(argv, 'only')?.split(',');
  const target = await embeddedTarget();
  const server = await startServer(target.url, await freePort());
  const handle = createDatabase(target.url, { max: 2 });
  const stats = new pg.Client({ connectionString: target.url });
  await stats.connect();
  try {
    const { students, agentId } = await prepareStudents(
      handle.db,
      server.baseUrl,
      Number(option(argv, 'users') ?? 60),
    );
    const scenarios = (await (await fetch(`${server.baseUrl}/api/v1/scenarios/`)).json()) as Scenario[];
    const pool = new Pool(server.baseUrl, { connections: 16 });
    const xacts = async () => {
      await new Promise((r) => setTimeout(r, 1100)); // stats are flushed at most once a second
      const { rows } = await stats.query(
        'SELECT xact_commit + xact_rollback AS x FROM pg_stat_database WHERE datname = current_database()',
      );
      return Number(rows[0].x);
    };
    console.log('class                    server ms/req  postgres ms/req  generator ms/req  xacts/req');
    let seq = 0;
    for (const op of mixedOps(agentId)) {
      if (only && !only.includes(op.name)) continue;
      let r = 0.5;
      const rand = () => {
        r = (r * 9301 + 49297) % 233280;
        return r / 233280;
      };
      const one = async (i: number) => {
        const student = students[i % students.length];
        if (!student) return;
        const req = op.make(student, rand);
        const body =
          req.body === 'submission'
            ? submissionFor(scenarios, student.scenariosSeed * 1000 + seq++)
            : req.body;
        const headers: Record<string, string> = {};
        if (req.auth) headers.authorization = `Bearer ${student.token}`;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const res = await pool.request({
          method: req.method,
          path: req.path,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.body.text();
        if (res.statusCode !== op.expect)
          throw new Error(`${op.name}: ${res.statusCode} ${text.slice(0, 200)}`);
      };
      const count = op.kind === 'sign-in' ? Math.min(n, 100) : n;
      // warm-up
      for (let i = 0; i < 50; i++) await one(i);
      const x0 = await xacts();
      const c0 = cpuOf(server.pid ?? 0);
      const g0 = process.cpuUsage();
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < count) await one(next++);
        }),
      );
      const g = process.cpuUsage(g0);
      const c1 = cpuOf(server.pid ?? 0);
      const x1 = await xacts();
      const per = (s: number) => ((s * 1000) / count).toFixed(2).padStart(8);
      console.log(
        `${op.name.padEnd(24)} ${per(c1.server - c0.server)}       ${per(c1.pg - c0.pg)}         ${per((g.user + g.system) / 1e6)}          ${((x1 - x0 - 1) / count).toFixed(2)}`,
      );
    }
    await pool.close();
  } finally {
    await stats.end();
    await handle.close();
    await server.stop();
    await target.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
