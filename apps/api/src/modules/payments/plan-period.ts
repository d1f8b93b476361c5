/**
 * What a verified payment does to the student's plan (docs/payments.md, ADR 010). Pure, so that
 * the order-independence can be tested on its own.
 *
 * - A plan lasts its `duration_days`, or 12 months when a paid plan has none.
 * - The period starts when Stripe says the payment happened (the event's `created`), never when
 *   the event happened to be delivered.
 * - Paying again for the plan one already has extends it from its current end.
 * - Otherwise the grant that reaches furthest wins: an older, shorter payment processed late does
 *   not replace a longer plan bought later. Free or expired plans are always replaced (by a
 *   period that has not already ended).
 */

export const DEFAULT_PERIOD_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;

export type CurrentPlan = {
  pricing_plan_id: number | null;
  plan_expires_at: Date | null;
  /** Price of the current plan; null without a plan. */
  plan_price: number | null;
};

export type Grant = { planId: number; durationDays: number | null; paidAt: Date };

export type GrantDecision = { expiresAt: Date; apply: boolean };

export function decideGrant(current: CurrentPlan, grant: Grant, now: Date): GrantDecision {
  const days = grant.durationDays ?? DEFAULT_PERIOD_DAYS;
  const currentIsActivePaid =
    current.pricing_plan_id !== null &&
    current.plan_expires_at !== null &&
    current.plan_expires_at.getTime() > now.getTime() &&
    (current.plan_price ?? 0) > 0;
  if (currentIsActivePaid && current.pricing_plan_id === grant.planId) {
    const from = Math.max(current.plan_expires_at!.getTime(), grant.paidAt.getTime());
    return { expiresAt: new Date(from + days * DAY_MS), apply: true };
  }
  const expiresAt = new Date(grant.paidAt.getTime() + days * DAY_MS);
  // A period that is already over (an event replayed long after) changes nothing.
  if (expiresAt.getTime() <= now.getTime()) return { expiresAt, apply: false };
  if (!currentIsActivePaid) return { expiresAt, apply: true };
  return { expiresAt, apply: expiresAt.getTime() > current.plan_expires_at!.getTime() };
}
