/**
 * Submit-to-results benchmark:
 * `npm run bench:assessment [-- --users 20 --duration 15 --think 0,250,1000 --db embedded|system|<postgres url>]`
 *
 * Starts the real server (built dist/server.js when fresh, else tsx src/server.ts) on PostgreSQL
 * (embedded in a temp dir by default), which migrates, seeds and imports the O*NET catalogue at
 * first start, then measures the flow described in bench-assessment-flow.ts. `npm run bench:api`
 * runs the same flow after its per-endpoint figures.
 */
import { cpus, loadavg } from 'node:os';
import { freePort } from '../src/db/embedded';
import { measureSubmitToResults, verdictLine } from './bench-assessment-flow';
import { embeddedTarget, option, startServer, systemTarget, type Target, urlTarget } from './bench-support';

async function main() {
  const argv = process.argv.slice(2);
  const users = Number(option(argv, 'users') ?? 20);
  const durationMs = Number(option(argv, 'duration') ?? 15) * 1000;
  const thinkTimes = (option(argv, 'think') ?? '0,250,1000').split(',').map(Number);
  const db = option(argv, 'db') ?? 'embedded';
  console.log(
    `Pathscoop submit-to-results benchmark: ${users} concurrent students, ${durationMs / 1000} s per think time; ${
      cpus().length
    } CPU(s) ${cpus()[0]?.model ?? ''}; Node ${process.version}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const target: Target | undefined =
    db === 'embedded' ? await embeddedTarget() : db === 'system' ? await systemTarget() : await urlTarget(db);
  if (!target) throw new Error('no database to run on');
  try {
    console.log(
      `starting the server on ${target.name} (first start migrates, seeds and imports the catalogue)…`,
    );
    const server = await startServer(target.url, await freePort());
    try {
      console.log(`server: ${server.label} on ${server.baseUrl}`);
      const results = await measureSubmitToResults(server, target.url, { users, durationMs, thinkTimes });
      console.log(`\n${results.map(verdictLine).join('\n')}`);
      if (results.some((r) => r.failures)) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    await target.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
