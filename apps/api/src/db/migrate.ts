import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Versioned migrations are TypeScript modules listed in ./migrations/index.ts (bundler friendly). */
class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Database): Promise<string[]> {
  // Helpers work in parallel in number ranges (e.g. 0045-0049 merged after 0050): a database that
  // already ran a higher number still takes a lower one that arrives later.
  const migrator = new Migrator({ db, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
