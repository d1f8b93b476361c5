import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../test/test-app';
import { createDatabase, type DatabaseHandle, prepared } from './database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = createDatabase(await createTestDatabaseUrl(), { max: 2 });
});
afterAll(() => handle.close());

describe('prepared statements', () => {
  it('runs a registered text as a named statement on the server, with its own values each time', async () => {
    const { db } = handle;
    const query = (n: number) => sql<{ doubled: number }>`SELECT ${n}::int * 2 AS doubled`.compile(db);
    const results = [];
    for (const n of [1, 2, 3]) results.push((await db.executeQuery(prepared('test_double', query(n)))).rows);
    expect(results).toEqual([[{ doubled: 2 }], [{ doubled: 4 }], [{ doubled: 6 }]]);

    // PostgreSQL itself holds it, on the connection that ran it (inside a transaction: one connection).
    const names = await db.transaction().execute(async (trx) => {
      await trx.executeQuery(prepared('test_double', query(4)));
      return (await sql<{ name: string }>`SELECT name FROM pg_prepared_statements`.execute(trx)).rows;
    });
    expect(names.map((r) => r.name)).toContain('test_double');
  });

  it('leaves every other query unnamed', async () => {
    const { db } = handle;
    const names = await db.transaction().execute(async (trx) => {
      await sql`SELECT 1 AS plain`.execute(trx);
      return (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx))
        .rows;
    });
    expect(names.some((r) => r.statement.includes('plain'))).toBe(false);
  });

  it('refuses one name for two different texts', () => {
    const { db } = handle;
    prepared('test_clash', sql`SELECT 1`.compile(db));
    expect(() => prepared('test_clash', sql`SELECT 2`.compile(db))).toThrow(/another text/);
  });
});
