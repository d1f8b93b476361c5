/**
 * AI impact forecast from LLM exposure (Eloundou, Manning, Mishkin & Rock, "GPTs are GPTs", 2023):
 * we use the HUMAN-rated β = E1 + ½·E2, the share of an occupation's tasks whose time an LLM (alone,
 * or with software built on it) could cut by half or more; human ratings rather than the model's own.
 *   β < 0.20        → L (Low: fewer than one task in five exposed; the work changes little)
 *   0.20 ≤ β < 0.45 → M (Moderate: AI takes over part of the tasks)
 *   β ≥ 0.45        → H (High: nearly half the tasks or more are exposed)
 * Thresholds are round numbers near the 35th and 70th percentiles of the 923 occupations; the
 * import prints the resulting distribution. docs/adr/ records the decision.
 */
import type { AiImpact } from '@pathscoop/contracts';

export const AI_EXPOSURE_COLUMN = 'human_rating_beta';
export const AI_LOW_BELOW = 0.2;
export const AI_HIGH_FROM = 0.45;

export function aiImpactFromExposure(beta: number | null): AiImpact | null {
  if (beta === null || !Number.isFinite(beta)) return null;
  if (beta < AI_LOW_BELOW) return 'L';
  if (beta < AI_HIGH_FROM) return 'M';
  return 'H';
}
