/**
 * Crash test: `npm run chaos [-- --rounds 5 --node-rounds 1 --students 8 --round-seconds 3]`
 * (`npm run chaos -- --rolling` or `npm run chaos:rolling`: the rolling restart, chaos-rolling.ts).
 *
 * The real server on its embedded PostgreSQL (DATABASE_URL unset, a fresh DATA_DIR), on 127.0.0.1
 * only. Each round, several signed-in students submit complete assessments
 * (POST /api/v1/scenarios/) back to back; 1-`--round-seconds` s after the round's first acknowledged
 * write (random), the server and the
 * database are killed with SIGKILL (the Node process, the postmaster and all its children at
 * once), as a power cut or the OOM killer would; then the server is started again on the same
 * data directory (PostgreSQL recovers from its WAL) and the database is checked:
 *   - every acknowledged write (a 201 received) is there: the attempt, all its answers, all its
 *     results;
 *   - nothing half-written is visible: every attempt in the database has its complete answers and
 *     its complete results (an attempt is all there or not there).
 * Then `--node-rounds` rounds kill the Node process alone: the embedded PostgreSQL is left running
 * as an orphan, and the restart must stop it and start cleanly (docs/security.md, "Crash
 * recovery"). Prints one line per round and a summary; exits 1 on any loss or half-written row.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../src/db/embedded';
import { option } from './bench-support';
import {
  type Acknowledged,
  embeddedUrl,
  exited,
  killAll,
  loadScenarios,
  newTally,
  postgresTree,
  type ServerProcess,
  signInStudents,
  sleep,
  startServer,
  submitLoop,
} from './chaos-support';

type RoundFigures = {
  round: number;
  killed: string;
  sent: number;
  acknowledged: number;
  'found (of all acked so far)': string;
  missing: number;
  'half-written': number;
  'committed, not acked': number;
  'restart ms': number;
  'orphan stopped': string;
};

/** Attempts with their answer and result counts, for the ids given or (ids undefined) all of them. */
async function attemptCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; user_id: number; answers: number; results: number }>(`
      SELECT a.id, a.user_id,
             (SELECT coalesce(sum(jsonb_array_length(s->'answers')), 0)::int
                FROM jsonb_array_elements(a.answers) s) AS answers,
             (SELECT count(*)::int FROM career_results r WHERE r.attempt_id = a.id) AS results
      FROM assessment_attempts a`);
    return new Map(rows.map((r) => [r.id, r]));
  } finally {
    await client.end();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--rolling')) {
    await import('./chaos-rolling');
    return;
  }
  const rounds = Math.min(Number(option(argv, 'rounds') ?? 5), 20);
  const nodeRounds = Math.min(Number(option(argv, 'node-rounds') ?? 1), 10);
  const studentCount = Math.min(Number(option(argv, 'students') ?? 8), 50);
  const roundSeconds = Math.min(Number(option(argv, 'round-seconds') ?? 3), 30);
  const deadline = Date.now() + 15 * 60_000;

  const dataDir = mkdtempSync(join(tmpdir(), 'pathscoop-chaos-'));
  chmodSync(dataDir, 0o755);
  const pgdata = join(dataDir, 'postgres', 'pgdata');
  const port = await freePort();
  const env = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_DISABLED: 'true',
    SMTP_URL: '',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pathscoop-chaos-noweb-')),
  };
  console.log(
    `Pathscoop chaos: ${rounds} rounds killing server + embedded PostgreSQL (SIGKILL), then ${nodeRounds} killing ` +
      `Node alone; ${studentCount} students submitting; data in ${dataDir}`,
  );
  console.log('first start (migrations, seed, O*NET catalogue import)…');
  let server: ServerProcess = await startServer(env, port);
  const students = await signInStudents(embeddedUrl(pgdata), server.baseUrl, studentCount);
  const scenarios = await loadScenarios(server.baseUrl);

  const acked: Acknowledged[] = [];
  const table: RoundFigures[] = [];
  let problems = 0;
  try {
    for (let round = 1; round <= rounds + nodeRounds && Date.now() < deadline; round++) {
      const nodeOnly = round > rounds;
      const tally = newTally();
      let stopped = false;
      const load = submitLoop(server.baseUrl, students, scenarios, tally, () => stopped, {
        seed: round * 1e7,
      });
      // The kill comes 1-`roundSeconds` s after the first write of the round is acknowledged (the
      // first submission after a start loads the catalogue into the engine and is slow).
      for (const until = Date.now() + 60_000; !tally.acknowledged.length && Date.now() < until; )
        await sleep(20);
      await sleep(1000 + Math.random() * (roundSeconds - 1) * 1000);
      const victims = nodeOnly ? [server.child.pid ?? 0] : [server.child.pid ?? 0, ...postgresTree(pgdata)];
      killAll(victims);
      await exited(server.child);
      stopped = true;
      await load;
      acked.push(...tally.acknowledged);

      const started = Date.now();
      server = await startServer(env, port);
      const restartMs = Date.now() - started;
      const orphanStopped = /a server from an earlier run is still running/.test(server.output());

      const stored = await attemptCounts(embeddedUrl(pgdata));
      const missing = acked.filter((a) => {
        const row = stored.get(a.attemptId);
        return !row || row.user_id !== a.userId || row.answers !== a.answers || row.results !== a.results;
      });
      const full = acked[0];
      const halfWritten = [...stored.values()].filter(
        (r) => full && (r.answers !== full.answers || r.results !== full.results),
      );
      const ackedIds = new Set(acked.map((a) => a.attemptId));
      problems += missing.length + halfWritten.length + (nodeOnly && !orphanStopped ? 1 : 0);
      table.push({
        round,
        killed: nodeOnly ? 'Node only' : `Node + ${victims.length - 1} postgres`,
        sent: tally.sent,
        acknowledged: tally.acknowledged.length,
        'found (of all acked so far)': `${acked.length - missing.length}/${acked.length}`,
        missing: missing.length,
        'half-written': halfWritten.length,
        'committed, not acked': [...stored.keys()].filter((id) => !ackedIds.has(id)).length,
        'restart ms': restartMs,
        'orphan stopped': nodeOnly ? (orphanStopped ? 'yes' : 'NO') : '-',
      });
      console.log(JSON.stringify(table.at(-1)));
    }
  } finally {
    server.child.kill('SIGTERM');
    await exited(server.child);
    killAll(postgresTree(pgdata));
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(env.WEB_DIST_DIR, { recursive: true, force: true });
  }

  console.table(table);
  const restarts = table.map((r) => r['restart ms']).sort((a, b) => a - b);
  console.log(
    `rounds ${table.length} (${table.filter((r) => r.killed !== 'Node only').length} server + database, ` +
      `${table.filter((r) => r.killed === 'Node only').length} Node only); acknowledged ${acked.length}; ` +
      `found ${acked.length - (table.at(-1)?.missing ?? 0)}; half-written ${table.reduce((n, r) => n + r['half-written'], 0)}; ` +
      `restart ms min ${restarts[0]} median ${restarts[Math.floor(restarts.length / 2)]} max ${restarts.at(-1)}`,
  );
  console.log(
    problems === 0 ? 'OK: every acknowledged write survived every crash' : `FAILED: ${problems} problems`,
  );
  if (problems) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
