import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { combineEntitlements, loadEntitlements, NO_ENTITLEMENTS } from './entitlements';

const plan = (mentor_sessions: number, companions: boolean, daily: number | null, priority = false) => ({
  mentor_sessions,
  companions,
  daily_chat_messages: daily,
  priority_matching: priority,
});

describe('combineEntitlements (pure)', () => {
  it.each([
    ['nothing', null, null, NO_ENTITLEMENTS],
    [
      'a plan alone',
      plan(3, true, 80),
      null,
      {
        source: 'plan',
        mentorSessionsPerYear: 3,
        companions: true,
        dailyChatMessages: 80,
        priorityMatching: false,
        parentSummary: false,
      },
    ],
    [
      'a plan without companions allows no messages',
      plan(0, false, 50),
      null,
      {
        source: 'plan',
        mentorSessionsPerYear: 0,
        companions: false,
        dailyChatMessages: 0,
        priorityMatching: false,
        parentSummary: false,
      },
    ],
    [
      'a school alone',
      null,
      plan(2, true, 30),
      {
        source: 'school',
        mentorSessionsPerYear: 2,
        companions: true,
        dailyChatMessages: 30,
        priorityMatching: false,
        parentSummary: false,
      },
    ],
    [
      'both: the more generous of each, unlimited wins',
      plan(6, true, null, true),
      plan(2, true, 30),
      {
        source: 'plan+school',
        mentorSessionsPerYear: 6,
        companions: true,
        dailyChatMessages: null,
        priorityMatching: true,
        parentSummary: false,
      },
    ],
    [
      'both: the free plan adds nothing to a school',
      plan(0, false, 0),
      plan(2, true, 30),
      {
        source: 'plan+school',
        mentorSessionsPerYear: 2,
        companions: true,
        dailyChatMessages: 30,
        priorityMatching: false,
        parentSummary: false,
      },
    ],
  ] as const)('%s', (_name, p, s, expected) => {
    expect(combineEntitlements(p, s)).toEqual(expected);
  });
});

describe('loadEntitlements (database)', () => {
  it('reads the seeded plans, expiry, the school and the role', async () => {
    const { ctx } = await createTestApp();
    const now = new Date('2026-06-01T00:00:00Z');
    const plans = await ctx.db.selectFrom('pricing_plans').select(['id', 'slug']).execute();
    const id = (slug: string) => plans.find((p) => p.slug === slug)?.id ?? -1;
    const school = await ctx.db
      .selectFrom('schools')
      .select(['id', 'affiliate_code'])
      .executeTakeFirstOrThrow();
    const insert = async (values: Record<string, unknown>) =>
      (
        await ctx.db
          .insertInto('users')
          .values({
            email: `e${Math.random().toString(36).slice(2)}@example.com`,
            password_hash: 'x',
            role: 'Student',
            first_name: 'Ent',
            last_name: 'Itled',
            ...values,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const none = await insert({});
    const free = await insert({ pricing_plan_id: id('single-scoop') });
    const milkshake = await insert({
      pricing_plan_id: id('milkshake'),
      plan_expires_at: new Date('2027-01-01T00:00:00Z'),
    });
    const expired = await insert({
      pricing_plan_id: id('sundae'),
      plan_expires_at: new Date('2026-05-01T00:00:00Z'),
    });
    const schoolOnly = await insert({ affiliate_code: school.affiliate_code, school_id: school.id });
    const mentor = await insert({ role: 'Mentor', pricing_plan_id: id('milkshake') });

    expect(await loadEntitlements(ctx.db, none, now)).toEqual(NO_ENTITLEMENTS);
    expect(await loadEntitlements(ctx.db, free, now)).toMatchObject({
      source: 'plan',
      companions: false,
      mentorSessionsPerYear: 0,
    });
    expect(await loadEntitlements(ctx.db, milkshake, now)).toMatchObject({
      companions: true,
      dailyChatMessages: null,
      mentorSessionsPerYear: 6,
      priorityMatching: true,
      parentSummary: true,
    });
    expect(await loadEntitlements(ctx.db, expired, now)).toEqual(NO_ENTITLEMENTS);
    expect(await loadEntitlements(ctx.db, schoolOnly, now)).toMatchObject({
      source: 'school',
      companions: true,
      mentorSessionsPerYear: 2,
      dailyChatMessages: 30,
    });
    expect(await loadEntitlements(ctx.db, mentor, now)).toEqual(NO_ENTITLEMENTS);
  });

  it('every seeded paid plan sells what its description says', async () => {
    const { ctx } = await createTestApp();
    const rows = await ctx.db
      .selectFrom('pricing_plans')
      .select(['slug', 'description', 'mentor_sessions', 'companions', 'daily_chat_messages'])
      .execute();
    const words: Record<string, number> = { One: 1, Three: 3, Six: 6 };
    for (const r of rows) {
      const m = /^(One|Three|Six) 1:1 micro-mentorship session/m.exec(r.description);
      expect(r.mentor_sessions, r.slug).toBe(m ? words[m[1] as string] : 0);
      expect(r.companions, r.slug).toBe(/AI Career Buddy/.test(r.description));
      if (/Unlimited AI Career Buddy/.test(r.description)) expect(r.daily_chat_messages).toBeNull();
    }
  });
});
