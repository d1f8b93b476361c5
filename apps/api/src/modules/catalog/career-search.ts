/**
 * The process's career search index (search-index.ts), built from the database once per catalogue
 * version and shared by concurrent callers. The version comes from the `catalogue` cache, which
 * the change feed empties when any process imports (lib/app-caches.ts); without a live feed it is
 * read from the database on each call (one primary-key read), so the index is never stale.
 */
import type { Database } from '../../db/database';
import type { CoherentCache } from '../../lib/coherent-cache';
import { getMeta, loadSearchRows } from './catalog.repo';
import { buildSearchIndex, type CareerSearchIndex } from './search-index';

type Entry = { version: string; index: Promise<CareerSearchIndex> };
const indexes = new WeakMap<Database, Entry>();

/**
 * The catalogue's version: from the `catalogue` cache while the change feed is live, else one
 * primary-key read. Whatever is memoized per version (this index, lib/catalogue-memo.ts) is
 * dropped with it when any process imports.
 */
export async function catalogueVersion(db: Database, versions?: CoherentCache<{ version: string }>) {
  const cached = versions?.get(0);
  if (cached) return cached.version;
  const ticket = versions?.ticket(0) ?? null;
  const version = (await getMeta(db, 'version')) ?? 'empty';
  versions?.set(ticket, { version });
  return version;
}

export async function getCareerSearchIndex(
  db: Database,
  versions?: CoherentCache<{ version: string }>,
): Promise<CareerSearchIndex> {
  const version = await catalogueVersion(db, versions);
  const hit = indexes.get(db);
  if (hit && hit.version === version) return hit.index;
  const index = loadSearchRows(db).then(({ careers, titles }) => buildSearchIndex(careers, titles));
  indexes.set(db, { version, index });
  index.catch(() => {
    if (indexes.get(db)?.index === index) indexes.delete(db);
  });
  return index;
}
