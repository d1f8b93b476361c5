/** Shared by engine-eval and bench-engine: the complete careers of the O*NET release, prepared. */
import { existsSync } from 'node:fs';
import type { CareerData } from '@pathscoop/engine';
import { loadConfig } from '../src/config';
import { sourcePathsFrom } from '../src/modules/catalog/catalog.bootstrap';
import { readCatalogueSource } from '../src/modules/catalog/read-catalogue-source';
import { toCareerData } from '../src/modules/catalog/to-career-data';

export function defaultOnetDir(): string {
  return loadConfig({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).ONET_DIR;
}

/** CareerData of every complete career, read from the reference files (the importer's reader). */
export function readCareerData(onetDir = defaultOnetDir()): CareerData[] {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(32),
    ONET_DIR: onetDir,
  });
  if (!existsSync(onetDir)) throw new Error(`O*NET directory not found: ${onetDir}`);
  return readCatalogueSource(sourcePathsFrom(config))
    .careers.filter((c) => c.complete)
    .map(toCareerData);
}
