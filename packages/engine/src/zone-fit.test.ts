import { describe, expect, it } from 'vitest';
import { zoneFit } from './zone-fit';

describe('zoneFit', () => {
  it('is neutral without an education plan or a Job Zone', () => {
    expect(zoneFit(5, {})).toBe(1);
    expect(zoneFit(null, { education: 2 })).toBe(1);
  });
  it('penalizes careers needing more preparation than the plan, 8 % per zone', () => {
    expect(zoneFit(2, { education: 2 })).toBe(1);
    expect(zoneFit(4, { education: 2 })).toBeCloseTo(0.84);
    expect(zoneFit(5, { education: 6 })).toBeCloseTo(0.92);
  });
  it('penalizes much lower preparation lightly and halves penalties for younger students', () => {
    expect(zoneFit(1, { education: 11 })).toBeCloseTo(1 - 3 * 0.03);
    expect(zoneFit(4, { education: 2, grade: 'FM' })).toBeCloseTo(0.92);
    expect(zoneFit(4, { education: 2, age: 14 })).toBeCloseTo(0.92);
  });
});
