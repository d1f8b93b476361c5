/**
 * Job Zone fit with the education the student aims for (sign-up code), as a factor on the fit:
 * the aimed-for education prepares for zone Z* (2 HS/GED → 2, 5 Associate's → 3, 6 Bachelor's → 4,
 * 8 Master's → 5, 11 Doctoral → 5). Each zone above Z* costs `above` (30 %), each zone below it
 * beyond `freeBelow` (0) costs `below` (10 %): close to My Next Move's list for the chosen Job Zone,
 * without hiding a career that fits far better (a plan can still be exceeded or scaled down). Younger students (grade FM/SM or age under 16) pay
 * half, because plans change. The factor never goes below 0.1.
 * No education given, or a career without a Job Zone: factor 1. These are policy choices, not fitted
 * (there is no outcome data to fit them to); docs/engine.md.
 */
import type { RecommendContext } from './types';
import { DEFAULT_WEIGHTS } from './weights';

export const ASPIRED_ZONE: Record<number, number> = { 2: 2, 5: 3, 6: 4, 8: 5, 11: 5 };

export function isYoung(context: RecommendContext): boolean {
  return context.grade === 'FM' || context.grade === 'SM' || (context.age != null && context.age < 16);
}

export type ZoneCosts = { above: number; below: number; freeBelow: number };

export function zoneFit(
  jobZone: number | null,
  context: RecommendContext,
  costs: ZoneCosts = DEFAULT_WEIGHTS.zone,
): number {
  const target = context.education ? ASPIRED_ZONE[context.education] : undefined;
  if (!target || !jobZone) return 1;
  const above = Math.max(0, jobZone - target);
  const farBelow = Math.max(0, target - jobZone - costs.freeBelow);
  const penalty = costs.above * above + costs.below * farBelow;
  return Math.max(0.1, 1 - (isYoung(context) ? penalty / 2 : penalty));
}
