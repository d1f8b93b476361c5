import type { PricingPlan } from '@pathscoop/contracts';
import { describe, expect, it } from 'vitest';
import { summarisePlan } from './plan-summary';

const plan = (id: number, title: string, price: string): PricingPlan => ({
  id,
  title,
  price,
  description: `${title}\nA bullet`,
  duration: 'month',
  image: null,
  is_free: Number(price) === 0,
});
const plans = [
  plan(1, 'Single Scoop', '0.00'),
  plan(2, 'Double Scoop', '12.00'),
  plan(4, 'Milkshake', '99.00'),
];
const student = { role: 'Student' as const, pricing_plan: null, plan_expires_at: null };

describe('summarisePlan (spec part 2, My Plan)', () => {
  it('no plan: Free Plan, Free Member, can change', () => {
    expect(summarisePlan(student, plans)).toMatchObject({
      heading: 'Free Plan',
      label: 'Free Member',
      isPaid: false,
      canChange: true,
    });
  });

  it('a free plan shows its title under Free Plan', () => {
    expect(summarisePlan({ ...student, pricing_plan: 1 }, plans)).toMatchObject({
      heading: 'Free Plan',
      label: 'Single Scoop',
      isPaid: false,
    });
  });

  it('a plan with a nonzero price is the Active Plan, with its expiry', () => {
    const s = summarisePlan(
      { ...student, pricing_plan: 2, plan_expires_at: '2026-07-01T00:00:00.000Z' },
      plans,
    );
    expect(s).toMatchObject({ heading: 'Active Plan', label: 'Double Scoop', isPaid: true, canChange: true });
    expect(s.expiresAt?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it("hides 'Change The Plan' for the plan titled Milkshake", () => {
    expect(summarisePlan({ ...student, pricing_plan: 4 }, plans)).toMatchObject({
      label: 'Milkshake',
      canChange: false,
    });
  });

  it('labels mentors Community Partner and counts them as paid', () => {
    expect(summarisePlan({ ...student, role: 'Mentor' }, plans)).toMatchObject({
      heading: 'Active Plan',
      label: 'Community Partner',
      isPaid: true,
      canChange: false,
    });
  });

  it('an id matching no plan reads as Free Member', () => {
    expect(summarisePlan({ ...student, pricing_plan: 99 }, plans)).toMatchObject({
      label: 'Free Member',
      isPaid: false,
    });
  });
});
