/**
 * Value fit (scenario 3): itemFit of the slider scores with the career's work value / work style
 * percentiles; unweighted and symmetric.
 */
import { itemFit } from './item-fit';
import type { PreparedCatalogue } from './prepare-catalogue';
import type { ProfileVectors } from './profile-vectors';
import { shrinkTowardGroups } from './skill-shrink';
import type { EngineWeights } from './weights';

export function valueFit(p: ProfileVectors, c: PreparedCatalogue, i: number, w: EngineWeights): number {
  const v = w.sliderShrink
    ? shrinkTowardGroups(p.slider, p.sliderMask, new Int32Array(p.slider.length), w.sliderShrink)
    : p.slider;
  return itemFit(v, p.sliderMask, c.slider, null, i * c.sliderCount, 1, w.valueShape);
}
