import { describe, expect, it } from 'vitest';
import { nearTheEnd, slidesForWidth } from './carousel';

describe('resource carousel rules (spec part 2 §9)', () => {
  it.each([
    [3000, 7],
    [2501, 7],
    [2500, 6],
    [2000, 5],
    [1800, 4],
    [1280, 4],
    [1024, 3],
    [600, 2],
    [480, 1],
    [390, 1],
  ])('%i px wide shows %i slides', (width, slides) => {
    expect(slidesForWidth(width)).toBe(slides);
  });

  it('the next page loads when the last visible slide is 4 from the end', () => {
    // 10 items, one per view: slide index 6 is the 4th from the end.
    expect(nearTheEnd(5, 1, 10)).toBe(false);
    expect(nearTheEnd(6, 1, 10)).toBe(true);
    // Four per view: first visible 3 shows 3..6.
    expect(nearTheEnd(2, 4, 10)).toBe(false);
    expect(nearTheEnd(3, 4, 10)).toBe(true);
  });
});
