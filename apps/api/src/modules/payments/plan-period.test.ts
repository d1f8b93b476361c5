import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD_DAYS, decideGrant } from './plan-period';

const DAY = 24 * 3600 * 1000;
const now = new Date('2025-06-01T00:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const none = { pricing_plan_id: null, plan_expires_at: null, plan_price: null };

describe('decideGrant', () => {
  it('starts the period when the payment happened and uses 12 months without a duration', () => {
    expect(decideGrant(none, { planId: 2, durationDays: 30, paidAt: at(-1) }, now)).toEqual({
      expiresAt: at(29),
      apply: true,
    });
    expect(decideGrant(none, { planId: 2, durationDays: null, paidAt: now }, now).expiresAt).toEqual(
      at(DEFAULT_PERIOD_DAYS),
    );
  });

  it('replaces a free plan and an expired plan', () => {
    const free = { pricing_plan_id: 1, plan_expires_at: null, plan_price: 0 };
    expect(decideGrant(free, { planId: 2, durationDays: 30, paidAt: now }, now).apply).toBe(true);
    const expired = { pricing_plan_id: 4, plan_expires_at: at(-1), plan_price: 99 };
    expect(decideGrant(expired, { planId: 2, durationDays: 30, paidAt: now }, now).apply).toBe(true);
  });

  it('extends the same plan from its current end', () => {
    const current = { pricing_plan_id: 2, plan_expires_at: at(10), plan_price: 12 };
    expect(decideGrant(current, { planId: 2, durationDays: 30, paidAt: now }, now)).toEqual({
      expiresAt: at(40),
      apply: true,
    });
  });

  it('keeps a longer plan over a shorter one, whichever is processed first', () => {
    const year = { planId: 4, durationDays: 365, paidAt: now };
    const month = { planId: 2, durationDays: 30, paidAt: at(1) };
    const afterYear = { pricing_plan_id: 4, plan_expires_at: at(365), plan_price: 99 };
    const afterMonth = { pricing_plan_id: 2, plan_expires_at: at(31), plan_price: 12 };
    expect(decideGrant(afterYear, month, now).apply).toBe(false);
    expect(decideGrant(afterMonth, year, now)).toEqual({ expiresAt: at(365), apply: true });
  });

  it('changes nothing for a period that has already ended', () => {
    const free = { pricing_plan_id: 1, plan_expires_at: null, plan_price: 0 };
    expect(decideGrant(free, { planId: 2, durationDays: 30, paidAt: at(-40) }, now).apply).toBe(false);
  });
});
