/**
 * First start: import the catalogue when the careers table is empty (with progress lines). The
 * data comes from ONET_DIR (`../shared/data` beside a checkout) when it exists, else from a
 * verified download cached in DATA_DIR (issue 24 #10, catalog-download.ts), else the log says
 * exactly what to do offline.
 */
import { existsSync } from 'node:fs';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { importCatalogue } from './catalog.import';
import { countCareers } from './catalog.repo';
import {
  CatalogueDownloadError,
  cachedSources,
  downloadCatalogueSources,
  offlineInstructions,
} from './catalog-download';

export function sourcePathsFrom(config: Config) {
  return { onetDir: config.ONET_DIR, blsDir: config.BLS_OEWS_DIR, aiDir: config.AI_EXPOSURE_DIR };
}

export async function importCatalogueIfEmpty(
  db: Database,
  config: Config,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { total } = await countCareers(db);
  if (total > 0) return;
  const progress = (line: string) => log(`catalogue: ${line}`);
  if (existsSync(config.ONET_DIR)) {
    log('catalogue is empty: importing O*NET, BLS wages and AI exposure (first start, about 10 s)');
    await importCatalogue(db, sourcePathsFrom(config), progress);
    return;
  }
  let paths = cachedSources(config.DATA_DIR);
  if (paths)
    log(`catalogue is empty: importing the reference data downloaded earlier into ${config.DATA_DIR}`);
  else if (!config.CATALOG_DOWNLOAD) {
    log(`catalogue is empty, ${config.ONET_DIR} does not exist and CATALOG_DOWNLOAD=false.`);
    for (const line of offlineInstructions(config.DATA_DIR, config.ONET_DIR, env).split('\n')) log(line);
    return;
  } else {
    log(
      `catalogue is empty and ${config.ONET_DIR} does not exist: downloading the public reference data (first start only)`,
    );
    try {
      paths = await downloadCatalogueSources({
        dataDir: config.DATA_DIR,
        env,
        log: progress,
        userAgent: `Pathscoop catalogue download (${config.PUBLIC_URL})`,
      });
    } catch (err) {
      if (!(err instanceof CatalogueDownloadError)) throw err;
      log(`catalogue: ${err.message}`);
      for (const line of offlineInstructions(config.DATA_DIR, config.ONET_DIR, env).split('\n')) log(line);
      return;
    }
  }
  await importCatalogue(db, paths, progress);
}
