import { MENTORSHIP_MESSAGES, PRICING_MESSAGES, RESULT_MESSAGES, SCORE_MESSAGE } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  completeSubmission,
  createUser,
  loadScenarios,
  type TestUser,
} from '../assessment/assessment.fixtures';
import { seedTestCatalogue } from './results.test-catalogue';

let t: TestApp;
let freePlanId: number;
let paidPlanId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t);
  const plans = await t.ctx.db
    .selectFrom('pricing_plans')
    .select(['id', 'price'])
    .orderBy('position')
    .execute();
  freePlanId = plans.find((p) => Number(p.price) === 0)?.id ?? 0;
  paidPlanId = plans.find((p) => Number(p.price) > 0)?.id ?? 0;
});

async function studentWithResults(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/scenarios/',
    headers: user.auth,
    payload: completeSubmission(await loadScenarios(t)),
  });
  expect(res.statusCode).toBe(201);
  const ids = (res.json() as { results: { id: number }[] }).results.map((r) => r.id);
  return { user, ids };
}

const patch = (user: TestUser, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/result/${id}/`,
    headers: user.auth,
    payload: payload as object,
  });

describe('GET /api/v1/result/', () => {
  it('requires sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/result/' })).statusCode).toBe(401);
  });

  it('is an empty list before the first submission', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/result/', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 403 with a detail for Community Partners', async () => {
    const mentor = await createUser(t, { role: 'Mentor' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/result/', headers: mentor.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: RESULT_MESSAGES.mentorsHaveNoResults });
  });

  it('lists the top 10 for free (no plan needed), in the documented shape', async () => {
    const { user } = await studentWithResults();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/result/', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ score: null, interested: false, booked: false, rank: 1 });
    expect(list[0]?.unique_title).toMatchObject({ id: expect.stringMatching(/^\d{2}-\d{4}\.\d{2}$/) });
    expect(list[0]?.unique_title).toMatchObject({ mask_title: expect.any(String) });
    expect(list[0]?.match).toEqual(expect.any(Number));
  });
});

describe('GET /api/v1/result/{id}/', () => {
  it('returns your own result and 404 for anyone else’s', async () => {
    const { user, ids } = await studentWithResults();
    const other = await createUser(t);
    const id = ids[0] as number;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/result/${id}/`, headers: user.auth })).statusCode,
    ).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/result/${id}/`, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('PATCH /api/v1/result/{id}/', () => {
  it('is gated: without a plan or affiliate code it answers 403 with the detail and changes nothing', async () => {
    const { user, ids } = await studentWithResults();
    const res = await patch(user, ids[0] as number, { score: 4, booked: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: PRICING_MESSAGES.planRequired });
    const row = await t.ctx.db
      .selectFrom('career_results')
      .select('score')
      .where('id', '=', ids[0] as number)
      .executeTakeFirstOrThrow();
    expect(row.score).toBeNull();
  });

  it('an expired plan does not count; an affiliate code or the free plan does', async () => {
    const expired = await studentWithResults({
      pricing_plan_id: paidPlanId,
      plan_expires_at: '2000-01-01T00:00:00Z',
    });
    expect((await patch(expired.user, expired.ids[0] as number, { interested: true })).statusCode).toBe(403);

    const current = await studentWithResults({
      pricing_plan_id: paidPlanId,
      plan_expires_at: '2999-01-01T00:00:00Z',
    });
    expect((await patch(current.user, current.ids[0] as number, { interested: true })).statusCode).toBe(200);

    const affiliated = await studentWithResults({ affiliate_code: 'PATHSCOOP-DEMO' });
    expect((await patch(affiliated.user, affiliated.ids[0] as number, { interested: true })).statusCode).toBe(
      200,
    );

    const free = await studentWithResults({ pricing_plan_id: freePlanId });
    const res = await patch(free.user, free.ids[1] as number, { score: 5, interested: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: free.ids[1], score: 5, booked: false, interested: true });
    // Booking requests a mentorship session: the free plan includes none (modules/mentorship).
    const booking = await patch(free.user, free.ids[1] as number, { booked: true });
    expect(booking.statusCode).toBe(403);
    expect(booking.json().detail).toMatch(/^Mentorship sessions come with a pricing plan/);
    // Issue 24 #12: a minor without a parent or guardian on file: 403 with the reason, nothing booked.
    await t.ctx.db.deleteFrom('guardian_contacts').where('user_id', '=', current.user.id).execute();
    const noGuardian = await patch(current.user, current.ids[1] as number, { score: 4, booked: true });
    expect(noGuardian.statusCode).toBe(403);
    expect(noGuardian.json()).toEqual({
      detail: MENTORSHIP_MESSAGES.guardianRequired,
      code: 'guardian_required',
    });
    await t.ctx.db
      .insertInto('guardian_contacts')
      .values({ user_id: current.user.id, email: 'parent.of.current@example.org' })
      .execute();
    const booked = await patch(current.user, current.ids[1] as number, { score: 4, booked: true });
    expect(booked.json()).toMatchObject({ booked: true, score: 4 });
    const sessions = await t.ctx.db
      .selectFrom('mentor_sessions')
      .select(['student_id', 'topic', 'career_code', 'status'])
      .where('student_id', 'in', [free.user.id, current.user.id])
      .execute();
    expect(sessions).toEqual([
      expect.objectContaining({
        student_id: current.user.id,
        status: 'requested',
        topic: booked.json().unique_title.mask_title,
        career_code: booked.json().unique_title.id,
      }),
    ]);
  });

  it('only the owner: another student gets 404 even with a plan', async () => {
    const { ids } = await studentWithResults();
    const other = await createUser(t, { pricing_plan_id: freePlanId });
    const res = await patch(other, ids[0] as number, { score: 3 });
    expect(res.statusCode).toBe(404);
  });

  it('score must be 1-5 or null', async () => {
    const { user, ids } = await studentWithResults({ pricing_plan_id: freePlanId });
    const id = ids[0] as number;
    for (const score of [0, 6, 2.5, '3']) {
      const res = await patch(user, id, { score });
      expect(res.statusCode, String(score)).toBe(400);
      expect(res.json()).toEqual({ score: [SCORE_MESSAGE] });
    }
    expect((await patch(user, id, { score: 1 })).json()).toMatchObject({ score: 1 });
    expect((await patch(user, id, { score: null, booked: false })).json()).toMatchObject({
      score: null,
      booked: false,
    });
  });

  it('saves and unsaves (interested) and keeps it across reads', async () => {
    const { user, ids } = await studentWithResults({ affiliate_code: 'PATHSCOOP-DEMO' });
    const id = ids[2] as number;
    expect((await patch(user, id, { interested: true })).json()).toMatchObject({ interested: true });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/result/', headers: user.auth })
    ).json() as {
      id: number;
      interested: boolean;
    }[];
    expect(list.find((r) => r.id === id)?.interested).toBe(true);
    expect((await patch(user, id, { interested: false })).json()).toMatchObject({ interested: false });
  });

  it('rejects an empty body', async () => {
    const { user, ids } = await studentWithResults({ pricing_plan_id: freePlanId });
    expect((await patch(user, ids[0] as number, {})).statusCode).toBe(400);
  });
});
