import { describe, expect, it } from 'vitest';
import { slugOf } from './plans-lifecycle.service';

describe("slugOf (a new plan's key)", () => {
  it('joins the words with one dash, drops accents and symbols, and has a fallback', () => {
    expect(slugOf('Double Scoop Plus!')).toBe('double-scoop-plus');
    expect(slugOf('  --Crème  Brûlée--  ')).toBe('creme-brulee');
    expect(slugOf('!!!')).toBe('plan');
    expect(slugOf('a'.repeat(39) + ' bcd')).toBe('a'.repeat(39));
  });

  it('a long run of dashes (the trimming regex it replaced was quadratic on it; redos-scan.test.ts guards that)', () => {
    expect(slugOf(`x${'-'.repeat(100_000)}y`)).toBe('x-y');
  });
});
