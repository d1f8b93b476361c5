import type { BoughtTerms } from '@pathscoop/contracts';
import { describe, expect, it } from 'vitest';
import { summarisePlan } from './plan-summary';

const terms = (plan_id: number, title: string, price: string): BoughtTerms => ({
  plan_id,
  version: 1,
  title,
  price,
  duration: 'month',
  duration_days: Number(price) === 0 ? null : 30,
  description_lines: [title, 'A bullet'],
  image: null,
  is_free: Number(price) === 0,
  mentor_sessions: 0,
  companions: false,
  daily_chat_messages: 0,
  priority_matching: false,
  on_sale: true,
});
const student = { role: 'Student' as const, plan: null, plan_expires_at: null };

describe('summarisePlan (spec part 2, My Plan)', () => {
  it('no plan: Free Plan, Free Member, can change', () => {
    expect(summarisePlan(student)).toMatchObject({
      heading: 'Free Plan',
      label: 'Free Member',
      isPaid: false,
      canChange: true,
    });
  });

  it('a free plan shows its title under Free Plan', () => {
    expect(summarisePlan({ ...student, plan: terms(1, 'Single Scoop', '0.00') })).toMatchObject({
      heading: 'Free Plan',
      label: 'Single Scoop',
      isPaid: false,
    });
  });

  it('a plan with a nonzero price is the Active Plan, with its expiry', () => {
    const s = summarisePlan({
      ...student,
      plan: terms(2, 'Double Scoop', '12.00'),
      plan_expires_at: '2026-07-01T00:00:00.000Z',
    });
    expect(s).toMatchObject({ heading: 'Active Plan', label: 'Double Scoop', isPaid: true, canChange: true });
    expect(s.expiresAt?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it("hides 'Change The Plan' for the plan titled Milkshake", () => {
    expect(summarisePlan({ ...student, plan: terms(4, 'Milkshake', '99.00') })).toMatchObject({
      label: 'Milkshake',
      canChange: false,
    });
  });

  it('labels mentors Community Partner and counts them as paid', () => {
    expect(summarisePlan({ ...student, role: 'Mentor' })).toMatchObject({
      heading: 'Active Plan',
      label: 'Community Partner',
      isPaid: true,
      canChange: false,
    });
  });
});
