/**
 * npm run catalog:import -- [--from <O*NET dir>] [--bls <BLS OEWS dir>] [--ai <AI exposure dir>] [--download]
 * `--download`: fetch the public releases into DATA_DIR first (issue 24 #10; URLs from CATALOG_*_URL).
 * Imports (or updates) the career catalogue in the configured database (DATABASE_URL, else the
 * embedded server in DATA_DIR — stop a running app first, it holds that server). Idempotent.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';
import { sourcePathsFrom } from '../src/modules/catalog/catalog.bootstrap';
import { importCatalogue } from '../src/modules/catalog/catalog.import';
import { CatalogueDownloadError, downloadCatalogueSources } from '../src/modules/catalog/catalog-download';
import { CatalogFileError } from '../src/modules/catalog/catalog-file';

async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      bls: { type: 'string' },
      ai: { type: 'string' },
      download: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run catalog:import -- [--from <O*NET dir>] [--bls <BLS OEWS dir>] [--ai <AI exposure dir>] [--download]',
    );
    return;
  }
  const config = loadConfig();
  const defaults = sourcePathsFrom(config);
  let paths = {
    onetDir: values.from ?? defaults.onetDir,
    blsDir: values.bls ?? defaults.blsDir,
    aiDir: values.ai ?? defaults.aiDir,
  };
  if (values.download)
    paths = await downloadCatalogueSources({ dataDir: config.DATA_DIR, log: (l) => console.log(l) });
  let url = config.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(join(config.DATA_DIR, 'postgres'), {
      command: 'catalog:import',
    });
    url = embedded.url;
    stop = embedded.stop;
  }
  const database = createDatabase(url, { max: 2, statementTimeoutMs: 0 });
  try {
    await migrateToLatest(database.db);
    const t0 = performance.now();
    await importCatalogue(database.db, paths, (line) => console.log(line));
    console.log(`Done in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
    await stop?.();
  }
}

main().catch((err) => {
  if (
    err instanceof CatalogFileError ||
    err instanceof ConfigError ||
    err instanceof CatalogueDownloadError
  ) {
    console.error(`Catalogue import failed: ${err.message}\nThe existing catalogue was left unchanged.`);
  } else console.error(err);
  process.exit(1);
});
