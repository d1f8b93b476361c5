/**
 * Job Zone fit with the education the student aims for (sign-up code), as a factor on the fit:
 * the aimed-for education prepares for zone Z* (2 HS/GED → 2, 5 Associate's → 3, 6 Bachelor's → 4,
 * 8 Master's → 5, 11 Doctoral → 5). Each zone above Z* costs 8 %, each zone more than one below
 * it costs 3 %. Younger students (grade FM/SM or age under 16) pay half, because plans change.
 * No education given, or a career without a Job Zone: factor 1. These are policy choices, not fitted
 * (there is no outcome data to fit them to); docs/engine.md.
 */
import type { RecommendContext } from './types';

export const ASPIRED_ZONE: Record<number, number> = { 2: 2, 5: 3, 6: 4, 8: 5, 11: 5 };

export function isYoung(context: RecommendContext): boolean {
  return context.grade === 'FM' || context.grade === 'SM' || (context.age != null && context.age < 16);
}

export function zoneFit(jobZone: number | null, context: RecommendContext): number {
  const target = context.education ? ASPIRED_ZONE[context.education] : undefined;
  if (!target || !jobZone) return 1;
  const above = Math.max(0, jobZone - target);
  const farBelow = Math.max(0, target - jobZone - 1);
  const penalty = 0.08 * above + 0.03 * farBelow;
  return 1 - (isYoung(context) ? penalty / 2 : penalty);
}
