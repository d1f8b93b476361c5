import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../test/test-app';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

describe('migrateToLatest', () => {
  it('applies a lower-numbered migration that arrives after a higher one ran (parallel number ranges)', async () => {
    const handle = createDatabase(await createTestDatabaseUrl(), { max: 1 });
    try {
      // As if 0045 had not been merged yet when this database ran 0050.
      await handle.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '0045_rate_limits' as never)
        .execute();
      await sql`DROP TABLE rate_limits`.execute(handle.db);
      expect(await migrateToLatest(handle.db)).toEqual(['0045_rate_limits']);
      const { rows } = await sql`select to_regclass('rate_limits') as t`.execute(handle.db);
      expect(rows).toEqual([{ t: 'rate_limits' }]);
    } finally {
      await handle.close();
    }
  });
});
