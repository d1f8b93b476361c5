import { expect, it } from 'vitest';
import { startChangeFeed } from '../../db/change-feed';
import { createAppCaches } from '../../lib/app-caches';
import { holdableFeed } from '../../test/holdable-feed';
import { createTestApp } from '../../test/test-app';
import { completeSubmission, createUser, loadScenarios } from '../assessment/assessment.fixtures';
import { seedTestCatalogue } from './results.test-catalogue';

/**
 * Regression: a student's two concurrent submissions can be stored in either order (two batches in
 * flight); GET result/ on the process that stored them must answer the newer attempt even before
 * its own change notifications arrive (here they never do).
 */
it('one student submits twice at once: GET result/ on that process answers the newer attempt', async () => {
  const A = await createTestApp();
  await seedTestCatalogue(A);
  // P: a live feed whose change notifications are held back (as if slow); resets still pass.
  const inner = startChangeFeed(A.databaseUrl, { retryMs: 100 });
  await inner.ready;
  const notifications = holdableFeed(inner);
  notifications.hold();
  const feed = notifications.feed;
  const P = await createTestApp({ databaseUrl: A.databaseUrl, overrides: { cache: createAppCaches(feed) } });
  const scenarios = await loadScenarios(P);
  const post = (auth: { authorization: string }, pick: number) =>
    P.app.inject({
      method: 'POST',
      url: '/api/v1/scenarios/',
      headers: auth,
      payload: completeSubmission(scenarios, () => pick),
    });
  const stale: number[] = [];
  for (let trial = 0; trial < 50; trial++) {
    const s = await createUser(A);
    const bodies = (await Promise.all([post(s.auth, 1), post(s.auth, 5)])).map(
      (r) => r.json() as { id: number; results: { id: number }[] },
    );
    const newest = bodies.reduce((a, b) => (a.id > b.id ? a : b));
    const got = (await P.app.inject({ method: 'GET', url: '/api/v1/result/', headers: s.auth })).json() as {
      id: number;
    }[];
    if (got.map((r) => r.id).join() !== newest.results.map((r) => r.id).join()) stale.push(trial);
  }
  await inner.close();
  expect(stale).toEqual([]);
});
