import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Database = Kysely<DB>;

// BIGINT (count(*), bigserial) as JS numbers; NUMERIC stays a string unless a repo converts it.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type DatabaseHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/** One driver (node-postgres) and one dialect (PostgreSQL) everywhere: embedded, CI and production. */
export function createDatabase(connectionString: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  pool.on('error', () => {
    /* idle client errors (server restart) are reported on the next query */
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}
