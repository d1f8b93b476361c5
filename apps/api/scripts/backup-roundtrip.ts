/**
 * `npm run backup:check [-- --server postgres://postgres@127.0.0.1:5432]`: the backup and restore
 * of docs/deployment.md, run for real. On the PostgreSQL server given (the machine's PostgreSQL 15
 * by default) it creates a database, migrates it, imports the catalogue (../shared/data when
 * present), writes a student with an assessment attempt through the app's own code, then
 *   pg_dump --format=custom  →  createdb  →  pg_restore --no-owner --exit-on-error
 * and compares every table's row count and content checksum between the two databases, and the
 * sequences (a restored database must not hand out an id twice). Both databases are dropped after.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed';
import { buildUser, uniqueEmail } from '../src/modules/accounts/accounts.factory';
import { importCatalogue } from '../src/modules/catalog/catalog.import';
import { option } from './bench-support';

async function tableFingerprints(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (
      await c.query<{ name: string }>(
        `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
         WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
      )
    ).rows.map((r) => r.name);
    const out = new Map<string, string>();
    for (const t of tables) {
      const r = await c.query<{ n: number; sum: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))) AS sum FROM ${t} x`,
      );
      out.set(t, `${r.rows[0]?.n} rows ${r.rows[0]?.sum ?? '-'}`);
    }
    const seqs = await c.query<{ name: string; last: string | null }>(
      `SELECT schemaname || '.' || sequencename AS name, last_value::text AS last FROM pg_sequences ORDER BY 1`,
    );
    for (const s of seqs.rows) out.set(`sequence ${s.name}`, s.last ?? 'unused');
    return out;
  } finally {
    await c.end();
  }
}

async function main() {
  const server = option(process.argv, 'server') ?? 'postgres://postgres@127.0.0.1:5432';
  const source = `pathscoop_backup_src_${process.pid}`;
  const target = `pathscoop_backup_dst_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  const version = (await admin.query('SHOW server_version')).rows[0].server_version as string;
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-backup-'));
  const { hostname, port, username } = new URL(server);
  const connArgs = ['-h', hostname, '-p', port || '5432', '-U', decodeURIComponent(username || 'postgres')];
  try {
    await admin.query(`CREATE DATABASE ${source}`);
    const handle = createDatabase(`${server}/${source}`, { max: 2, statementTimeoutMs: 0 });
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db);
    const onet = join(REPO_ROOT, '../shared/data/onet-29.3');
    if (existsSync(onet)) await importCatalogue(handle.db, { onetDir: onet });
    const { user } = await buildUser(handle, { email: uniqueEmail('backup') });
    await handle.db
      .insertInto('assessment_attempts')
      .values({ user_id: user.id, answers: '[]', profile: '{}', instrument_version: 'backup-check' })
      .execute();
    await handle.close();

    const file = join(dir, 'pathscoop.dump');
    const t0 = Date.now();
    execFileSync('pg_dump', [...connArgs, '--format=custom', '--file', file, source]);
    const dumpMs = Date.now() - t0;
    await admin.query(`CREATE DATABASE ${target}`);
    const t1 = Date.now();
    execFileSync('pg_restore', [...connArgs, '--no-owner', '--exit-on-error', '--dbname', target, file]);
    const restoreMs = Date.now() - t1;

    const [a, b] = await Promise.all([
      tableFingerprints(`${server}/${source}`),
      tableFingerprints(`${server}/${target}`),
    ]);
    const differing = [...a].filter(([k, v]) => b.get(k) !== v).map(([k]) => k);
    const missing = [...b.keys()].filter((k) => !a.has(k));
    const rows = [...a.values()].reduce((n, v) => n + (Number.parseInt(v, 10) || 0), 0);
    console.log(
      `PostgreSQL ${version.split(' ')[0]}: pg_dump (custom format) ${(statSync(file).size / 1e6).toFixed(1)} MB in ${dumpMs} ms, ` +
        `pg_restore in ${restoreMs} ms; ${[...a.keys()].filter((k) => !k.startsWith('sequence')).length} tables, ${rows} rows, ` +
        `${[...a.keys()].filter((k) => k.startsWith('sequence')).length} sequences compared`,
    );
    if (differing.length || missing.length) {
      console.log(`DIFFERENT after restore: ${[...differing, ...missing].join(', ')}`);
      process.exitCode = 1;
    } else
      console.log('OK: every table (row count and content checksum) and sequence identical after restore');
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
