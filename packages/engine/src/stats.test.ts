import { describe, expect, it } from 'vitest';
import { median, pearson, percentileRanks, quantile } from './stats';

describe('stats', () => {
  it('gives mid-rank percentiles, ties shared', () => {
    expect(percentileRanks([10, 20, 20, 30])).toEqual([0.125, 0.5, 0.5, 0.875]);
  });
  it('computes Pearson correlation, 0 for a constant vector', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBe(0);
  });
  it('computes medians and quantiles', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.99)).toBe(10);
  });
});
