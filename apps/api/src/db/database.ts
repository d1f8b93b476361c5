import {
  type CompiledQuery,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Database = Kysely<DB>;

// BIGINT (count(*), bigserial) as JS numbers; NUMERIC stays a string unless a repo converts it.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type DatabaseHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/**
 * Named (server-side prepared) statements, by SQL text. Kysely sends every query as an unnamed
 * statement, which PostgreSQL parses and plans on each call; for the few statements on the hot
 * path of every student (the user behind a token, storing an attempt, reading the newest results)
 * that planning costs more than running them. `prepared(name, compiled)` registers a compiled
 * query's text under a name; the pool below then sends that text as a named statement, parsed
 * once per connection (node-postgres keeps track of which connection has it).
 *
 *   const query = db.selectFrom('users').selectAll().where('id', '=', id).compile();
 *   const { rows } = await db.executeQuery(prepared('users_by_id', query));
 *
 * Only for statements whose text is fixed (no variable-length lists): each text is one statement
 * on every connection, for the connection's lifetime.
 */
const preparedNames = new Map<string, string>();
const preparedTexts = new Map<string, string>();

export function prepared<R>(name: string, query: CompiledQuery<R>): CompiledQuery<R> {
  const known = preparedTexts.get(name);
  if (known === undefined) {
    preparedTexts.set(name, query.sql);
    preparedNames.set(query.sql, name);
  } else if (known !== query.sql) {
    throw new Error(`prepared statement "${name}" was registered with another text`);
  }
  return query;
}

function withPreparedStatements(pool: pg.Pool, named: boolean): PostgresPool {
  // One wrapper per pooled client: Kysely keys its connection objects by the client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (sql: unknown, parameters?: ReadonlyArray<unknown>) => {
      if (typeof sql !== 'string') return client.query(sql as pg.Submittable);
      const name = named ? preparedNames.get(sql) : undefined;
      const values = parameters as unknown[];
      return name ? client.query({ name, text: sql, values }) : client.query(sql, values);
    };
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** The longest one statement of the app may run unless configured otherwise (issue 24 #5). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

export type DatabaseOptions = {
  max?: number;
  /** Per statement, in ms (0: none). Default DEFAULT_STATEMENT_TIMEOUT_MS. */
  statementTimeoutMs?: number;
  /**
   * 'pgbouncer': the URL is a transaction-mode PgBouncer, which keeps no server-side state between
   * transactions and refuses unknown startup parameters: no named statements, no startup options
   * (docs/deployment.md sets jit and statement_timeout on the database instead).
   */
  pooler?: 'none' | 'pgbouncer';
};

/** One driver (node-postgres) and one dialect (PostgreSQL) everywhere: embedded, CI and production. */
export function createDatabase(connectionString: string, options: DatabaseOptions = {}): DatabaseHandle {
  // jit=off: the app runs short OLTP statements. PostgreSQL builds with LLVM (Debian's, for one)
  // JIT-compile any plan whose estimate passes jit_above_cost, and the estimate of the batched
  // submission insert does (row counts of jsonb_to_recordset are guessed at 100 each): 20 ms of
  // compiling for a 1 ms statement, on every call.
  // statement_timeout: no request can keep a backend busy for long (issue 24 #5: a search that
  // ran for seconds took PostgreSQL's CPU from everyone).
  const timeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const behindPgBouncer = options.pooler === 'pgbouncer';
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(behindPgBouncer ? {} : { options: `-c jit=off -c statement_timeout=${timeout}` }),
  });
  pool.on('error', () => {
    /* idle client errors (server restart) are reported on the next query */
  });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: withPreparedStatements(pool, !behindPgBouncer) }),
  });
  return { db, pool, close: () => db.destroy() };
}
