import { describe, expect, it } from 'vitest';
import { idealAnswers, noisyAnswers } from './ideal-answers';
import { INSTRUMENT } from './instrument';
import { prepareCatalogue } from './prepare-catalogue';
import { createRandom } from './random';
import { scoreAnswers } from './score-answers';
import { syntheticCareers } from './testing/synthetic-catalogue';
import { RIASEC_TYPES } from './types';

const careers = syntheticCareers(60);
const catalogue = prepareCatalogue(careers);

describe('prepareCatalogue', () => {
  it('places every career in the profile space on 0..1', () => {
    expect(catalogue.size).toBe(60);
    for (const arr of [catalogue.interest, catalogue.skill, catalogue.slider, catalogue.oi])
      for (const x of arr) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
      }
    expect(catalogue.skill.length).toBe(60 * INSTRUMENT.scenario2.skills.length);
    expect(catalogue.slider.length).toBe(60 * INSTRUMENT.scenario3.sliders.length);
  });

  it('ranks skill levels as percentiles across careers', () => {
    const K = catalogue.skillCount;
    const column = Array.from({ length: 60 }, (_, i) => catalogue.skill[i * K]);
    expect(Math.min(...column)).toBeCloseTo(0.5 / 60);
    expect(Math.max(...column)).toBeCloseTo(59.5 / 60);
  });

  it('records SOC families and high points', () => {
    expect(catalogue.careers[0].family).toBe(careers[0].code.slice(0, 7));
    expect(catalogue.code[0]).toBe(RIASEC_TYPES.indexOf(careers[0].highPoint[0]));
  });
});

describe('ideal answers (inverse mapping)', () => {
  it('land exactly on the career targets when scored', () => {
    const i = 7;
    const p = scoreAnswers(INSTRUMENT, idealAnswers(catalogue, i));
    RIASEC_TYPES.forEach((t, k) => {
      expect(p.interests[t]).toBeCloseTo(catalogue.interest[i * 6 + k]);
    });
    INSTRUMENT.scenario2.skills.forEach((s, k) => {
      expect(p.skills[s.id]).toBeCloseTo(catalogue.skill[i * catalogue.skillCount + k]);
    });
    expect(p.rankedTypes[0]).toBe(careers[i].highPoint[0]);
  });

  it('with noise are whole numbers from 1 to 5 and a valid ranking', () => {
    const answers = noisyAnswers(catalogue, 3, 1, createRandom(1));
    for (const s of answers.slice(0, 3))
      for (const a of s.answers) {
        expect(Number.isInteger(a.answer)).toBe(true);
        expect(a.answer).toBeGreaterThanOrEqual(1);
        expect(a.answer).toBeLessThanOrEqual(5);
      }
    expect(String(answers[3].answers[0].answer).split(',')).toHaveLength(3);
  });
});
