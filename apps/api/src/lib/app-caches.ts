import type { CareerResult, CohortSummary } from '@pathscoop/contracts';
import { type ChangeFeed, OFFLINE_FEED } from '../db/change-feed';
import type { CurrentUser } from './auth';
import { type CoherentCache, createCoherentCache } from './coherent-cache';
import { type CohortCache, createCohortCache } from './cohort-cache';

/**
 * The reads behind nearly every student request, cached per process and kept coherent by the
 * change feed (docs/adr/040-coherent-caches.md):
 * - users: the row behind an access token (role, password version, plan), read by every
 *   authenticated request;
 * - results: the newest attempt's top 10 as GET result/ presents it, versioned by attempt id;
 * - catalogue: the catalogue version every submission checks before ranking;
 * - sessions: the user's recently revoked sessions (the access-token deny-list), read with the
 *   user row by every authenticated request.
 * A process that changes one of them also forgets it at once (read-your-writes without waiting for
 * its own notification); every other process learns of it from the feed.
 */
export type AppCaches = {
  users: CoherentCache<CurrentUser>;
  results: CoherentCache<CareerResult[]>;
  /** The catalogue's version (one key, 0): the engine reloads its in-memory catalogue when it changes. */
  catalogue: CoherentCache<{ version: string }>;
  /** Per user: the session ids (`sid`) revoked within an access token's lifetime. */
  sessions: CoherentCache<RevokedSessions>;
  /** Counselors' cohort summaries per school and filter (lib/cohort-cache.ts, issue 21). */
  cohorts: CohortCache<CohortSummary>;
};

export type RevokedSessions = { readonly revoked: ReadonlySet<string> };

const TEN_MINUTES = 10 * 60_000;

export function createAppCaches(feed: ChangeFeed = OFFLINE_FEED): AppCaches {
  const users = createCoherentCache<CurrentUser>(feed, { max: 20_000, ttlMs: TEN_MINUTES });
  const results = createCoherentCache<CareerResult[]>(feed, { max: 5_000, ttlMs: TEN_MINUTES });
  const catalogue = createCoherentCache<{ version: string }>(feed, { max: 1, ttlMs: TEN_MINUTES });
  const sessions = createCoherentCache<RevokedSessions>(feed, { max: 20_000, ttlMs: TEN_MINUTES });
  const cohorts = createCohortCache<CohortSummary>(feed, { max: 500, ttlMs: 15_000 });
  feed.subscribe({
    change(change) {
      if (change.kind === 'user' || change.kind === 'results') cohorts.forgetMember(change.userId);
      if (change.kind === 'catalog') catalogue.forget(0);
      else if (change.kind === 'user') users.forget(change.userId);
      else if (change.kind === 'sessions') sessions.forget(change.userId);
      else if (change.attemptId === null) results.forget(change.userId);
      else results.raiseFloor(change.userId, change.attemptId);
    },
    reset() {
      users.clear();
      results.clear();
      catalogue.clear();
      sessions.clear();
      cohorts.clear();
    },
  });
  return { users, results, catalogue, sessions, cohorts };
}
