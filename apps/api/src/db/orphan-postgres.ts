import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A PostgreSQL left running by an earlier process (docs/security.md, "Crash recovery").
 *
 * The embedded server is a child of the Node process but outlives it when Node alone dies
 * (SIGKILL, OOM kill, a crashed terminal): it keeps the data directory locked (postmaster.pid)
 * and the next start fails. Before starting, `clearOrphanPostgres` reads postmaster.pid: a live
 * PostgreSQL serving this very data directory is stopped the way pg_ctl's "fast" mode does it
 * (SIGINT: roll back open transactions, checkpoint, exit) and awaited; a lock file whose process
 * is gone, or whose pid now belongs to something that is not this directory's PostgreSQL, is
 * stale and left to PostgreSQL (gone) or removed (pid reused). Anything else is an
 * `OrphanPostgresError` with a message that says what to do.
 */

export class OrphanPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OrphanPostgresError';
  }
}

export type PostmasterLock = { pid: number; dataDir: string; port: number | undefined };

/** postmaster.pid: line 1 the pid, line 2 the data directory, line 4 the port. */
export function readPostmasterLock(dataDir: string): PostmasterLock | undefined {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const port = Number.parseInt(lines[3] ?? '', 10);
  return { pid, dataDir: lines[1]?.trim() ?? '', port: Number.isInteger(port) ? port : undefined };
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process (Linux /proc), or undefined where it cannot be read. */
function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a postmaster (`postgres -D <dir>`) for `dataDir`; undefined: cannot tell. */
export function isPostgresFor(pid: number, dataDir: string): boolean | undefined {
  const args = commandLine(pid);
  if (!args) return undefined;
  const program = args[0] ?? '';
  if (!/(^|\/)postgres$/.test(program)) return false;
  const d = args.indexOf('-D');
  return d >= 0 && resolve(args[d + 1] ?? '') === resolve(dataDir);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await sleep(100);
  }
  return !isProcessAlive(pid);
}

export type OrphanOutcome = 'none' | 'stale' | 'stopped';

/** Makes the data directory startable again, or throws an OrphanPostgresError saying why not. */
export async function clearOrphanPostgres(
  dataDir: string,
  options: { log?: (line: string) => void; timeoutMs?: number } = {},
): Promise<OrphanOutcome> {
  const log = options.log ?? (() => {});
  const lock = readPostmasterLock(dataDir);
  if (!lock) return 'none';
  const lockFile = join(dataDir, 'postmaster.pid');
  if (lock.pid === process.pid || !isProcessAlive(lock.pid)) {
    // PostgreSQL itself recognises a lock file whose process is gone, and recovers from its WAL.
    log(`embedded PostgreSQL: stale postmaster.pid (pid ${lock.pid} is gone); crash recovery runs at start`);
    return 'stale';
  }
  const ours = isPostgresFor(lock.pid, dataDir);
  if (ours === false) {
    log(
      `embedded PostgreSQL: postmaster.pid names pid ${lock.pid}, now another program; removing the stale lock`,
    );
    rmSync(lockFile, { force: true });
    return 'stale';
  }
  if (ours === undefined)
    throw new OrphanPostgresError(
      `The data directory ${dataDir} is locked by process ${lock.pid} (postmaster.pid), which may be a ` +
        'PostgreSQL left running by an earlier start, and this system does not let us check. Stop it ' +
        `(kill -INT ${lock.pid}, or pg_ctl stop -m fast -D ${dataDir}) and start again.`,
    );

  log(
    `embedded PostgreSQL: a server from an earlier run is still running (pid ${lock.pid}${
      lock.port ? `, port ${lock.port}` : ''
    }); stopping it (fast shutdown)`,
  );
  try {
    process.kill(lock.pid, 'SIGINT');
  } catch (err) {
    throw new OrphanPostgresError(
      `A PostgreSQL from an earlier run (pid ${lock.pid}) still holds ${dataDir} and cannot be stopped from ` +
        `this process (${(err as Error).message}). Stop it as its owner (kill -INT ${lock.pid}) and start again.`,
    );
  }
  if (await waitForExit(lock.pid, options.timeoutMs ?? 60_000)) {
    log(`embedded PostgreSQL: the earlier server (pid ${lock.pid}) stopped`);
    return 'stopped';
  }
  throw new OrphanPostgresError(
    `A PostgreSQL from an earlier run (pid ${lock.pid}) still holds ${dataDir}: it did not stop within ` +
      `${Math.round((options.timeoutMs ?? 60_000) / 1000)} s of a fast-shutdown request. Stop it ` +
      `(kill -QUIT ${lock.pid} as a last resort) and start again.`,
  );
}

/**
 * The owner of an embedded PostgreSQL (issue 24 #2): the Node process that started it, recorded in
 * `<dir>/owner.json` beside the data directory with the process's start time (so a reused pid is
 * not taken for it). A PostgreSQL whose owner is alive is in use, not an orphan: a command-line
 * tool shares it, a second server refuses to start.
 */
export type EmbeddedOwner = {
  pid: number;
  /** /proc/<pid>/stat start time (clock ticks since boot); undefined where /proc is missing. */
  startTime: string | undefined;
  kind: 'server' | 'tool';
  /** What the process is, for messages: 'npm start', 'admin:create', … */
  command: string;
  startedAt: string;
};

/** A process's start time from /proc/<pid>/stat (field 22), or undefined where it cannot be read. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

const ownerFile = (dir: string) => join(dir, 'owner.json');

export function readOwner(dir: string): EmbeddedOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dir), 'utf8')) as EmbeddedOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

export function writeOwner(dir: string, kind: EmbeddedOwner['kind'], command: string): EmbeddedOwner {
  const owner: EmbeddedOwner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    kind,
    command,
    startedAt: new Date().toISOString(),
  };
  writeFileSync(ownerFile(dir), `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  return owner;
}

/** Removes the owner record if it is this process's. */
export function releaseOwner(dir: string): void {
  if (readOwner(dir)?.pid === process.pid) rmSync(ownerFile(dir), { force: true });
}

/** Whether the recorded owner is still that very process (alive, same start time). */
export function isOwnerAlive(owner: EmbeddedOwner): boolean {
  if (owner.pid === process.pid) return false;
  if (!isProcessAlive(owner.pid)) return false;
  const now = processStartTime(owner.pid);
  return owner.startTime === undefined || now === undefined || now === owner.startTime;
}
