#!/usr/bin/env node
// Start smoke (CI, issue 22): `npm start` on this Node, as a fresh clone does (embedded PostgreSQL
// in a new DATA_DIR, catalogue imported from ../shared/data), until /api/health/ready; a career
// search and the web app answer; then SIGTERM to the process `npm start` started must stop
// everything within 20 s. Exits 1 otherwise.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fail = (why) => {
  console.error(`start smoke FAILED on Node ${process.version}: ${why}`);
  process.exitCode = 1;
};

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'pathscoop-smoke-'));
chmodSync(dataDir, 0o755);
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
const started = Date.now();
const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
try {
  let ready = false;
  for (const until = Date.now() + 600_000; !ready && Date.now() < until && npm.exitCode === null; ) {
    ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await sleep(500);
  }
  if (!ready) throw new Error(`not ready (npm start exit code ${npm.exitCode})`);
  const search = await (await fetch(`${base}/api/v1/careers/?search=nurse`)).json();
  const home = await fetch(`${base}/`);
  console.log(
    `Node ${process.version}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s; search 'nurse' → ${search.results?.[0]?.title ?? 'nothing'} (${search.count} careers); / → ${home.status}`,
  );
  if (!search.count) fail('the career search found nothing');
  if (!home.ok) fail(`the web app answered ${home.status}`);
  const t = Date.now();
  const exited = new Promise((r) => npm.once('exit', (code, signal) => r(code ?? signal)));
  npm.kill('SIGTERM');
  const code = await Promise.race([exited, sleep(20_000).then(() => 'still running after 20 s')]);
  const stillUp = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  console.log(
    `SIGTERM: npm start exited (${code}) in ${Date.now() - t} ms; server still answering: ${stillUp}`,
  );
  if (stillUp || typeof code === 'string') fail('the server outlived SIGTERM');
} catch (err) {
  fail(err.message);
  npm.kill('SIGKILL');
} finally {
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
