import { describe, expect, it } from 'vitest';
import { SKILL_ELEMENTS, WORK_STYLE_ELEMENTS, WORK_VALUE_ELEMENTS } from '../onet-elements';
import { RIASEC_TYPES } from '../types';
import { INSTRUMENT } from '.';

const { scenario1: s1, scenario2: s2, scenario3: s3, scenario4: s4 } = INSTRUMENT;

describe('the instrument', () => {
  it('has 60 activities, 10 per RIASEC type, all different', () => {
    expect(s1.activities).toHaveLength(60);
    for (const t of RIASEC_TYPES) expect(s1.activities.filter((a) => a.type === t)).toHaveLength(10);
    expect(new Set(s1.activities.map((a) => a.text.toLowerCase())).size).toBe(60);
    expect(s1.activities.map((a) => a.number)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('never puts two activities of the same type next to each other', () => {
    for (let i = 1; i < s1.activities.length; i++)
      expect(s1.activities[i].type).not.toBe(s1.activities[i - 1].type);
  });

  it('sets each type against its opposite on the hexagon once in the team choices', () => {
    const pairs = s1.teamChoices.map((q) => [q.titans.type, q.dragons.type]);
    expect(pairs.flat().sort()).toEqual([...RIASEC_TYPES].sort());
    for (const [a, b] of pairs) expect(Math.abs(RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b))).toBe(3);
    for (const q of s1.teamChoices) {
      expect(q.description.length).toBeGreaterThan(100);
      expect(q.titans.image).toMatch(/^\/images\/scenarios\/.+\.svg$/);
    }
  });

  it('maps scenario 2 onto all 35 O*NET skills, each exactly once', () => {
    const mapped = s2.skills.flatMap((s) => s.elements);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect([...mapped].sort()).toEqual(SKILL_ELEMENTS.map((e) => e.id).sort());
  });

  it('measures the 6 work values and 16 work styles with the scenario 3 sliders, each once', () => {
    const targets = s3.sliders.flatMap((s) => s.targets);
    const values = targets.filter((t) => t.kind === 'value').map((t) => t.element);
    const styles = targets.filter((t) => t.kind === 'style').map((t) => t.element);
    expect([...values].sort()).toEqual(WORK_VALUE_ELEMENTS.map((e) => e.id).sort());
    expect([...styles].sort()).toEqual(WORK_STYLE_ELEMENTS.map((e) => e.id).sort());
  });

  it('offers the seven scenario 4 cards in the spec order', () => {
    expect(s4.types.map((t) => t.name)).toEqual([
      'None',
      'Realistic',
      'Artistic',
      'Investigative',
      'Social',
      'Enterprising',
      'Conventional',
    ]);
  });

  it('uses unique question ids across all scenarios', () => {
    const ids = [
      ...s1.teamChoices.map((q) => q.id),
      ...s1.activities.map((q) => q.id),
      ...s2.skills.map((q) => q.id),
      ...s3.sliders.map((q) => q.id),
      ...s4.types.map((q) => q.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the answer labels of the spec', () => {
    expect(INSTRUMENT.ratingLabels.activities[0]).toBe('Not at all likely');
    expect(INSTRUMENT.ratingLabels.activities[4]).toBe('Extremely likely');
    expect(INSTRUMENT.ratingLabels.skills[0]).toBe('I am great at it');
    expect(INSTRUMENT.ratingLabels.skills[4]).toBe('I am not good at it');
  });
});

describe('instrument images', () => {
  it('point at SVGs that exist in the web app', async () => {
    const { existsSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const publicDir = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
    const paths = [
      ...s1.teamChoices.flatMap((q) => [q.image, q.titans.image, q.dragons.image]),
      ...s3.sliders.map((q) => q.image),
      ...s4.types.map((q) => q.image),
    ];
    for (const p of paths) expect(existsSync(`${publicDir}${p}`), p).toBe(true);
  });
});
