import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed';

/**
 * A per-user cache of rows read on every request, kept coherent across processes by the change
 * feed (docs/adr/040-coherent-caches.md). The database stays the truth:
 *
 *   const cached = cache.get(userId);
 *   if (cached) return cached;
 *   const ticket = cache.ticket(userId);            // before the read
 *   const row = await readFromDatabase();
 *   cache.set(ticket, row, version);                // refused if anything changed meanwhile
 *
 * - `forget(key)` (a change to the key's data) drops the value and voids every outstanding ticket,
 *   so a read that raced the change cannot store what it saw.
 * - `raiseFloor(key, version)` (a newer version exists, e.g. a newer assessment attempt) drops a
 *   value older than `version` and refuses to store one; storing a version raises the floor too.
 * - Nothing is stored or served while the feed is not live; a feed reset empties the cache.
 * - Entries also expire after `ttlMs` (a safety net, not the mechanism).
 */
export type CoherentCache<V> = {
  get: (key: number) => V | undefined;
  ticket: (key: number) => Ticket | null;
  set: (ticket: Ticket | null, value: V, version?: number) => void;
  forget: (key: number) => void;
  raiseFloor: (key: number, version: number) => void;
  clear: () => void;
  readonly size: number;
};

type Entry<V> = { stamp: number; floor: number; value: V | undefined; version: number };
export type Ticket = { readonly key: number; readonly entry: object; readonly stamp: number };

export function createCoherentCache<V extends object>(
  feed: Pick<ChangeFeed, 'live'>,
  options: { max: number; ttlMs: number },
): CoherentCache<V> {
  let stamps = 0;
  const entries = new LRUCache<number, Entry<V>>({ max: options.max, ttl: options.ttlMs });
  const entryFor = (key: number): Entry<V> => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { stamp: ++stamps, floor: 0, value: undefined, version: 0 };
      entries.set(key, entry);
    }
    return entry;
  };
  return {
    get(key) {
      return feed.live ? entries.get(key)?.value : undefined;
    },
    ticket(key) {
      if (!feed.live) return null;
      const entry = entryFor(key);
      return { key, entry, stamp: entry.stamp };
    },
    set(ticket, value, version = 0) {
      if (!ticket || !feed.live) return;
      const entry = entries.get(ticket.key);
      if (entry !== ticket.entry || entry.stamp !== ticket.stamp || version < entry.floor) return;
      entry.value = value;
      entry.version = version;
      // A version once stored is the floor from now on: a slower read of an older version (a GET
      // that started before a submission was stored, an older of two submissions) cannot replace it.
      entry.floor = version;
    },
    forget(key) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.stamp = ++stamps;
      entry.value = undefined;
    },
    raiseFloor(key, version) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.floor = Math.max(entry.floor, version);
      if (entry.value !== undefined && entry.version < entry.floor) entry.value = undefined;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
