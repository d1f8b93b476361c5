import { describe, expect, it } from 'vitest';
import { diversify } from './diversify';
import { prepareCatalogue } from './prepare-catalogue';
import { syntheticCareers } from './testing/synthetic-catalogue';
import { DEFAULT_WEIGHTS } from './weights';

// Careers 0-2, 3-5, … are variants of one SOC detailed occupation.
const catalogue = prepareCatalogue(syntheticCareers(30));
const order = Array.from({ length: 30 }, (_, i) => i);

describe('diversify', () => {
  // The greedy penalties (off as shipped since issue 23, still available).
  const penalties = { ...DEFAULT_WEIGHTS, diversity: { family: 0.02, broad: 0.01 } };

  it('lets a second family in when the fits are close (penalties)', () => {
    const fit = new Float64Array(30).map((_, i) => 0.9 - i * 0.001);
    const top = diversify(order, fit, catalogue, 4, penalties).slice(0, 4);
    const families = new Set(top.map((i) => catalogue.careers[i].family));
    expect(families.size).toBeGreaterThan(2);
  });

  it('keeps variants of one job when their fits are clearly ahead (penalties)', () => {
    const fit = new Float64Array(30).map((_, i) => (i < 3 ? 0.95 : 0.7));
    expect(diversify(order, fit, catalogue, 3, penalties).slice(0, 3)).toEqual([0, 1, 2]);
  });

  it('returns `limit` different careers from the pool', () => {
    const fit = new Float64Array(30).map((_, i) => 1 - i / 30);
    const top = diversify(order, fit, catalogue, 10, DEFAULT_WEIGHTS);
    expect(top).toHaveLength(10);
    expect(new Set(top).size).toBe(10);
  });

  it('never picks more than maxPerBroad careers of one SOC broad occupation', () => {
    const fit = new Float64Array(30).map((_, i) => (i < 3 ? 0.95 : 0.7 - i * 0.001));
    const capped = { ...DEFAULT_WEIGHTS, diversity: { family: 0, broad: 0, maxPerBroad: 2 } };
    expect(diversify(order, fit, catalogue, 3, capped)).toEqual([0, 1, 3]);
    // A list that already respects the cap is the plain score order.
    const spread = new Float64Array(30).map((_, i) => 1 - i / 30);
    expect(diversify(order, spread, catalogue, 2, capped)).toEqual([0, 1]);
  });
});
