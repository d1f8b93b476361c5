import { describe, expect, it } from 'vitest';
import { educationFigures, educationRank, familyTitle } from './career-families';

describe('career families and education levels', () => {
  it('names a family by the first two digits of the code', () => {
    expect(familyTitle('15')).toBe('Computer and Mathematical');
    expect(familyTitle('99')).toBe('Other');
  });

  it('orders education levels as O*NET does', () => {
    expect(educationRank("Bachelor's Degree")).toBeLessThan(educationRank("Master's Degree"));
    expect(educationRank('High School Diploma - or the equivalent')).toBe(1);
  });

  it.each([
    [[{ level: "Bachelor's Degree", n: 1 }], "Bachelor's Degree"],
    [
      [
        { level: "Master's Degree", n: 1 },
        { level: 'High School Diploma', n: 2 },
      ],
      'High School Diploma',
    ],
    [
      [
        { level: "Master's Degree", n: 3 },
        { level: 'High School Diploma', n: 2 },
        { level: null, n: 7 },
      ],
      "Master's Degree",
    ],
    [[], null],
  ])('median of %j is %s', (counts, median) => {
    expect(educationFigures(counts).median).toBe(median);
  });

  it('gives shares in education order', () => {
    const f = educationFigures([
      { level: "Master's Degree", n: 1 },
      { level: 'High School Diploma', n: 3 },
    ]);
    expect(f.shares).toEqual([
      { level: 'High School Diploma', share: 0.75 },
      { level: "Master's Degree", share: 0.25 },
    ]);
  });
});
