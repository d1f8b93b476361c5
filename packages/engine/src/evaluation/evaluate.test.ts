import { describe, expect, it } from 'vitest';
import { INSTRUMENT } from '../instrument';
import { prepareCatalogue } from '../prepare-catalogue';
import { createRandom } from '../random';
import { scoreAnswers } from '../score-answers';
import { syntheticCareers } from '../testing/synthetic-catalogue';
import { checkGoals, runEvaluation } from './evaluate';
import { pureRespondent, randomRespondent } from './respondents';
import { splitCareers } from './split';

const catalogue = prepareCatalogue(syntheticCareers(48));

describe('evaluation machinery (synthetic catalogue)', () => {
  it('splits careers into two stable halves', () => {
    const a = splitCareers(catalogue);
    const b = splitCareers(catalogue);
    expect(a).toEqual(b);
    expect(a.train.length + a.test.length).toBe(48);
    expect(a.train.length).toBeGreaterThan(10);
    expect(a.test.length).toBeGreaterThan(10);
  });

  it('builds pure and random respondents the instrument accepts', () => {
    const pure = scoreAnswers(INSTRUMENT, pureRespondent(INSTRUMENT, 'Enterprising'));
    expect(pure.interests.Enterprising).toBe(1);
    expect(pure.rankedTypes[0]).toBe('Enterprising');
    const random = scoreAnswers(INSTRUMENT, randomRespondent(INSTRUMENT, createRandom(3)));
    expect(random.completeness.activities).toBe(1);
  });

  it('reports every figure and checks them against the goals', () => {
    const r = runEvaluation(catalogue, { careers: 'all', repeats: 1, respondents: 200, stabilityRandom: 20 });
    expect(r.selfMatch.map((s) => s.sigma)).toEqual([0, 0.5, 1]);
    expect(r.selfMatch[0].recall10).toBe(1);
    expect(r.coverage.respondents).toBe(200);
    expect(r.pureTypes).toHaveLength(6);
    const goals = checkGoals(r);
    expect(goals).toHaveLength(6);
    // 48 careers cannot reach 400 distinct careers: that check must fail.
    expect(goals.find((g) => g.name.startsWith('coverage: distinct'))?.met).toBe(false);
  }, 60_000); // includes fitting the exposure cap once (2,000 reference respondents)
});
