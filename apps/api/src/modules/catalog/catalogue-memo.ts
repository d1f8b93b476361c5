/**
 * Reads that depend on the catalogue alone (a career's detail, its Scoop facts), memoized per
 * catalogue version, the same way as the search index (career-search.ts): the version comes from
 * the `catalogue` cache, which the change feed empties when any process imports, and without a
 * live feed from the database on each call, so nothing older than the current catalogue is served.
 *
 * Values are shared by every request of the process: callers must not change them.
 */
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { catalogueVersion } from './career-search';

type Memo = { version: string; entries: LRUCache<string, Promise<unknown>> };
const memos = new WeakMap<Database, Memo>();

/** Keys kept per version (the catalogue has about a thousand careers; a key per career and kind). */
const MAX_ENTRIES = 5000;

/**
 * `load()`'s answer for `key` at the current catalogue version; concurrent callers share one load.
 * A failed load (a 404 included) is not kept.
 */
export async function catalogueMemo<T>(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const version = await catalogueVersion(ctx.db, ctx.cache.catalogue);
  let memo = memos.get(ctx.db);
  if (!memo || memo.version !== version) {
    memo = { version, entries: new LRUCache({ max: MAX_ENTRIES }) };
    memos.set(ctx.db, memo);
  }
  const { entries } = memo;
  const hit = entries.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const loading = load();
  entries.set(key, loading);
  loading.catch(() => {
    if (entries.get(key) === loading) entries.delete(key);
  });
  return loading;
}
