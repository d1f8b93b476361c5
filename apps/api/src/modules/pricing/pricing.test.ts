import { PRICING_MESSAGES, parsePlanDescription } from '@pathscoop/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createTestApp } from '../../test/test-app';
import { buildSignedInUser } from '../accounts/accounts.factory';
import { assertPlanOrAffiliation, choosePlan, hasPlanOrAffiliation } from './pricing.service';

async function insertUser(
  ctx: Awaited<ReturnType<typeof createTestApp>>['ctx'],
  overrides: Record<string, unknown> = {},
) {
  const row = await ctx.db
    .insertInto('users')
    .values({
      email: `u${Math.random().toString(36).slice(2)}@example.com`,
      password_hash: 'x',
      role: 'Student',
      first_name: 'Test',
      last_name: 'User',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /api/v1/pricing_plan/', () => {
  it('lists the seeded plans in order: a free plan first, paid ones, and Milkshake', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/pricing_plan/' });
    expect(res.statusCode).toBe(200);
    const plans = res.json() as {
      title: string;
      price: string;
      is_free: boolean;
      duration: string;
      image: string;
    }[];
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans[0]).toMatchObject({ title: 'Single Scoop', price: '0.00', is_free: true });
    expect(plans.filter((p) => !p.is_free).length).toBeGreaterThanOrEqual(2);
    expect(plans.map((p) => p.title)).toContain('Milkshake');
    for (const p of plans) {
      expect(p.image).toMatch(/^\/images\/plans\/.+\.svg$/);
      expect(p.duration).not.toBe('');
    }
  });

  it('every plan description has a title line, bullets and a COMING SOON line before a 100% note', async () => {
    const { app } = await createTestApp();
    const plans = (await app.inject({ method: 'GET', url: '/api/v1/pricing_plan/' })).json() as {
      description: string;
    }[];
    for (const plan of plans) {
      const parsed = parsePlanDescription(plan.description);
      expect(parsed.title).not.toBe('');
      expect(parsed.lines.some((l) => l.comingSoon)).toBe(true);
      expect(parsed.lines.some((l) => l.note)).toBe(true);
    }
  });
});

describe('the gating rule', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  it('needs a plan or an affiliate code; an expired plan does not count', () => {
    const none = { pricing_plan_id: null, plan_expires_at: null, affiliate_code: null };
    expect(hasPlanOrAffiliation(none, now)).toBe(false);
    expect(hasPlanOrAffiliation({ ...none, affiliate_code: '  ' }, now)).toBe(false);
    expect(hasPlanOrAffiliation({ ...none, affiliate_code: 'PATHSCOOP-DEMO' }, now)).toBe(true);
    expect(hasPlanOrAffiliation({ ...none, pricing_plan_id: 1 }, now)).toBe(true);
    expect(
      hasPlanOrAffiliation(
        { ...none, pricing_plan_id: 2, plan_expires_at: new Date('2025-07-01T00:00:00Z') },
        now,
      ),
    ).toBe(true);
    expect(
      hasPlanOrAffiliation(
        { ...none, pricing_plan_id: 2, plan_expires_at: new Date('2025-05-31T23:59:59Z') },
        now,
      ),
    ).toBe(false);
  });

  it('assertPlanOrAffiliation throws 403 with the detail text', async () => {
    const { ctx } = await createTestApp();
    const id = await insertUser(ctx);
    const err = await assertPlanOrAffiliation(ctx.db, id, now).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(403);
    expect((err as AppError).body).toEqual({ detail: PRICING_MESSAGES.planRequired });
  });
});

describe('choosing a plan', () => {
  it('sets a free plan, refuses a paid plan with a clear 400 and an unknown id with 400', async () => {
    const { ctx } = await createTestApp();
    const userId = await insertUser(ctx);
    const plans = await ctx.db
      .selectFrom('pricing_plans')
      .select(['id', 'price'])
      .orderBy('position')
      .execute();
    const free = plans.find((p) => Number(p.price) === 0);
    const paid = plans.find((p) => Number(p.price) > 0);
    if (!free || !paid) throw new Error('seed is missing plans');

    const paidErr = (await choosePlan(ctx.db, userId, paid.id, new Date()).catch(
      (e: unknown) => e,
    )) as AppError;
    expect(paidErr.status).toBe(400);
    expect(paidErr.body).toEqual({ pricing_plan: [PRICING_MESSAGES.paidPlanNotAvailable] });

    const unknownErr = (await choosePlan(ctx.db, userId, 999_999, new Date()).catch(
      (e: unknown) => e,
    )) as AppError;
    expect(unknownErr.status).toBe(400);

    await choosePlan(ctx.db, userId, free.id, new Date());
    const user = await ctx.db
      .selectFrom('users')
      .select(['pricing_plan_id', 'plan_expires_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ pricing_plan_id: free.id, plan_expires_at: null });
    await expect(assertPlanOrAffiliation(ctx.db, userId, new Date())).resolves.toBeUndefined();
  });
});

describe('PATCH /api/v1/profile/ {pricing_plan}', () => {
  it('requires sign-in', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'PATCH', url: '/api/v1/profile/', payload: { pricing_plan: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('sets the free plan and returns the profile; a paid plan gets 400 with the message; bad input 400', async () => {
    const t = await createTestApp();
    const { access } = await buildSignedInUser(t.app, t.ctx);
    const headers = { authorization: `Bearer ${access}` };
    const plans = (await t.app.inject({ method: 'GET', url: '/api/v1/pricing_plan/' })).json() as {
      id: number;
      is_free: boolean;
    }[];
    const free = plans.find((p) => p.is_free);
    const paid = plans.find((p) => !p.is_free);

    const paidRes = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      headers,
      payload: { pricing_plan: paid?.id },
    });
    expect(paidRes.statusCode).toBe(400);
    expect(paidRes.json()).toEqual({ pricing_plan: [PRICING_MESSAGES.paidPlanNotAvailable] });

    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      headers,
      payload: { pricing_plan: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('pricing_plan');

    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      headers,
      payload: { pricing_plan: free?.id },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ pricing_plan: free?.id });
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers });
    expect(profile.json()).toMatchObject({ pricing_plan: free?.id });
  });
});
