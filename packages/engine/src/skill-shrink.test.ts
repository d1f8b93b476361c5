import { describe, expect, it } from 'vitest';
import { idealAnswers } from './ideal-answers';
import { INSTRUMENT } from './instrument';
import { prepareCatalogue } from './prepare-catalogue';
import { toProfileVectors } from './profile-vectors';
import { fitCareers } from './rank-catalogue';
import { scoreAnswers } from './score-answers';
import { skillFit } from './skill-fit';
import { shrinkTowardGroups, skillGroups } from './skill-shrink';
import { syntheticCareers } from './testing/synthetic-catalogue';
import { valueFit } from './value-fit';
import { DEFAULT_WEIGHTS } from './weights';

const skills = INSTRUMENT.scenario2.skills;
const indexOf = (name: string) => skills.findIndex((s) => s.name === name);

describe('skill groups', () => {
  it('put items of one O*NET skill category together and others apart', () => {
    const g = skillGroups(INSTRUMENT);
    expect(g[indexOf('Reading')]).toBe(g[indexOf('Math')]); // 2.A.1 Basic Content
    expect(g[indexOf('Helping')]).toBe(g[indexOf('Persuading')]); // 2.B.1 Social
    expect(g[indexOf('Coding')]).toBe(g[indexOf('Fixing things')]); // 2.B.3 Technical
    expect(g[indexOf('Reading')]).not.toBe(g[indexOf('Coding')]);
    expect(new Set(g).size).toBe(6); // 2.B.2 only appears as a second element (Problem solving)
  });
});

describe('shrinkTowardGroups', () => {
  it('pulls each answer towards its group mean by the share λ, skipping unanswered items', () => {
    const s = new Float64Array([1, 0, 0.5, 0.9, 0.3]);
    const mask = new Uint8Array([1, 1, 1, 0, 1]);
    const groups = new Int32Array([0, 0, 1, 1, 1]);
    const out = shrinkTowardGroups(s, mask, groups, 0.5);
    expect([...out]).toEqual([0.75, 0.25, 0.45, 0.9, 0.35]); // group 1 mean over answered: 0.4
    expect([...shrinkTowardGroups(s, mask, groups, 0)]).toEqual([...s]);
    expect([...shrinkTowardGroups(s, mask, groups, 1)]).toEqual([0.5, 0.5, 0.4, 0.9, 0.4]);
    expect([...s]).toEqual([1, 0, 0.5, 0.9, 0.3]); // the input is untouched
  });
});

describe('the skill fit with shrinkage (as shipped)', () => {
  const catalogue = prepareCatalogue(syntheticCareers(36));
  const p = toProfileVectors(scoreAnswers(INSTRUMENT, idealAnswers(catalogue, 5)), catalogue);

  it('is on: the shipped weights shrink the skill answers', () => {
    expect(DEFAULT_WEIGHTS.skillShrink).toBeGreaterThan(0);
  });

  it('is the fit of the shrunk answers, not of the raw ones, in the fused loop too', () => {
    const off = { ...DEFAULT_WEIGHTS, skillShrink: 0 };
    const fused = fitCareers(p, catalogue, DEFAULT_WEIGHTS);
    let differs = 0;
    for (let j = 0; j < catalogue.size; j++) {
      expect(fused.skill[j]).toBeCloseTo(skillFit(p, catalogue, j, DEFAULT_WEIGHTS), 12);
      if (Math.abs(skillFit(p, catalogue, j, DEFAULT_WEIGHTS) - skillFit(p, catalogue, j, off)) > 1e-6)
        differs++;
    }
    expect(differs).toBeGreaterThan(catalogue.size / 2);
  });

  it('leaves the profile vectors (what the explanations quote) as answered', () => {
    const raw = scoreAnswers(INSTRUMENT, idealAnswers(catalogue, 5)).skills;
    fitCareers(p, catalogue, DEFAULT_WEIGHTS);
    for (const [k, s] of skills.entries()) expect(p.skill[k]).toBe(raw[s.id]);
  });
});

describe('the value fit with slider shrinkage (issue 23, fifth round; as shipped)', () => {
  const catalogue = prepareCatalogue(syntheticCareers(36));
  const p = toProfileVectors(scoreAnswers(INSTRUMENT, idealAnswers(catalogue, 7)), catalogue);

  it('is on: the shipped weights shrink the slider answers', () => {
    expect(DEFAULT_WEIGHTS.sliderShrink).toBeGreaterThan(0);
  });

  it('is the fit of the answers pulled towards their own mean, in the fused loop too', () => {
    const off = { ...DEFAULT_WEIGHTS, sliderShrink: 0 };
    const lambda = DEFAULT_WEIGHTS.sliderShrink ?? 0;
    const shrunk = shrinkTowardGroups(p.slider, p.sliderMask, new Int32Array(p.slider.length), lambda);
    const fused = fitCareers(p, catalogue, DEFAULT_WEIGHTS);
    let differs = 0;
    for (let j = 0; j < catalogue.size; j++) {
      const on = valueFit(p, catalogue, j, DEFAULT_WEIGHTS);
      expect(fused.value[j]).toBeCloseTo(on, 12);
      expect(on).toBeCloseTo(valueFit({ ...p, slider: shrunk }, catalogue, j, off), 12);
      if (Math.abs(on - valueFit(p, catalogue, j, off)) > 1e-6) differs++;
    }
    expect(differs).toBeGreaterThan(catalogue.size / 2);
  });

  it('leaves the slider answers (what the explanations quote) as answered', () => {
    const before = Float64Array.from(p.slider);
    fitCareers(p, catalogue, DEFAULT_WEIGHTS);
    expect([...p.slider]).toEqual([...before]);
  });
});
