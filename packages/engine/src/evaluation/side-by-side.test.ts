import { describe, expect, it } from 'vitest';
import { prepareCatalogue } from '../prepare-catalogue';
import { createRandom } from '../random';
import { rankCatalogue } from '../rank-catalogue';
import { scoreAnswers } from '../score-answers';
import { syntheticCareers } from '../testing/synthetic-catalogue';
import { RIASEC_TYPES, type RiasecType } from '../types';
import { DEFAULT_WEIGHTS } from '../weights';
import { pureTypes } from './pure-types';
import { answersIp, answersOurs, drawLatent } from './respondent-model';
import { rankingOnlyRespondent } from './respondents';
import { sideBySide } from './side-by-side';

const catalogue = prepareCatalogue(syntheticCareers(48));

describe('one respondent model, both instruments', () => {
  it('answers both instruments from the same latent profile', () => {
    const r = drawLatent(catalogue, 0, createRandom(1), 0);
    // σ = 0: the IP items and our activities are the same rounded targets.
    const ip = answersIp(r, 0, createRandom(2));
    const ours = scoreAnswers(catalogue.instrument, answersOurs(catalogue, r, 0, createRandom(3)));
    const first = catalogue.careers[0].highPoint[0];
    expect(ours.rankedTypes[0]).toBe(first);
    expect(ip.every((a) => a >= 1 && a <= 5)).toBe(true);
    expect(r.zone).toBe(catalogue.careers[0].jobZone);
  });

  it('reports both methods on both truths with intervals', () => {
    const seeds = catalogue.careers.map((_, i) => i);
    const [a] = sideBySide(catalogue, { seeds, sigmas: [0.5], perSeed: 1, bootstrap: 50 });
    expect(a.respondents).toBe(48);
    // The IP's list is the chosen Job Zone first (9-10 careers per zone here).
    expect(a.methods.ip.zone.value).toBeGreaterThan(0.85);
    expect(a.methods.ip.zone.value).toBeGreaterThan(a.methods.ours.zone.value - 0.2);
    for (const m of ['ours', 'ip'] as const)
      for (const t of ['interests', 'full'] as const) {
        const e = a.methods[m].recall10[t];
        expect(e.lo).toBeLessThanOrEqual(e.value);
        expect(e.hi).toBeGreaterThanOrEqual(e.value);
        expect(e.value).toBeGreaterThan(0);
      }
    expect(a.methods.ours.stability.value).toBeGreaterThan(0);
  }, 30_000); // the first ranking of this catalogue also fits the exposure cap

  it('serves a ranking-only student their type', () => {
    // 8 careers per type here: all of them should make a ranking-only student's top 10.
    const count = (w: typeof DEFAULT_WEIGHTS, type: RiasecType) => {
      const p = scoreAnswers(
        catalogue.instrument,
        rankingOnlyRespondent(catalogue.instrument, [
          type,
          ...RIASEC_TYPES.filter((t) => t !== type).slice(0, 2),
        ]),
      );
      return rankCatalogue(p, catalogue, {}, w).top.filter((i) => catalogue.careers[i].highPoint[0] === type)
        .length;
    };
    for (const t of RIASEC_TYPES) expect(count(DEFAULT_WEIGHTS, t)).toBe(8);
    // Without the ranking fill-in and part differentiation, an all-neutral student is not.
    const off = { ...DEFAULT_WEIGHTS, rankingFillsFlat: 0, codeFirst: 0, partDifferentiation: 0 };
    expect(Math.min(...RIASEC_TYPES.map((t) => count(off, t)))).toBeLessThan(8);
    expect(pureTypes(catalogue, DEFAULT_WEIGHTS).map((p) => p.firstHighPoint)).toEqual([8, 8, 8, 8, 8, 8]);
  });
});
