import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { setUserPlan } from '../pricing/pricing.repo';
import { freshHeaders, insertUser, seededPlans, testClock } from './testing/helpers';

const DAY = 24 * 3600 * 1000;

describe('GET /api/v1/profile/ reports the plan, whether it is paid and its expiry', async () => {
  const clock = testClock(new Date('2025-06-01T00:00:00Z'));
  const { app, ctx } = await createTestApp({ overrides: { now: clock.now } });
  const plans = await seededPlans(ctx);
  const profile = async (userId: number) =>
    (
      await app.inject({ method: 'GET', url: '/api/v1/profile/', headers: await freshHeaders(ctx, userId) })
    ).json();
  const fields = (p: Record<string, unknown>) => ({
    pricing_plan: p.pricing_plan,
    plan_is_paid: p.plan_is_paid,
    plan_expires_at: p.plan_expires_at,
  });

  it('no plan; the free plan (not paid, no expiry); a current paid plan; an expired one reads as none', async () => {
    const student = await insertUser(ctx);
    expect(fields(await profile(student.id))).toEqual({
      pricing_plan: null,
      plan_is_paid: false,
      plan_expires_at: null,
    });

    await setUserPlan(ctx.db, student.id, plans.free.id, null, clock.now());
    expect(fields(await profile(student.id))).toEqual({
      pricing_plan: plans.free.id,
      plan_is_paid: false,
      plan_expires_at: null,
    });

    const expires = new Date(clock.now().getTime() + 30 * DAY);
    await setUserPlan(ctx.db, student.id, plans.monthly.id, expires, clock.now());
    expect(fields(await profile(student.id))).toEqual({
      pricing_plan: plans.monthly.id,
      plan_is_paid: true,
      plan_expires_at: expires.toISOString(),
    });

    clock.set(new Date(expires.getTime() + 1000));
    expect(fields(await profile(student.id))).toEqual({
      pricing_plan: null,
      plan_is_paid: false,
      plan_expires_at: null,
    });
  });

  it('a mentor counts as paid', async () => {
    const mentor = await insertUser(ctx, { role: 'Mentor' });
    expect(fields(await profile(mentor.id))).toEqual({
      pricing_plan: null,
      plan_is_paid: true,
      plan_expires_at: null,
    });
  });
});
