import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed';

/**
 * The counselors' cohort summaries (modules/counselors), per school and filter, kept for a few
 * seconds: a dashboard of 2,000 students is read far more often than it changes, and one summary
 * is a dozen aggregates over the whole cohort (docs/counselors.md "Figures and freshness").
 *
 * - Coherent with what the change feed reports: a change to a member's user row (leaving the
 *   school, deletion, verification) or results (a new attempt, a saved career) drops every
 *   summary that counted that student, in every process.
 * - `forgetSchool` drops a school's summaries at once in this process (a student left).
 * - Changes the feed does not carry (a new sign-up with the code, a session request) show within
 *   `ttlMs`.
 * - Nothing is stored or served while the feed is not live (as the other caches).
 */
export type CohortCache<V> = {
  get: (schoolId: number, key: string) => V | undefined;
  /** Call before the read; `set` refuses what was read before a change it did not see. */
  ticket: () => number;
  set: (ticket: number, schoolId: number, key: string, value: V, memberIds: readonly number[]) => void;
  forgetSchool: (schoolId: number) => void;
  forgetMember: (userId: number) => void;
  clear: () => void;
};

type Entry<V> = { schoolId: number; value: V; members: ReadonlySet<number> };

export function createCohortCache<V extends object>(
  feed: Pick<ChangeFeed, 'live'>,
  options: { max: number; ttlMs: number },
): CohortCache<V> {
  const entries = new LRUCache<string, Entry<V>>({ max: options.max, ttl: options.ttlMs });
  let generation = 0;
  const drop = (test: (e: Entry<V>) => boolean) => {
    generation++;
    for (const [k, e] of entries.entries()) if (test(e)) entries.delete(k);
  };
  return {
    get(schoolId, key) {
      return feed.live ? entries.get(`${schoolId}|${key}`)?.value : undefined;
    },
    ticket: () => generation,
    set(ticket, schoolId, key, value, memberIds) {
      if (!feed.live || ticket !== generation) return;
      entries.set(`${schoolId}|${key}`, { schoolId, value, members: new Set(memberIds) });
    },
    forgetSchool: (schoolId) => drop((e) => e.schoolId === schoolId),
    forgetMember: (userId) => drop((e) => e.members.has(userId)),
    clear: () => {
      generation++;
      entries.clear();
    },
  };
}
