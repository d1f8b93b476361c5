/**
 * What the chaos scripts share: the real server as a child process (its pid is the Node process
 * itself, so SIGKILL hits Node alone), the embedded PostgreSQL's process tree, students signed in
 * through the API, and the submission loop that records every acknowledged write.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import type { Scenario } from '@pathscoop/contracts';
import { createDatabase } from '../src/db/database';
import { readPostmasterLock } from '../src/db/orphan-postgres';
import { buildUser, uniqueEmail } from '../src/modules/accounts/accounts.factory';
import { call, submissionFor } from './bench-assessment-flow';
import { API_DIR } from './bench-support';

export const PASSWORD = 'Chaos-Marmot-2048';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** `node dist/server.js` when the build is fresh, else `node --import tsx src/server.ts` (one process either way). */
function serverArgs(): string[] {
  const built = join(API_DIR, 'dist/server.js');
  const sources = Math.max(newestMtime(join(API_DIR, 'src')), newestMtime(join(API_DIR, '../../packages')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return [built];
  return ['--import', 'tsx', join(API_DIR, 'src/server.ts')];
}

export type ServerProcess = { child: ChildProcess; port: number; baseUrl: string; output: () => string };

/** Starts the server with `env` on 127.0.0.1:`port` and waits for /api/health (or its exit). */
export async function startServer(
  env: Record<string, string>,
  port: number,
  timeoutMs = 300_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) during start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, port, baseUrl, output: () => output };
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output}`);
}

/** Waits for a child process to exit; answers its exit code or signal. */
export function exited(child: ChildProcess): Promise<string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(String(child.exitCode ?? child.signalCode));
  return new Promise((r) => child.once('exit', (code, signal) => r(String(code ?? signal))));
}

/** The postmaster of `pgdata` and its children (backends, checkpointer, WAL writer …), Linux /proc. */
export function postgresTree(pgdata: string): number[] {
  const lock = readPostmasterLock(pgdata);
  if (!lock) return [];
  const pids = [lock.pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === lock.pid) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/** SIGKILL to each pid (those already gone are skipped); answers how many were alive. */
export function killAll(pids: number[]): number {
  let killed = 0;
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
      killed++;
    } catch {
      /* already gone */
    }
  }
  return killed;
}

/** The embedded server's URL from its lock file (port and socket directory; user postgres). */
export function embeddedUrl(pgdata: string, database = 'pathscoop'): string {
  const lock = readPostmasterLock(pgdata);
  if (!lock?.port) throw new Error(`no running PostgreSQL in ${pgdata}`);
  // The superuser password is generated into the directory above pgdata (issue 24 #7).
  const password = readFileSync(join(dirname(pgdata), 'superuser-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.port}/${database}`;
}

export type Student = { id: number; token: string };

/** `count` verified students, created in the database and signed in through the API. */
export async function signInStudents(
  databaseUrl: string,
  baseUrl: string,
  count: number,
): Promise<Student[]> {
  const handle = createDatabase(databaseUrl, { max: 2 });
  try {
    const students: Student[] = [];
    for (let i = 0; i < count; i++) {
      const { user } = await buildUser(handle, { email: uniqueEmail('chaos-student'), password: PASSWORD });
      const res = await fetch(`${baseUrl}/api/v1/auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      students.push({ id: user.id, token: ((await res.json()) as { access: string }).access });
    }
    return students;
  } finally {
    await handle.close();
  }
}

export async function loadScenarios(baseUrl: string): Promise<Scenario[]> {
  return (await (await fetch(`${baseUrl}/api/v1/scenarios/`)).json()) as Scenario[];
}

/** A write the server acknowledged (201 received): what must be found after any crash. */
export type Acknowledged = { attemptId: number; userId: number; answers: number; results: number };

export type LoadTally = {
  sent: number;
  acknowledged: Acknowledged[];
  failed: number;
  errors: Map<string, number>;
};

export const newTally = (): LoadTally => ({ sent: 0, acknowledged: [], failed: 0, errors: new Map() });

/**
 * Each student submits complete assessments back to back (POST /api/v1/scenarios/ then
 * GET /api/v1/result/) on its own keep-alive connection to `baseUrl` until `stop()` says so.
 * Every 201 is recorded; every other answer or network error counts as failed.
 */
export async function submitLoop(
  baseUrl: string,
  students: Student[],
  scenarios: Scenario[],
  tally: LoadTally,
  stop: () => boolean,
  options: { withResults?: boolean; seed?: number } = {},
) {
  const submitUrl = new URL('/api/v1/scenarios/', baseUrl);
  const resultsUrl = new URL('/api/v1/result/', baseUrl);
  const fail = (reason: string) => {
    tally.failed++;
    tally.errors.set(reason, (tally.errors.get(reason) ?? 0) + 1);
  };
  await Promise.all(
    students.map(async (student, i) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const headers = { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' };
      let round = 0;
      while (!stop()) {
        const submission = submissionFor(scenarios, (options.seed ?? 0) + i * 100_000 + round++);
        const answers = submission.reduce((n, s) => n + s.answers.length, 0);
        tally.sent++;
        try {
          const res = await call(agent, submitUrl, 'POST', headers, JSON.stringify(submission));
          if (res.status !== 201) {
            fail(`POST ${res.status}`);
            continue;
          }
          const body = JSON.parse(res.text) as { id: number; results: unknown[] };
          tally.acknowledged.push({
            attemptId: body.id,
            userId: student.id,
            answers,
            results: body.results.length,
          });
          if (options.withResults) {
            tally.sent++;
            const list = await call(agent, resultsUrl, 'GET', { authorization: headers.authorization });
            if (list.status !== 200) fail(`GET ${list.status}`);
          }
        } catch (err) {
          fail((err as NodeJS.ErrnoException).code ?? (err as Error).message);
          // The server is gone (the point of the exercise): stop this student until the next round.
          if (!options.withResults) break;
        }
      }
      agent.destroy();
    }),
  );
}

export const API_ROOT = resolve(API_DIR);
