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
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
