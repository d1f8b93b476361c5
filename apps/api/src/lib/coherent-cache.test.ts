import { describe, expect, it } from 'vitest';
import { createCoherentCache } from './coherent-cache';

type Row = { name: string };

/** A fake change feed: the test flips `live` as the real feed would on connect / loss. */
function setup(options: { max?: number; live?: boolean } = {}) {
  const feed = { live: options.live ?? true };
  const cache = createCoherentCache<Row>(feed, { max: options.max ?? 100, ttlMs: 60_000 });
  return { feed, cache };
}

/** The read-through pattern the callers use: ticket before the read, set after it. */
function store(cache: ReturnType<typeof setup>['cache'], key: number, value: Row, version?: number) {
  cache.set(cache.ticket(key), value, version);
}

describe('createCoherentCache: get / ticket / set', () => {
  it('misses before anything is stored, then serves what a ticket stored', () => {
    const { cache } = setup();
    expect(cache.get(1)).toBeUndefined();
    const ticket = cache.ticket(1);
    expect(ticket).toMatchObject({ key: 1 });
    // A ticket alone stores no value.
    expect(cache.get(1)).toBeUndefined();
    const row = { name: 'Ada' };
    cache.set(ticket, row);
    expect(cache.get(1)).toBe(row);
    // Keys are independent.
    expect(cache.get(2)).toBeUndefined();
  });

  it('a later ticket replaces the value (no change in between)', () => {
    const { cache } = setup();
    store(cache, 1, { name: 'first' });
    store(cache, 1, { name: 'second' });
    expect(cache.get(1)).toEqual({ name: 'second' });
  });

  it('set with a null ticket stores nothing', () => {
    const { cache } = setup();
    cache.set(null, { name: 'Ada' });
    expect(cache.get(1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('createCoherentCache: only while the feed is live', () => {
  it('hands out no ticket and stores nothing while the feed is down', () => {
    const { feed, cache } = setup({ live: false });
    expect(cache.ticket(1)).toBeNull();
    store(cache, 1, { name: 'Ada' });
    expect(cache.size).toBe(0);
    feed.live = true;
    expect(cache.get(1)).toBeUndefined();
  });

  it('serves nothing while the feed is down, even a value stored before', () => {
    const { feed, cache } = setup();
    store(cache, 1, { name: 'Ada' });
    expect(cache.get(1)).toEqual({ name: 'Ada' });
    feed.live = false;
    expect(cache.get(1)).toBeUndefined();
  });

  it('refuses a set whose ticket was taken while live if the feed went down before the read ended', () => {
    const { feed, cache } = setup();
    const ticket = cache.ticket(1);
    feed.live = false;
    cache.set(ticket, { name: 'read while the feed was down' });
    feed.live = true;
    expect(cache.get(1)).toBeUndefined();
  });
});

describe('createCoherentCache: forget', () => {
  it('drops the stored value', () => {
    const { cache } = setup();
    store(cache, 1, { name: 'Ada' });
    store(cache, 2, { name: 'Bob' });
    cache.forget(1);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toEqual({ name: 'Bob' });
  });

  it('voids an outstanding ticket: a read that raced a change cannot store what it saw', () => {
    const { cache } = setup();
    const racing = cache.ticket(1); // a read starts…
    cache.forget(1); // …the row changes and the notification arrives…
    cache.set(racing, { name: 'stale' }); // …the read ends with what it saw before the change
    expect(cache.get(1)).toBeUndefined();

    // A read started after the change stores normally.
    const fresh = cache.ticket(1);
    cache.set(fresh, { name: 'fresh' });
    expect(cache.get(1)).toEqual({ name: 'fresh' });
  });

  it('voids every outstanding ticket of that key, and only of that key', () => {
    const { cache } = setup();
    const a = cache.ticket(1);
    const b = cache.ticket(1);
    const other = cache.ticket(2);
    cache.forget(1);
    cache.set(a, { name: 'a' });
    cache.set(b, { name: 'b' });
    cache.set(other, { name: 'other' });
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toEqual({ name: 'other' });
  });

  it('of a key never seen is a no-op', () => {
    const { cache } = setup();
    cache.forget(42);
    expect(cache.size).toBe(0);
    expect(cache.get(42)).toBeUndefined();
  });
});

describe('createCoherentCache: raiseFloor', () => {
  it('a stored version is a floor: a slower read of an older version cannot replace it', () => {
    const { cache } = setup();
    const slow = cache.ticket(1); // e.g. a GET that read attempt 4 before attempt 5 was stored
    store(cache, 1, { name: 'attempt 5' }, 5);
    cache.set(slow, { name: 'attempt 4' }, 4);
    expect(cache.get(1)).toEqual({ name: 'attempt 5' });
    store(cache, 1, { name: 'attempt 4 again' }, 4);
    expect(cache.get(1)).toEqual({ name: 'attempt 5' });
    store(cache, 1, { name: 'attempt 6' }, 6);
    expect(cache.get(1)).toEqual({ name: 'attempt 6' });
  });

  it('drops a value older than the floor and keeps one at or above it', () => {
    const { cache } = setup();
    store(cache, 1, { name: 'attempt 5' }, 5);
    cache.raiseFloor(1, 5);
    expect(cache.get(1)).toEqual({ name: 'attempt 5' });
    cache.raiseFloor(1, 6);
    expect(cache.get(1)).toBeUndefined();
  });

  it('refuses to store an older version, allows the floor version and newer ones', () => {
    const { cache } = setup();
    const ticket = cache.ticket(1);
    cache.raiseFloor(1, 7);
    cache.set(ticket, { name: 'attempt 6' }, 6);
    expect(cache.get(1)).toBeUndefined();
    // raiseFloor does not void tickets: the same read may store a version >= the floor.
    cache.set(ticket, { name: 'attempt 7' }, 7);
    expect(cache.get(1)).toEqual({ name: 'attempt 7' });
    store(cache, 1, { name: 'attempt 9' }, 9);
    expect(cache.get(1)).toEqual({ name: 'attempt 9' });
    // The floor stays where it was raised: an older version is still refused later on.
    store(cache, 1, { name: 'attempt 3' }, 3);
    expect(cache.get(1)).toEqual({ name: 'attempt 9' });
  });

  it('never lowers the floor', () => {
    const { cache } = setup();
    cache.ticket(1);
    cache.raiseFloor(1, 10);
    cache.raiseFloor(1, 4);
    store(cache, 1, { name: 'attempt 8' }, 8);
    expect(cache.get(1)).toBeUndefined();
    store(cache, 1, { name: 'attempt 10' }, 10);
    expect(cache.get(1)).toEqual({ name: 'attempt 10' });
  });

  it('a value stored without a version (0) counts as older than any floor', () => {
    const { cache } = setup();
    store(cache, 1, { name: 'unversioned' });
    cache.raiseFloor(1, 1);
    expect(cache.get(1)).toBeUndefined();
    store(cache, 1, { name: 'unversioned again' });
    expect(cache.get(1)).toBeUndefined();
  });

  it('of a key never seen is a no-op', () => {
    const { cache } = setup();
    cache.raiseFloor(3, 100);
    expect(cache.size).toBe(0);
  });
});

describe('createCoherentCache: clear and size', () => {
  it('empties the cache and voids every outstanding ticket', () => {
    const { cache } = setup();
    store(cache, 1, { name: 'Ada' });
    store(cache, 2, { name: 'Bob' });
    const racing = cache.ticket(3);
    const racingKnown = cache.ticket(1);
    expect(cache.size).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeUndefined();
    cache.set(racing, { name: 'stale 3' });
    cache.set(racingKnown, { name: 'stale 1' });
    expect(cache.get(3)).toBeUndefined();
    expect(cache.get(1)).toBeUndefined();
  });

  it('a ticket from before clear cannot store even after a new ticket recreated the entry', () => {
    const { cache } = setup();
    const old = cache.ticket(1);
    cache.clear();
    const fresh = cache.ticket(1);
    cache.set(old, { name: 'stale' });
    expect(cache.get(1)).toBeUndefined();
    cache.set(fresh, { name: 'fresh' });
    expect(cache.get(1)).toEqual({ name: 'fresh' });
  });

  it('holds at most `max` keys, evicting the least recently used', () => {
    const { cache } = setup({ max: 3 });
    for (const key of [1, 2, 3]) store(cache, key, { name: `user ${key}` });
    expect(cache.size).toBe(3);
    expect(cache.get(1)).toEqual({ name: 'user 1' }); // 1 is now the most recently used
    store(cache, 4, { name: 'user 4' });
    expect(cache.size).toBe(3);
    expect(cache.get(2)).toBeUndefined(); // the least recently used went
    expect(cache.get(1)).toEqual({ name: 'user 1' });
    expect(cache.get(3)).toEqual({ name: 'user 3' });
    expect(cache.get(4)).toEqual({ name: 'user 4' });
    for (let key = 10; key < 50; key++) store(cache, key, { name: `user ${key}` });
    expect(cache.size).toBe(3);
    expect([47, 48, 49].map((key) => cache.get(key)?.name)).toEqual(['user 47', 'user 48', 'user 49']);
  });

  it('a ticket whose entry was evicted cannot store', () => {
    const { cache } = setup({ max: 2 });
    const evicted = cache.ticket(1);
    cache.ticket(2);
    cache.ticket(3); // evicts 1
    cache.set(evicted, { name: 'stale' });
    expect(cache.get(1)).toBeUndefined();
  });
});
