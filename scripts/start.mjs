#!/usr/bin/env node
// `npm start`: builds the web app and/or the API when one of their sources is newer than its build
// (or PATHSCOOP_BUILD=always), then runs the server IN THIS PROCESS. No shell stays between npm and
// the server, so the signals npm forwards (SIGTERM from a process manager, `docker stop`, Ctrl-C)
// reach the server itself: it drains, stops its jobs and the embedded PostgreSQL, and exits
// (issue 22; test: apps/api/src/npm-start-signals.test.ts). WEB_CONCURRENCY=N: the server forks N
// workers itself (apps/api/src/cluster.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/api/dist/server.js');
const webIndex = join(root, 'apps/web/dist/index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let n = stat.mtimeMs;
  for (const entry of readdirSync(path))
    if (entry !== 'node_modules') n = Math.max(n, newest(join(path, entry)));
  return n;
}

const shared = ['packages/contracts/src', 'packages/engine/src', 'package-lock.json'];
const parts = [
  {
    workspace: 'apps/web',
    output: webIndex,
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
    ],
  },
  { workspace: 'apps/api', output: server, sources: ['apps/api/src', 'apps/api/tsup.config.ts'] },
];
const always = process.env.PATHSCOOP_BUILD === 'always';
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
for (const part of parts) {
  const built = newest(part.output);
  const stale = !built || [...part.sources, ...shared].some((s) => newest(join(root, s)) > built);
  if (!stale && !always) continue;
  console.log(
    `[pathscoop] building ${part.workspace} (${built ? 'a source is newer than the build' : 'not built yet'})`,
  );
  const result = spawnSync(npm[0], [...npm[1], 'run', 'build', '-w', part.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(server).href);
