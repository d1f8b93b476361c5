/**
 * The per-process caches (lib/app-caches.ts) across two "processes": two apps on ONE database, each
 * with its own change feed and caches. What one process (or an operator in psql) changes must be
 * seen by the other once PostgreSQL's notification arrives, and at once by the process that made
 * the change (read-your-writes).
 */
import { randomBytes } from 'node:crypto';
import { type CareerResult, PRICING_MESSAGES, RESULT_MESSAGES, type Scenario } from '@pathscoop/contracts';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChangeFeed } from '../../db/change-feed';
import { settleAfterAnswer } from '../../lib/after-answer';
import { createAppCaches } from '../../lib/app-caches';
import { AUTH_MESSAGES } from '../../lib/auth';
import { holdableFeed } from '../../test/holdable-feed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildSignedInUser } from '../accounts/accounts.factory';
import {
  completeSubmission,
  createUser,
  loadScenarios,
  type TestUser,
} from '../assessment/assessment.fixtures';
import { seedTestCatalogue } from './results.test-catalogue';

let A: TestApp;
let B: TestApp;
let scenarios: Scenario[];
let freePlanId: number;
/** Another connection to the same database: an operator in psql. */
let operator: pg.Client;

beforeAll(async () => {
  A = await createTestApp({ caches: true });
  B = await createTestApp({ caches: true, databaseUrl: A.databaseUrl });
  await seedTestCatalogue(A);
  scenarios = await loadScenarios(A);
  const plans = await A.ctx.db.selectFrom('pricing_plans').select(['id', 'price']).execute();
  freePlanId = plans.find((p) => Number(p.price) === 0)?.id ?? 0;
  operator = new pg.Client({ connectionString: A.databaseUrl });
  await operator.connect();
});
afterAll(async () => {
  await operator?.end();
});

/** Polls until `check` stops throwing (its expect()s hold), up to 5 s: the notification's delay. */
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 20 });

type Submitted = { id: number; results: CareerResult[] };

/** Two submissions that rank the catalogue differently. */
const FIRST = () => completeSubmission(scenarios, () => 1, 'Realistic,Investigative,Conventional');
const SECOND = () => completeSubmission(scenarios, () => 5, 'Artistic,Social,Enterprising');

const post = (t: TestApp, user: TestUser, submission = FIRST()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/scenarios/', headers: user.auth, payload: submission });

async function submit(t: TestApp, user: TestUser, submission = FIRST()): Promise<Submitted> {
  const res = await post(t, user, submission);
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as Submitted;
  expect(body.results).toHaveLength(10);
  return body;
}

const getResults = (t: TestApp, user: { auth: { authorization: string } }) =>
  t.app.inject({ method: 'GET', url: '/api/v1/result/', headers: user.auth });

async function results(t: TestApp, user: TestUser): Promise<CareerResult[]> {
  const res = await getResults(t, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CareerResult[];
}

const ids = (list: { id: number }[]) => list.map((r) => r.id);
const titles = (list: CareerResult[]) => list.map((r) => r.unique_title.id);

describe('two processes with caches on one database', () => {
  it('both change feeds are live', () => {
    expect(A.databaseUrl).toBe(B.databaseUrl);
    expect(A.ctx.cache).not.toBe(B.ctx.cache);
    // A ticket is only handed out while the feed is live.
    expect(A.ctx.cache.users.ticket(-1)).not.toBeNull();
    expect(B.ctx.cache.users.ticket(-1)).not.toBeNull();
  });
});

describe('GET result/ after submissions on the other process', () => {
  it('B answers the newest top 10 submitted on A, and the new attempt after B had cached the first', async () => {
    const student = await createUser(A);
    const first = await submit(A, student, FIRST());

    expect(await results(B, student)).toEqual(first.results);
    // B now holds it: the next check is about coherence, not a cache miss.
    expect(B.ctx.cache.results.get(student.id)).toEqual(first.results);
    expect(await results(B, student)).toEqual(first.results);

    const second = await submit(A, student, SECOND());
    expect(second.id).toBeGreaterThan(first.id);
    expect(titles(second.results)).not.toEqual(titles(first.results));
    expect(ids(second.results).some((id) => ids(first.results).includes(id))).toBe(false);

    // Read-your-writes on A: no waiting for the notification.
    expect(await results(A, student)).toEqual(second.results);

    // B converges once the notification arrives.
    await eventually(async () => expect(await results(B, student)).toEqual(second.results));
    expect(B.ctx.cache.results.get(student.id)).toEqual(second.results);
    // And keeps answering it (served from its cache again).
    expect(await results(B, student)).toEqual(second.results);
  });

  it('B had cached the empty list (no attempt yet): the first submission on A replaces it', async () => {
    const student = await createUser(A);
    expect(await results(B, student)).toEqual([]);
    expect(B.ctx.cache.results.get(student.id)).toEqual([]);
    const first = await submit(A, student);
    expect(await results(A, student)).toEqual(first.results);
    await eventually(async () => expect(await results(B, student)).toEqual(first.results));
  });

  it('a submission on B is seen on A (the other direction)', async () => {
    const student = await createUser(A);
    const first = await submit(A, student, FIRST());
    expect(await results(A, student)).toEqual(first.results);
    const second = await submit(B, student, SECOND());
    expect(await results(B, student)).toEqual(second.results);
    await eventually(async () => expect(await results(A, student)).toEqual(second.results));
  });
});

describe('PATCH result/{id}/ on the other process', () => {
  it('a score saved on A is seen by GET on B', async () => {
    const student = await createUser(A, { affiliate_code: 'PATHSCOOP-DEMO' });
    const { results: stored } = await submit(A, student);
    const target = stored[3];
    if (!target) throw new Error('no 4th result');
    expect(target.score).toBeNull();
    expect((await results(B, student)).find((r) => r.id === target.id)?.score).toBeNull();
    expect(B.ctx.cache.results.get(student.id)).toBeDefined();

    const res = await A.app.inject({
      method: 'PATCH',
      url: `/api/v1/result/${target.id}/`,
      headers: student.auth,
      payload: { score: 4, interested: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, score: 4, interested: true });

    // On A at once; on B after the notification. Nothing else changed.
    const expected = stored.map((r) => (r.id === target.id ? { ...r, score: 4, interested: true } : r));
    expect(await results(A, student)).toEqual(expected);
    await eventually(async () => expect(await results(B, student)).toEqual(expected));
  });
});

describe('sessions ended on A are refused by B', () => {
  const profile = (t: TestApp, access: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: bearer(access) });
  const ip = () => `10.${randomBytes(3).join('.')}`;

  it('a password change on A: the old access token is refused by B, the new one accepted', async () => {
    const s = await buildSignedInUser(A.app, A.ctx);
    expect((await profile(B, s.access)).statusCode).toBe(200);
    expect(B.ctx.cache.users.get(s.user.id)).toMatchObject({ id: s.user.id });

    const res = await A.app.inject({
      method: 'POST',
      url: '/api/v1/set-password/',
      headers: bearer(s.access),
      payload: { new_password: 'Tundra-Marble-77', current_password: s.password },
      remoteAddress: ip(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json() as { access: string };

    // A itself: at once.
    expect((await profile(A, s.access)).statusCode).toBe(401);
    expect((await profile(A, fresh.access)).statusCode).toBe(200);
    // B: once the notification arrives.
    await eventually(async () => {
      const old = await profile(B, s.access);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ detail: AUTH_MESSAGES.expired });
    });
    expect((await profile(B, fresh.access)).statusCode).toBe(200);
    // It stays refused (the fresh row is what B caches now).
    expect((await getResults(B, { auth: bearer(s.access) })).statusCode).toBe(401);
  });

  it('a password reset confirmed on A: the old access token is refused by B', async () => {
    const s = await buildSignedInUser(A.app, A.ctx);
    expect((await profile(B, s.access)).statusCode).toBe(200);
    expect(B.ctx.cache.users.get(s.user.id)).toBeDefined();

    const asked = await A.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: s.user.email },
      remoteAddress: ip(),
    });
    expect(asked.statusCode).toBe(200);
    await settleAfterAnswer(); // the mail is sent after the answer
    const outbox = await A.app.inject({
      method: 'GET',
      url: `/dev/outbox.json?to=${encodeURIComponent(s.user.email)}`,
    });
    const link = (outbox.json() as { links: string[] }[])
      .flatMap((m) => m.links)
      .find((l) => l.includes('/forgotpassword?token='));
    const token = link && new URL(link).searchParams.get('token');
    if (!token) throw new Error('no reset link in the outbox');
    const confirmed = await A.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/confirm/',
      payload: { token, password: 'Granite-Pelican-62' },
      remoteAddress: ip(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect((await profile(A, s.access)).statusCode).toBe(401);
    await eventually(async () => {
      const old = await profile(B, s.access);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ detail: AUTH_MESSAGES.expired });
    });
  });
});

describe('rows changed by plain SQL (an operator) are seen by the next requests', () => {
  it('a role change: B stops serving results to the former student', async () => {
    const student = await createUser(A);
    await submit(A, student);
    expect(await results(B, student)).toHaveLength(10);
    expect(B.ctx.cache.users.get(student.id)).toMatchObject({ role: 'Student' });

    await operator.query(`UPDATE users SET role = 'Mentor' WHERE id = $1`, [student.id]);
    for (const t of [A, B])
      await eventually(async () => {
        const res = await getResults(t, student);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: RESULT_MESSAGES.mentorsHaveNoResults });
      });
  });

  it('a plan granted by SQL: B lets the student score a result', async () => {
    const student = await createUser(A);
    const { results: stored } = await submit(A, student);
    const id = stored[0]?.id as number;
    const patchOnB = () =>
      B.app.inject({
        method: 'PATCH',
        url: `/api/v1/result/${id}/`,
        headers: student.auth,
        payload: { score: 5 },
      });
    const refused = await patchOnB();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PRICING_MESSAGES.planRequired });
    expect(B.ctx.cache.users.get(student.id)).toMatchObject({ pricing_plan_id: null });

    await operator.query('UPDATE users SET pricing_plan_id = $1 WHERE id = $2', [freePlanId, student.id]);
    await eventually(async () => {
      const res = await patchOnB();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, score: 5 });
    });
    expect(B.ctx.cache.users.get(student.id)).toMatchObject({ pricing_plan_id: freePlanId });
  });

  it('an attempt deleted by SQL: B falls back to the previous attempt, then to the empty list', async () => {
    const student = await createUser(A);
    const first = await submit(A, student, FIRST());
    const second = await submit(A, student, SECOND());
    await eventually(async () => expect(await results(B, student)).toEqual(second.results));

    await operator.query('DELETE FROM assessment_attempts WHERE id = $1', [second.id]);
    await eventually(async () => expect(await results(B, student)).toEqual(first.results));
    await eventually(async () => expect(await results(A, student)).toEqual(first.results));

    await operator.query('DELETE FROM assessment_attempts WHERE user_id = $1', [student.id]);
    await eventually(async () => expect(await results(B, student)).toEqual([]));
  });

  it('a user deleted by SQL: B refuses the token', async () => {
    const student = await createUser(A);
    expect(await results(B, student)).toEqual([]);
    expect(B.ctx.cache.users.get(student.id)).toBeDefined();
    await operator.query('DELETE FROM users WHERE id = $1', [student.id]);
    await eventually(async () => {
      const res = await getResults(B, student);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: AUTH_MESSAGES.userGone });
    });
  });
});

describe('read-your-writes: a process sees its own changes without waiting for their notification', () => {
  /** P: a third process on the same database whose notifications are held during each test. */
  let P: TestApp;
  let notifications: ReturnType<typeof holdableFeed>;
  beforeAll(async () => {
    const inner = startChangeFeed(A.databaseUrl, { retryMs: 100 });
    await inner.ready;
    notifications = holdableFeed(inner);
    P = await createTestApp({
      databaseUrl: A.databaseUrl,
      overrides: { cache: createAppCaches(notifications.feed) },
    });
    return () => inner.close();
  });
  afterEach(() => {
    notifications.release();
  });

  it('while its notifications are held, P does not see a submission made on B (the hold works)', async () => {
    const student = await createUser(A);
    const first = await submit(P, student, FIRST());
    expect(await results(P, student)).toEqual(first.results);
    notifications.hold();
    const second = await submit(B, student, SECOND());
    // B's notification reached P's feed but is held: P still answers what it cached.
    const notice = { kind: 'results', userId: student.id, attemptId: second.id };
    await eventually(() => expect(notifications.held()).toContainEqual(notice));
    expect(await results(P, student)).toEqual(first.results);
    expect(notifications.release()).toContainEqual(notice);
    expect(await results(P, student)).toEqual(second.results);
  });

  it('a new submission: GET result/ on P answers it at once', async () => {
    const student = await createUser(A);
    const first = await submit(P, student, FIRST());
    expect(await results(P, student)).toEqual(first.results);
    notifications.hold();
    const second = await submit(P, student, SECOND());
    expect(await results(P, student)).toEqual(second.results);
    expect(P.ctx.cache.results.get(student.id)).toEqual(second.results);
  });

  it('a score saved on P: GET result/ on P shows it at once', async () => {
    const student = await createUser(A, { affiliate_code: 'PATHSCOOP-DEMO' });
    const { results: stored } = await submit(P, student);
    const id = stored[0]?.id as number;
    expect(await results(P, student)).toEqual(stored);
    notifications.hold();
    const res = await P.app.inject({
      method: 'PATCH',
      url: `/api/v1/result/${id}/`,
      headers: student.auth,
      payload: { score: 2, interested: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await results(P, student)).find((r) => r.id === id)).toMatchObject({
      score: 2,
      interested: true,
    });
  });

  it('a password change on P: P refuses the old access token at once', async () => {
    const s = await buildSignedInUser(P.app, P.ctx);
    const profile = (access: string) =>
      P.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: bearer(access) });
    expect((await profile(s.access)).statusCode).toBe(200);
    expect(P.ctx.cache.users.get(s.user.id)).toBeDefined();
    notifications.hold();
    const res = await P.app.inject({
      method: 'POST',
      url: '/api/v1/set-password/',
      headers: bearer(s.access),
      payload: { new_password: 'Tundra-Marble-77', current_password: s.password },
      remoteAddress: `10.${randomBytes(3).join('.')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const old = await profile(s.access);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ detail: AUTH_MESSAGES.expired });
    expect((await profile((res.json() as { access: string }).access)).statusCode).toBe(200);
  });

  it('a free plan chosen on P: P lets the student score a result at once', async () => {
    const student = await createUser(A);
    const { results: stored } = await submit(P, student);
    const id = stored[0]?.id as number;
    const score = () =>
      P.app.inject({
        method: 'PATCH',
        url: `/api/v1/result/${id}/`,
        headers: student.auth,
        payload: { score: 3 },
      });
    expect((await score()).statusCode).toBe(403);
    notifications.hold();
    const chosen = await P.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      headers: student.auth,
      payload: { pricing_plan: freePlanId },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const res = await score();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, score: 3 });
  });
});

describe('concurrent submissions (group commit)', () => {
  /** Each student's stored attempt, checked against what its POST answered. */
  async function expectOwnResults(students: TestUser[], bodies: Submitted[]) {
    expect(new Set(bodies.map((b) => b.id)).size).toBe(students.length);
    expect(new Set(bodies.flatMap((b) => ids(b.results))).size).toBe(students.length * 10);
    const rows = await A.ctx.db
      .selectFrom('career_results')
      .select(['id', 'attempt_id', 'user_id', 'rank'])
      .where(
        'attempt_id',
        'in',
        bodies.map((b) => b.id),
      )
      .orderBy('attempt_id')
      .orderBy('rank')
      .execute();
    students.forEach((student, i) => {
      const body = bodies[i] as Submitted;
      const own = rows.filter((r) => r.attempt_id === body.id);
      expect(own.map((r) => r.user_id)).toEqual(Array(10).fill(student.id));
      expect(own.map((r) => r.id)).toEqual(ids(body.results));
      expect(own.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
    const attempts = await A.ctx.db
      .selectFrom('assessment_attempts')
      .select(['id', 'user_id'])
      .where(
        'user_id',
        'in',
        students.map((s) => s.id),
      )
      .execute();
    expect(new Map(attempts.map((a) => [a.user_id, a.id]))).toEqual(
      new Map(students.map((s, i) => [s.id, bodies[i]?.id])),
    );
    for (const [i, student] of students.entries()) {
      const body = bodies[i] as Submitted;
      expect(await results(A, student)).toEqual(body.results);
      await eventually(async () => expect(await results(B, student)).toEqual(body.results));
    }
  }

  it('12 students submitting at once each get their own attempt and their own 10 results', async () => {
    const students = await Promise.all(Array.from({ length: 12 }, () => createUser(A)));
    // Different answers per student, so that their top 10s differ.
    const submissions = students.map((_, i) =>
      completeSubmission(
        scenarios,
        (q) => 1 + ((q + i) % 5),
        i % 2 ? 'Artistic,Social,Enterprising' : 'Realistic,Investigative,Conventional',
      ),
    );
    const responses = await Promise.all(students.map((s, i) => post(A, s, submissions[i])));
    for (const res of responses) expect(res.statusCode, res.body).toBe(201);
    await expectOwnResults(
      students,
      responses.map((r) => r.json() as Submitted),
    );
  });

  describe('with the attempts table locked, so that submissions pile up in the batcher', () => {
    let locker: pg.Client;
    beforeAll(async () => {
      locker = new pg.Client({ connectionString: A.databaseUrl });
      await locker.connect();
    });
    afterAll(async () => {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    });

    const waitingOnLock = async () =>
      Number(
        (
          await operator.query<{ n: string }>(
            `SELECT count(*) AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        ).rows[0]?.n,
      );

    /**
     * Two submissions are written alone and block on the lock (maxInFlight 2); then `rest` are
     * submitted and wait in the batcher's queue (each takes its results-cache ticket right before
     * joining it). `whileLocked` runs in the locking transaction, which then commits.
     */
    async function pileUp(students: TestUser[], whileLocked: () => Promise<void> = async () => {}) {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE assessment_attempts IN EXCLUSIVE MODE');
      const sizeBefore = A.ctx.cache.results.size;
      const pending: Promise<{ statusCode: number; body: string; json: () => unknown }>[] = [];
      for (const [i, student] of students.entries()) {
        pending.push(post(A, student));
        if (i < 2) await eventually(async () => expect(await waitingOnLock()).toBe(i + 1));
      }
      await eventually(() => expect(A.ctx.cache.results.size).toBe(sizeBefore + students.length));
      expect(await waitingOnLock()).toBe(2);
      await whileLocked();
      await locker.query('COMMIT');
      return Promise.all(pending);
    }

    /** The students whose attempts were written by one transaction (same xmin), per transaction. */
    async function transactions(students: TestUser[]): Promise<number[][]> {
      const { rows } = await operator.query<{ users: number[] }>(
        `SELECT array_agg(user_id ORDER BY user_id) AS users FROM assessment_attempts
         WHERE user_id = ANY($1) GROUP BY xmin::text`,
        [students.map((s) => s.id)],
      );
      return rows.map((r) => r.users);
    }

    it('the ten that waited are written together, in one statement, each with its own results', async () => {
      const students = await Promise.all(Array.from({ length: 12 }, () => createUser(A)));
      const responses = await pileUp(students);
      for (const res of responses) expect(res.statusCode, res.body).toBe(201);
      const byId = (list: TestUser[]) => list.map((s) => s.id).sort((a, b) => a - b);
      // The two that blocked on the lock may commit in either order once it is released.
      const groups = await transactions(students);
      expect(groups).toHaveLength(3);
      expect(groups).toEqual(
        expect.arrayContaining([[students[0]?.id], [students[1]?.id], byId(students.slice(2))]),
      );
      await expectOwnResults(
        students,
        responses.map((r) => r.json() as Submitted),
      );
    });

    it('one student deleted while waiting: only that submission fails, the batch is stored item by item', async () => {
      const students = await Promise.all(Array.from({ length: 12 }, () => createUser(A)));
      const doomed = students[6] as TestUser;
      const responses = await pileUp(students, async () => {
        await locker.query('DELETE FROM users WHERE id = $1', [doomed.id]);
      });
      const survivors = students.filter((s) => s !== doomed);
      responses.forEach((res, i) => {
        // Its user vanished under it: the insert's foreign key fails, for that call only.
        if (students[i] === doomed) {
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual({ detail: 'User not found' });
        } else expect(res.statusCode, res.body).toBe(201);
      });
      // The batch of ten failed as a whole, then each of its items was written alone.
      const groups = await transactions(students);
      expect(groups).toHaveLength(11);
      expect(groups.every((g) => g.length === 1)).toBe(true);
      expect(groups.flat().sort((a, b) => a - b)).toEqual(survivors.map((s) => s.id).sort((a, b) => a - b));
      await expectOwnResults(
        survivors,
        responses.filter((_, i) => students[i] !== doomed).map((r) => r.json() as Submitted),
      );
    });
  });
});
