import { describe, expect, it } from 'vitest';
import { createCohortCache } from './cohort-cache';

/** A fake change feed: `live` as the real feed reports it. */
function setup(live = true) {
  const feed = { live };
  return { feed, cache: createCohortCache<{ n: number }>(feed, { max: 10, ttlMs: 60_000 }) };
}

describe('createCohortCache', () => {
  it('serves a summary per school and filter', () => {
    const { cache } = setup();
    cache.set(cache.ticket(), 1, 'all', { n: 6 }, [10, 11]);
    expect(cache.get(1, 'all')).toEqual({ n: 6 });
    expect(cache.get(1, 'grade=JR')).toBeUndefined();
    expect(cache.get(2, 'all')).toBeUndefined();
  });

  it('a change to one member drops every summary that counted them, and only those', () => {
    const { cache } = setup();
    cache.set(cache.ticket(), 1, 'all', { n: 6 }, [10, 11]);
    cache.set(cache.ticket(), 1, 'grade=JR', { n: 1 }, [11]);
    cache.set(cache.ticket(), 2, 'all', { n: 1 }, [20]);
    cache.forgetMember(10);
    expect(cache.get(1, 'all')).toBeUndefined();
    expect(cache.get(1, 'grade=JR')).toEqual({ n: 1 });
    expect(cache.get(2, 'all')).toEqual({ n: 1 });
    cache.forgetSchool(1);
    expect(cache.get(1, 'grade=JR')).toBeUndefined();
  });

  it('refuses to store a summary read before a change (the ticket is stale)', () => {
    const { cache } = setup();
    const ticket = cache.ticket();
    cache.forgetMember(99);
    cache.set(ticket, 1, 'all', { n: 6 }, [10]);
    expect(cache.get(1, 'all')).toBeUndefined();
  });

  it('holds nothing while the feed is down', () => {
    const { feed, cache } = setup(false);
    cache.set(cache.ticket(), 1, 'all', { n: 6 }, [10]);
    expect(cache.get(1, 'all')).toBeUndefined();
    feed.live = true;
    cache.set(cache.ticket(), 1, 'all', { n: 6 }, [10]);
    feed.live = false;
    expect(cache.get(1, 'all')).toBeUndefined();
  });
});
