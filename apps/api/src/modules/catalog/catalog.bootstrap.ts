/** First start: import the catalogue when the careers table is empty (with progress lines). */
import { existsSync } from 'node:fs';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { importCatalogue } from './catalog.import';
import { countCareers } from './catalog.repo';

export function sourcePathsFrom(config: Config) {
  return { onetDir: config.ONET_DIR, blsDir: config.BLS_OEWS_DIR, aiDir: config.AI_EXPOSURE_DIR };
}

export async function importCatalogueIfEmpty(
  db: Database,
  config: Config,
  log: (line: string) => void,
): Promise<void> {
  const { total } = await countCareers(db);
  if (total > 0) return;
  if (!existsSync(config.ONET_DIR)) {
    log(
      `catalogue is empty and ${config.ONET_DIR} does not exist: set ONET_DIR and run npm run catalog:import`,
    );
    return;
  }
  log('catalogue is empty: importing O*NET, BLS wages and AI exposure (first start, about 10 s)');
  await importCatalogue(db, sourcePathsFrom(config), (line) => log(`catalogue: ${line}`));
}
