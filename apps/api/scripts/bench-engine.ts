/**
 * npm run bench:engine [-- --respondents 10000] [--skip-import] [--database-url postgres://…]
 * Prints the engine's speed and memory figures (docs/engine.md; a script, not a timed test):
 * - catalogue in memory (prepared catalogue, heap + array buffers after GC);
 * - ranking the full catalogue for one respondent (recommend: fits, sort, diversity, explanations
 *   of the top 10): median / p90 / p99 / max over 2,000 random respondents after a warm-up;
 * - N respondents end to end (validate + score + recommend);
 * - the import of the whole release into an empty PostgreSQL database (embedded server in a temp
 *   directory, or a new database on --database-url / DATABASE_URL), then the idempotent re-run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  type CareerData,
  createRandom,
  INSTRUMENT,
  normalizeTitle,
  type PreparedCatalogue,
  prepareCatalogue,
  recommend,
  scoreAnswers,
  validateAnswers,
} from '@pathscoop/engine';
import { randomRespondent } from '@pathscoop/engine/evaluation';
import pg from 'pg';
import { createDatabase } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';
import { getCareerSearchIndex } from '../src/modules/catalog/career-search';
import { importCatalogue } from '../src/modules/catalog/catalog.import';
import { withDatabase } from '../src/test/db-url';
import { defaultOnetDir, readCareerData } from './engine-load';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const { values } = parseArgs({
  options: {
    respondents: { type: 'string', default: '10000' },
    'skip-import': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    from: { type: 'string' },
  },
});

const ms = (x: number) => `${x.toFixed(3)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const used = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

function benchMemoryAndPrepare(onetDir: string): PreparedCatalogue {
  const before = used();
  let data: CareerData[] | null = readCareerData(onetDir);
  const t0 = performance.now();
  const catalogue = prepareCatalogue(data);
  const prepareMs = performance.now() - t0;
  data = null;
  const t1 = performance.now();
  recommend(scoreAnswers(INSTRUMENT, randomRespondent(INSTRUMENT, createRandom(1))), catalogue);
  const firstMs = performance.now() - t1;
  const after = used();
  console.log(`Catalogue: ${catalogue.size} careers with a complete profile`);
  console.log(
    `  prepareCatalogue ${prepareMs.toFixed(0)} ms; first recommend (part scales) ${firstMs.toFixed(0)} ms`,
  );
  console.log(`  catalogue in memory: ${mb(after - before)} (heap + array buffers after GC, goal < 30 MB)`);
  return catalogue;
}

function benchRanking(catalogue: PreparedCatalogue) {
  const random = createRandom(2);
  const profiles = Array.from({ length: 2200 }, () =>
    scoreAnswers(INSTRUMENT, randomRespondent(INSTRUMENT, random)),
  );
  const context = {
    education: 6 as const,
    grade: 'JR' as const,
    age: 16,
    typedCareers: 'nurse, game designer',
  };
  const times: number[] = [];
  const cpuTimes: number[] = [];
  profiles.forEach((p, k) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    recommend(p, catalogue, context);
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (k >= 200) {
      times.push(wall);
      cpuTimes.push((c.user + c.system) / 1000);
    }
  });
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(
    `Rank the full catalogue for one respondent (recommend, top 10 with explanations; ${times.length} respondents):`,
  );
  console.log(
    `  wall clock: median ${ms(pct(times, 0.5))}, p90 ${ms(pct(times, 0.9))}, p99 ${ms(pct(times, 0.99))}, max ${ms(times[times.length - 1])} (goal: median < 1 ms, p99 < 5 ms)`,
  );
  console.log(
    `  process CPU time per call (excludes waiting for a core): median ${ms(pct(cpuTimes, 0.5))}, p99 ${ms(pct(cpuTimes, 0.99))}`,
  );
}

function benchEndToEnd(catalogue: PreparedCatalogue, n: number) {
  const random = createRandom(3);
  const submissions = Array.from({ length: n }, () => randomRespondent(INSTRUMENT, random));
  const t0 = performance.now();
  const cpu = process.cpuUsage();
  let problems = 0;
  for (const answers of submissions) {
    problems += validateAnswers(INSTRUMENT, answers, { requireComplete: true }).length;
    recommend(scoreAnswers(INSTRUMENT, answers), catalogue);
  }
  const total = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  console.log(
    `${n} respondents end to end (validate + score + recommend): ${(total / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU, ${ms(total / n)} each (goal < 10 s)${problems ? ` — ${problems} validation problems!` : ''}`,
  );
}

async function benchImport(onetDir: string) {
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  let adminUrl = url;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'pathscoop-bench-pg-'));
    const server = await startEmbeddedPostgres(dir, { database: 'postgres' });
    adminUrl = server.url;
    stop = server.stop;
  }
  const name = `bench_catalog_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const handle = createDatabase(withDatabase(adminUrl, name), { max: 2 });
  try {
    const version = (await handle.pool.query('SHOW server_version')).rows[0].server_version;
    await migrateToLatest(handle.db);
    const t0 = performance.now();
    const first = await importCatalogue(handle.db, { onetDir });
    const firstS = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    const second = await importCatalogue(handle.db, { onetDir });
    const secondS = (performance.now() - t1) / 1000;
    console.log(
      `Import of the whole release into an empty PostgreSQL ${version} database (${url ? 'DATABASE_URL server' : 'embedded'}):`,
    );
    console.log(
      `  ${firstS.toFixed(1)} s (read ${(first.readMs / 1000).toFixed(1)} s, write ${(first.writeMs / 1000).toFixed(1)} s): ` +
        `${first.inserted} careers, ${first.complete} complete, ${first.titles} titles (goal < 30 s)`,
    );
    console.log(
      `  second run ${secondS.toFixed(1)} s: ${second.changed ? 'CHANGED something!' : 'unchanged, nothing written'}`,
    );
    const queries = [
      'nurse',
      'game designer',
      'registerd nurse',
      'software',
      'electrician',
      'teacher',
      'data scientist',
      'chef',
    ];
    const times: number[] = [];
    const index = await getCareerSearchIndex(handle.db);
    for (let rep = 0; rep < 5; rep++)
      for (const q of queries) {
        const t = performance.now();
        // First round: each query ranked from the index; later rounds: the per-query LRU.
        index.search(normalizeTitle(q)).slice(0, 20);
        if (rep) times.push(performance.now() - t);
      }
    times.sort((a, b) => a - b);
    console.log(
      `  careers search in memory (${queries.length} queries incl. a typo, cached after the first round): median ${ms(pct(times, 0.5))}, max ${ms(times[times.length - 1])}`,
    );
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await stop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const onetDir = values.from ?? defaultOnetDir();
  const os = await import('node:os');
  console.log(
    `bench:engine — Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (other work on the machine inflates wall-clock figures)\n`,
  );
  const catalogue = benchMemoryAndPrepare(onetDir);
  benchRanking(catalogue);
  benchEndToEnd(catalogue, Number(values.respondents));
  if (!values['skip-import']) await benchImport(onetDir);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
