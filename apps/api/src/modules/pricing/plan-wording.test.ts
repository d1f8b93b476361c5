import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../db/migrations/0121_one_time_plan_wording';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('issue 24 #19: plan wording matches a one-time payment', () => {
  it('issue 24 #19: no plan promises "Cancel any time" (every checkout is a one-time payment)', async () => {
    // A database that still has the line the 0091 migration seeded gets it replaced.
    await sql`update pricing_plans set description = description || ${'\nCancel any time; sessions stay bookable for 12 months.'}
      where slug = 'sundae'`.execute(t.ctx.db);
    await up(t.ctx.db as never);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pricing_plan/' });
    const text = JSON.stringify(res.json());
    expect(text).not.toMatch(/cancel any time/i);
    expect(text).toContain('One payment, no subscription');
  });

  it('issue 24 #19: the AI Insights Report (built) is never the COMING SOON line before a 100% note', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/api/v1/pricing_plan/' })).json() as {
      description: string;
    }[];
    for (const p of plans) {
      const lines = p.description.split('\n');
      lines.forEach((line, i) => {
        if (lines[i + 1]?.includes('100%')) expect(line, p.description).not.toMatch(/Insights Report/);
      });
    }
    expect(JSON.stringify(plans)).toContain('Your AI Insights Report, free for every Career Explorer');
  });
});
