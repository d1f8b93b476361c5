import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random';

describe('random', () => {
  it('is reproducible from its seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect([a.next(), a.gaussian(), a.int(10)]).toEqual([b.next(), b.gaussian(), b.int(10)]);
  });
  it('draws standard normal values', () => {
    const r = createRandom(7);
    const xs = Array.from({ length: 20000 }, () => r.gaussian());
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(sd).toBeCloseTo(1, 1);
  });
  it('hashes strings stably', () => {
    expect(hashString('29-1141.00')).toBe(hashString('29-1141.00'));
    expect(hashString('29-1141.00')).not.toBe(hashString('29-1141.01'));
  });
});
