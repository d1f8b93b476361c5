import type { PricingPlan } from '@pathscoop/contracts';
import { PAYMENT_MESSAGES, PRICING_MESSAGES } from '@pathscoop/contracts';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/errors';
import {
  type AccessRow,
  findAccessRow,
  findAnyPlan,
  listActivePlans,
  type PlanRow,
  setUserPlan,
} from './pricing.repo';

export const isFreePlan = (plan: Pick<PlanRow, 'price'>) => Number(plan.price) === 0;

export function presentPlan(plan: PlanRow): PricingPlan {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    price: Number(plan.price).toFixed(2),
    duration: plan.duration,
    image: plan.image,
    is_free: isFreePlan(plan),
  };
}

export async function listPlans(db: Database): Promise<PricingPlan[]> {
  return (await listActivePlans(db)).map(presentPlan);
}

/**
 * THE gating rule (docs/gating.md): saving, scoring and booking careers (and, later, mentorship
 * sessions) need a current pricing plan or an affiliate code. A plan whose `plan_expires_at` has
 * passed does not count; a plan without an expiry (the free plan) always counts.
 */
export function hasPlanOrAffiliation(
  user: Pick<AccessRow, 'pricing_plan_id' | 'plan_expires_at' | 'affiliate_code'>,
  now: Date,
): boolean {
  if (user.affiliate_code && user.affiliate_code.trim() !== '') return true;
  if (user.pricing_plan_id === null) return false;
  return user.plan_expires_at === null || user.plan_expires_at.getTime() > now.getTime();
}

/** Throws the 403 `{detail}` the client shows before sending the user to /pricingplan. */
export async function assertPlanOrAffiliation(db: Database, userId: number, now: Date): Promise<void> {
  const user = await findAccessRow(db, userId);
  if (!user) throw notFound();
  if (!hasPlanOrAffiliation(user, now)) throw forbidden(PRICING_MESSAGES.planRequired);
}

/**
 * PATCH profile/ {pricing_plan}: a student may pick a free plan here; paid plans are bought through
 * the payment flow (a later issue), so choosing one answers 400 with a clear message.
 */
export async function choosePlan(db: Database, userId: number, planId: number, now: Date): Promise<PlanRow> {
  const plan = await findAnyPlan(db, planId);
  if (!plan) throw new AppError(400, { pricing_plan: [PRICING_MESSAGES.planUnknown] });
  if (!plan.is_active) throw new AppError(400, { pricing_plan: [PAYMENT_MESSAGES.planNotOffered] });
  if (!isFreePlan(plan)) throw new AppError(400, { pricing_plan: [PRICING_MESSAGES.paidPlanNotAvailable] });
  await setUserPlan(db, userId, plan.id, null, now);
  return plan;
}
