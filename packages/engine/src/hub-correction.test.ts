import { describe, expect, it } from 'vitest';
import { randomRespondent } from './evaluation/respondents';
import { hubCorrection } from './hub-correction';
import { prepareCatalogue } from './prepare-catalogue';
import { createRandom } from './random';
import { rankCatalogue } from './rank-catalogue';
import { scoreAnswers } from './score-answers';
import { syntheticCareers } from './testing/synthetic-catalogue';
import { DEFAULT_WEIGHTS, type EngineWeights } from './weights';

const catalogue = prepareCatalogue(syntheticCareers(120, 7));
// Interest-heavy weights, the setting in which hubs appear (docs/engine.md).
const heavy: EngineWeights = {
  ...DEFAULT_WEIGHTS,
  interest: 0.75,
  skill: 0.15,
  value: 0.1,
  interestMix: { closeness: 0, shape: 0.85, code: 0.15 },
  diversity: { family: 0.02, broad: 0.01 },
  exposureCap: 0,
  skillShrink: 0, // the first round's setting (skill shrinkage came in the fourth round)
};
const corrected: EngineWeights = { ...heavy, hub: { shift: 1, standardise: 1 } };
const shiftOnly: EngineWeights = { ...heavy, hub: { shift: 1, standardise: 0 } };

/** Share of random respondents' top 10s each career is in (a seed the correction does not use). */
function shares(weights: EngineWeights): Float64Array {
  const random = createRandom(99);
  const counts = new Float64Array(catalogue.size);
  const n = 400;
  for (let r = 0; r < n; r++) {
    const profile = scoreAnswers(catalogue.instrument, randomRespondent(catalogue.instrument, random));
    for (const i of rankCatalogue(profile, catalogue, {}, weights).top) counts[i] += 1 / n;
  }
  return counts;
}

describe('hub correction', () => {
  it('is off as shipped: no correction, the ranking is unchanged', () => {
    expect(hubCorrection(catalogue, DEFAULT_WEIGHTS)).toBeNull();
  });

  it('lowers the share of random lists of the largest hub', () => {
    const before = shares(heavy);
    const hub = before.indexOf(Math.max(...before));
    const after = shares(corrected);
    // Fair share: 10 of 120 careers = 0.083; the hub is in 12 % of lists, 9 % after the correction.
    expect(before[hub]).toBeGreaterThan(0.1);
    expect(after[hub]).toBeLessThan(before[hub] - 0.02);
  }, 30_000); // 1,200 rankings: slow on a loaded machine

  it('pulls down only careers above the average reference fit, and is cached with the catalogue', () => {
    const c = hubCorrection(catalogue, shiftOnly);
    expect(c).not.toBeNull();
    if (!c) return;
    expect(Math.max(...c.shift)).toBe(0);
    expect(Math.min(...c.shift)).toBeLessThan(0);
    for (const s of c.scale) expect(s).toBe(1);
    expect(hubCorrection(catalogue, { ...shiftOnly })).toBe(c);
  });
});
