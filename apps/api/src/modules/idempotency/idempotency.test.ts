import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { completeSubmission, createUser, loadScenarios } from '../assessment/assessment.fixtures';
import { headersFor, insertStudent } from '../mentorship/testing/mentorship-fixtures';
import { purgeExpiredData } from '../privacy/retention';
import { seedTestCatalogue } from '../results/results.test-catalogue';

/**
 * Idempotency-Key (issue 22 §4): a write resent with its key is applied once and every resend gets
 * the first answer; a key is the user's own; a reused key with another request is refused.
 */
let t: TestApp;
let scenarios: Awaited<ReturnType<typeof loadScenarios>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t);
  scenarios = await loadScenarios(t);
});

const attempts = async (userId: number) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('assessment_attempts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const submit = (auth: Record<string, string>, key: string | undefined, pick = 3) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/scenarios/',
    headers: { ...auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: completeSubmission(scenarios, () => pick),
  });

describe('Idempotency-Key on writes', () => {
  it('a submission resent with its key answers the stored response and is stored once', async () => {
    const user = await createUser(t);
    const key = randomUUID();
    const first = await submit(user.auth, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await submit(user.auth, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await attempts(user.id)).toBe(1);
    // Without a key (or with a new one) the same body is a new attempt, as before.
    expect((await submit(user.auth, randomUUID())).statusCode).toBe(201);
    expect((await submit(user.auth, undefined)).statusCode).toBe(201);
    expect(await attempts(user.id)).toBe(3);
  });

  it('two copies at the same moment: one attempt, both answered with it', async () => {
    const user = await createUser(t);
    const key = randomUUID();
    const [a, b] = await Promise.all([submit(user.auth, key), submit(user.auth, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await attempts(user.id)).toBe(1);
  });

  it('killed between the commit and its answer: the resend rebuilds the answer, no second session', async () => {
    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const headers = { ...(await headersFor(t.ctx, student.id)), 'idempotency-key': randomUUID() };
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/mentor_sessions/',
        headers,
        payload: { topic: 'What is a day as a nurse like?' },
      });
    const first = await request();
    expect(first.statusCode, first.body).toBe(201);
    // What a process killed after the commit leaves: the session and its key, the answer not stored.
    await t.ctx.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response: null })
      .where('user_id', '=', student.id)
      .execute();
    const resent = await request();
    expect(resent.statusCode).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.json().id).toBe(first.json().id);
    const sessions = await t.ctx.db
      .selectFrom('mentor_sessions')
      .select('id')
      .where('student_id', '=', student.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('the same key with a different request: 422, nothing written', async () => {
    const user = await createUser(t);
    const key = randomUUID();
    expect((await submit(user.auth, key, 3)).statusCode).toBe(201);
    const other = await submit(user.auth, key, 5);
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toMatch(/different request/);
    expect(await attempts(user.id)).toBe(1);
  });

  it('a key is the user’s own: another user with the same key writes their own attempt', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const key = randomUUID();
    const ra = await submit(a.auth, key);
    const rb = await submit(b.auth, key);
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    expect(rb.headers['idempotent-replayed']).toBeUndefined();
    expect(rb.json().id).not.toBe(ra.json().id);
    expect([await attempts(a.id), await attempts(b.id)]).toEqual([1, 1]);
  });

  it('a failed write stores no key: the resend runs (and fails or succeeds on its own)', async () => {
    const user = await createUser(t);
    const key = randomUUID();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenarios/',
      headers: { ...user.auth, 'idempotency-key': key },
      payload: [],
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.ctx.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a write route that does not honour keys refuses one (so no proxy resends it), and bad keys get 400', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      headers: { ...user.auth, 'idempotency-key': randomUUID() },
      payload: { first_name: 'Kim' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/does not accept an Idempotency-Key/);
    const stored = await t.ctx.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.first_name).toBe('Sam');
    const tooLong = await submit(user.auth, 'k'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(await attempts(user.id)).toBe(0);
  });

  it('a repeatable write (scoring a result) replays its stored answer after a later change', async () => {
    const user = await createUser(t, { affiliate_code: 'PATHSCOOP-DEMO' });
    const submitted = await submit(user.auth, undefined);
    const id = submitted.json().results[0].id as number;
    const key = randomUUID();
    const patch = (score: number, k?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/result/${id}/`,
        headers: { ...user.auth, ...(k ? { 'idempotency-key': k } : {}) },
        payload: { score },
      });
    const first = await patch(4, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().score).toBe(4);
    const resent = await patch(4, key);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.json()).toEqual(first.json());
  });

  it('the daily retention purge deletes keys older than a day', async () => {
    const user = await createUser(t);
    expect((await submit(user.auth, randomUUID())).statusCode).toBe(201);
    const keys = () =>
      t.ctx.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', user.id).execute();
    await purgeExpiredData(t.ctx.db, new Date(), t.ctx.config);
    expect(await keys()).toHaveLength(1);
    await purgeExpiredData(t.ctx.db, new Date(Date.now() + 25 * 3600 * 1000), t.ctx.config);
    expect(await keys()).toHaveLength(0);
  });
});
