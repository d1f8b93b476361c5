import { describe, expect, it } from 'vitest';
import { idealAnswers } from './ideal-answers';
import { INSTRUMENT } from './instrument';
import { interestFit } from './interest-fit';
import { itemFit } from './item-fit';
import { prepareCatalogue } from './prepare-catalogue';
import { toProfileVectors } from './profile-vectors';
import { scoreAnswers } from './score-answers';
import { skillFit } from './skill-fit';
import { uniformAnswers } from './testing/answers';
import { syntheticCareers } from './testing/synthetic-catalogue';
import { valueFit } from './value-fit';
import { DEFAULT_WEIGHTS } from './weights';

const catalogue = prepareCatalogue(syntheticCareers(36));
const vectorsOf = (i: number) =>
  toProfileVectors(scoreAnswers(INSTRUMENT, idealAnswers(catalogue, i)), catalogue);

describe('itemFit', () => {
  const mask = new Uint8Array([1, 1, 1, 1]);
  it('is 1 for identical vectors and drops with the gap', () => {
    const s = new Float64Array([0.1, 0.9, 0.4, 0.7]);
    expect(itemFit(s, mask, s, null, 0, 1, 0.5)).toBeCloseTo(1);
    const t = new Float64Array([0.9, 0.1, 0.6, 0.2]);
    expect(itemFit(s, mask, t, null, 0, 1, 0.5)).toBeLessThan(0.5);
  });
  it('counts a surplus less than a deficit when surplus < 1', () => {
    const s = new Float64Array([1, 1, 1, 1]);
    const t = new Float64Array([0.5, 0.5, 0.5, 0.5]);
    expect(itemFit(s, mask, t, null, 0, 0.5, 0)).toBeCloseTo(0.75);
    expect(itemFit(t, mask, s, null, 0, 0.5, 0)).toBeCloseTo(0.5);
  });
  it('ignores unanswered items and is neutral when nothing was answered', () => {
    const s = new Float64Array([1, 0, 0, 0]);
    const t = new Float64Array([1, 1, 1, 1]);
    expect(itemFit(s, new Uint8Array([1, 0, 0, 0]), t, null, 0, 1, 0)).toBe(1);
    expect(itemFit(s, new Uint8Array(4), t, null, 0, 1, 0)).toBe(0.5);
  });
});

describe('part fits', () => {
  it('rate a career highest for its own ideal respondent', () => {
    for (const i of [0, 5, 11, 20]) {
      const p = vectorsOf(i);
      for (const fit of [interestFit, skillFit, valueFit]) {
        const own = fit(p, catalogue, i, DEFAULT_WEIGHTS);
        const others = Array.from({ length: catalogue.size }, (_, j) =>
          j === i ? 0 : fit(p, catalogue, j, DEFAULT_WEIGHTS),
        );
        expect(own).toBeGreaterThanOrEqual(Math.max(...others) - 1e-9);
      }
    }
  });

  it('discount the interest shape of a flat, undifferentiated profile', () => {
    const flat = toProfileVectors(scoreAnswers(INSTRUMENT, uniformAnswers(3)), catalogue);
    const fits = Array.from({ length: catalogue.size }, (_, j) =>
      interestFit(flat, catalogue, j, DEFAULT_WEIGHTS),
    );
    expect(Math.max(...fits) - Math.min(...fits)).toBeLessThan(0.01);
  });
});

describe('the fused ranking loop', () => {
  it('computes the same part fits as interestFit, skillFit and valueFit', async () => {
    const { fitCareers } = await import('./rank-catalogue');
    for (const i of [2, 17, 30]) {
      const p = vectorsOf(i);
      const fused = fitCareers(p, catalogue, DEFAULT_WEIGHTS);
      for (let j = 0; j < catalogue.size; j++) {
        expect(fused.interest[j]).toBeCloseTo(interestFit(p, catalogue, j, DEFAULT_WEIGHTS), 12);
        expect(fused.skill[j]).toBeCloseTo(skillFit(p, catalogue, j, DEFAULT_WEIGHTS), 12);
        expect(fused.value[j]).toBeCloseTo(valueFit(p, catalogue, j, DEFAULT_WEIGHTS), 12);
      }
    }
  });
});

describe('the fused ranking loop with unanswered items', () => {
  it('matches skillFit and valueFit when only some items were answered', async () => {
    const { fitCareers } = await import('./rank-catalogue');
    const profile = scoreAnswers(INSTRUMENT, idealAnswers(catalogue, 4));
    for (const id of [201, 205, 217]) delete profile.skills[id];
    delete profile.values['1.B.2.a'];
    const p = toProfileVectors(profile, catalogue);
    expect(p.skillAnswered).toBe(INSTRUMENT.scenario2.skills.length - 3);
    const fused = fitCareers(p, catalogue, DEFAULT_WEIGHTS);
    for (let j = 0; j < catalogue.size; j++) {
      expect(fused.skill[j]).toBeCloseTo(skillFit(p, catalogue, j, DEFAULT_WEIGHTS), 12);
      expect(fused.value[j]).toBeCloseTo(valueFit(p, catalogue, j, DEFAULT_WEIGHTS), 12);
    }
  });
});
