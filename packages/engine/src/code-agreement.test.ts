import { describe, expect, it } from 'vitest';
import { codeAgreement } from './code-agreement';

describe('codeAgreement', () => {
  it('is 1 for identical three-letter codes and 0 for disjoint ones', () => {
    expect(codeAgreement([3, 1, 2], [3, 1, 2])).toBe(1);
    expect(codeAgreement([0, 4, 5], [3, 1, 2])).toBe(0);
  });
  it('weights the first letters most (Iachan)', () => {
    expect(codeAgreement([3, 1, 2], [2, 3, 1])).toBeCloseTo((10 + 2 + 4) / 28);
    expect(codeAgreement([3], [3, -1, -1])).toBeCloseTo(22 / 28);
    expect(codeAgreement([3, 1, 2], [-1, -1, 3], 0)).toBeCloseTo(4 / 28);
  });
});
