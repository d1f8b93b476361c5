import { describe, expect, it } from 'vitest';
import { zoneFit } from './zone-fit';

describe('zoneFit', () => {
  it('is 1 without an education plan or a Job Zone', () => {
    expect(zoneFit(5, {})).toBe(1);
    expect(zoneFit(null, { education: 2 })).toBe(1);
  });
  it('costs 30 % per zone above the aimed-for zone, 10 % per zone below, half for younger students', () => {
    expect(zoneFit(2, { education: 2 })).toBe(1);
    expect(zoneFit(3, { education: 2 })).toBeCloseTo(0.7);
    expect(zoneFit(3, { education: 6 })).toBeCloseTo(0.9);
    expect(zoneFit(1, { education: 11 })).toBeCloseTo(0.6);
    expect(zoneFit(4, { education: 2, grade: 'FM' })).toBeCloseTo(0.7);
    expect(zoneFit(4, { education: 2, age: 14 })).toBeCloseTo(0.7);
    expect(zoneFit(5, { education: 2 })).toBeCloseTo(0.1);
  });
  it('takes other costs (the earlier policy: 8 % per zone above, 3 % per zone more than one below)', () => {
    const costs = { above: 0.08, below: 0.03, freeBelow: 1 };
    expect(zoneFit(4, { education: 2 }, costs)).toBeCloseTo(0.84);
    expect(zoneFit(1, { education: 11 }, costs)).toBeCloseTo(1 - 3 * 0.03);
  });
});
