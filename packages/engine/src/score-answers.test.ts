import { describe, expect, it } from 'vitest';
import { INSTRUMENT } from './instrument';
import { scoreAnswers } from './score-answers';
import { uniformAnswers, withAnswers } from './testing/answers';

const { scenario1: s1 } = INSTRUMENT;

describe('scoreAnswers', () => {
  it('scores a type from its activities: all 5 → 1, all 1 → 0', () => {
    const changes: Record<number, number> = {};
    for (const a of s1.activities) changes[a.id] = a.type === 'Artistic' ? 5 : 1;
    for (const q of s1.teamChoices) changes[q.id] = 3;
    const p = scoreAnswers(INSTRUMENT, withAnswers(uniformAnswers(3), changes));
    // 10 activities at 1.0 and one team choice at 0.5: (10 + 0.5) / 11.
    expect(p.interests.Artistic).toBeCloseTo(10.5 / 11);
    expect(p.interests.Realistic).toBeCloseTo(0.5 / 11);
  });

  it('gives a team choice to the Titans (1) or the Dragons (5)', () => {
    const festival = s1.teamChoices.find((q) => q.titans.type === 'Artistic')!;
    const titans = scoreAnswers(INSTRUMENT, withAnswers(uniformAnswers(3), { [festival.id]: 1 }));
    const dragons = scoreAnswers(INSTRUMENT, withAnswers(uniformAnswers(3), { [festival.id]: 5 }));
    expect(titans.interests.Artistic).toBeGreaterThan(dragons.interests.Artistic);
    expect(dragons.interests.Conventional).toBeGreaterThan(titans.interests.Conventional);
  });

  it('turns cone buckets into self-ratings (1 great → 1, 5 not good → 0)', () => {
    const p = scoreAnswers(INSTRUMENT, withAnswers(uniformAnswers(3), { 205: 1, 217: 5 }));
    expect(p.skills[205]).toBe(1);
    expect(p.skills[217]).toBe(0);
    expect(p.skills[201]).toBe(0.5);
  });

  it('spreads a slider to each work value or style it measures', () => {
    const p = scoreAnswers(INSTRUMENT, withAnswers(uniformAnswers(3), { 313: 5, 302: 1 }));
    expect(p.styles['1.C.5.b']).toBe(1);
    expect(p.styles['1.C.5.a']).toBe(1);
    expect(p.values['1.B.2.b']).toBe(0);
    expect(Object.keys(p.values)).toHaveLength(6);
    expect(Object.keys(p.styles)).toHaveLength(16);
  });

  it('keeps the scenario 4 order, and None as no ranking', () => {
    expect(scoreAnswers(INSTRUMENT, uniformAnswers(3, 'Investigative,Social,Artistic')).rankedTypes).toEqual([
      'Investigative',
      'Social',
      'Artistic',
    ]);
    expect(scoreAnswers(INSTRUMENT, uniformAnswers(3, 'None')).rankedTypes).toEqual([]);
  });

  it('treats a missing part as neutral and reports completeness', () => {
    const p = scoreAnswers(INSTRUMENT, [uniformAnswers(4)[1]]);
    expect(p.interests.Social).toBe(0.5);
    expect(p.completeness).toEqual({ activities: 0, teamChoices: 0, skills: 1, sliders: 0, ranking: false });
  });
});
