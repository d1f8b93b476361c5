import { describe, expect, it } from 'vitest';
import { prepareCatalogue } from '../prepare-catalogue';
import { syntheticCareers } from '../testing/synthetic-catalogue';
import { IP_ITEMS, ipHighPoints, ipRanking, ipRawScores } from './onet-ip';

/**
 * Worked example. O*NET Web Services' My Next Move reference ("Matching careers") shows the answer
 * string below (60 digits, 1 = Strongly Dislike … 5 = Strongly Like). No published numeric area
 * scores for it were found, so the expected scores are built from the documented rules: items in
 * pairs R R I I A A S S E E C C (five rounds), each scored answer − 1 (0..4), summed per area.
 *   R: 5 5 3 4 2 5 3 5 2 3 → 4+4+2+3+1+4+2+4+1+2 = 27
 *   I: 3 4 2 5 4 1 1 1 1 1 → 13;  A: 2 1 2 3 1 5 4 5 5 5 → 23;  S: 3 2 5 2 3 4 4 5 3 4 → 25
 *   E: 1 1 3 5 2 1 3 1 3 4 → 14;  C: 3 4 2 3 1 1 1 1 4 4 → 14
 * (Against the real catalogue, the same example's first two "Best" careers in the reference, Dancers
 * and Skincare Specialists, are our ranking's first two: apps/api/scripts/engine-eval.test.ts.)
 */
const EXAMPLE = '553421321134342523523523254115342111351145453111231155343444';

describe('O*NET Interest Profiler Short Form (baseline)', () => {
  it('has 60 items, 10 per area, in pairs R R I I A A S S E E C C', () => {
    expect(IP_ITEMS).toHaveLength(60);
    expect(
      IP_ITEMS.slice(0, 12)
        .map((i) => i.area[0])
        .join(''),
    ).toBe('RRIIAASSEECC');
    for (const t of ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'])
      expect(IP_ITEMS.filter((i) => i.area === t)).toHaveLength(10);
  });

  it('scores the documented answer string: raw area scores 0..40', () => {
    expect(ipRawScores(EXAMPLE)).toEqual({
      Realistic: 27,
      Investigative: 13,
      Artistic: 23,
      Social: 25,
      Enterprising: 14,
      Conventional: 14,
    });
    expect(ipHighPoints(ipRawScores(EXAMPLE)).slice(0, 3)).toEqual(['Realistic', 'Social', 'Artistic']);
    expect(Object.values(ipRawScores('1'.repeat(60)))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(Object.values(ipRawScores('5'.repeat(60)))).toEqual([40, 40, 40, 40, 40, 40]);
    expect(() => ipRawScores('5'.repeat(59))).toThrow(/60/);
    expect(() => ipRawScores(`${'5'.repeat(59)}6`)).toThrow(/1\.\.5/);
  });

  it('lists the chosen Job Zone first, best profile correlation first', () => {
    const catalogue = prepareCatalogue(syntheticCareers(48));
    // A pure Artistic respondent: Artistic items Strongly Like, the rest Strongly Dislike.
    const answers = IP_ITEMS.map((i) => (i.area === 'Artistic' ? 5 : 1));
    const order = ipRanking(catalogue, ipRawScores(answers), 3);
    const zone3 = catalogue.careers.filter((c) => c.jobZone === 3).length;
    expect(order.slice(0, zone3).every((i) => catalogue.careers[i].jobZone === 3)).toBe(true);
    expect(catalogue.careers[order[0]].highPoint[0]).toBe('Artistic');
    expect(new Set(order).size).toBe(catalogue.size);
  });
});
