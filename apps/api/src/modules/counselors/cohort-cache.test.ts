import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headersFor } from '../mentorship/testing/mentorship-fixtures';
import { buildCounselorWorld } from './testing/counselor-world';

/**
 * With the caches and the change feed on (as in production): the summary is cached, and a student
 * who leaves, or a change made by another process (straight in the database), shows at once.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildCounselorWorld>>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ caches: true });
  w = await buildCounselorWorld(t.ctx);
  auth = await w.headers(w.counselor.id);
});

const summary = async () =>
  (await t.app.inject({ url: '/api/v1/counselor/summary/', headers: auth })).json() as {
    funnel: { signed_up: number; verified: number };
    generated_at: string;
  };

describe('the cached summary', () => {
  it('is served from the cache, and a student leaving shows at once', async () => {
    const first = await summary();
    expect(first.funnel.signed_up).toBe(6);
    expect((await summary()).generated_at).toBe(first.generated_at);
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/school/leave/',
      headers: await headersFor(t.ctx, w.lakesideIds[2] as number),
    });
    expect(left.statusCode).toBe(200);
    expect((await summary()).funnel.signed_up).toBe(5);
  });

  it('a member changed by another process (the database directly) drops it through the feed', async () => {
    expect((await summary()).funnel.verified).toBe(4);
    await t.ctx.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', w.lakesideIds[4] as number)
      .execute();
    await expect.poll(async () => (await summary()).funnel.verified, { timeout: 5000 }).toBe(5);
  });
});
