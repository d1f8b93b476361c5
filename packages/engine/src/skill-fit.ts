/**
 * Skill fit (scenario 2): itemFit of the self-ratings with the career's skill-level percentiles,
 * weighted by the career's importance of each skill; being above the career's level counts
 * `surplus` (< 1) as much as being below it. With weights.skillShrink the self-ratings are first
 * pulled towards their O*NET skill category's mean (skill-shrink.ts).
 */
import { itemFit } from './item-fit';
import type { PreparedCatalogue } from './prepare-catalogue';
import type { ProfileVectors } from './profile-vectors';
import { shrinkTowardGroups, skillGroups } from './skill-shrink';
import type { EngineWeights } from './weights';

export function skillFit(p: ProfileVectors, c: PreparedCatalogue, i: number, w: EngineWeights): number {
  const s = w.skillShrink
    ? shrinkTowardGroups(p.skill, p.skillMask, skillGroups(c.instrument), w.skillShrink)
    : p.skill;
  return itemFit(s, p.skillMask, c.skill, c.skillWeight, i * c.skillCount, w.surplus, w.skillShape);
}
