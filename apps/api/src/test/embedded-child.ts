/**
 * Tests only: a Node process that starts the embedded PostgreSQL in `argv[2]`, prints
 * `{"url","pid"}` on one line and then waits, so that a test can SIGKILL this process alone
 * (apps/api/src/db/embedded-orphan.test.ts).
 */
import { startEmbeddedPostgres } from '../db/embedded';

const server = await startEmbeddedPostgres(process.argv[2] ?? '', { database: 'orphan_test' });
console.log(JSON.stringify({ url: server.url, pid: server.pid }));
setInterval(() => {}, 60_000);
