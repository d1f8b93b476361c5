import { describe, expect, it } from 'vitest';
import { INSTRUMENT } from '.';
import { presentScenarios } from './present-scenarios';

const scenarios = presentScenarios(INSTRUMENT);

describe('presentScenarios (GET scenarios/ shape)', () => {
  it('lists scenarios 0 to 4 with the spec question fields', () => {
    expect(scenarios.map((s) => s.scenario_id)).toEqual([0, 1, 2, 3, 4]);
    for (const s of scenarios)
      for (const q of s.questions)
        for (const f of [
          'id',
          'question_id',
          'question',
          'description',
          'title',
          'image',
          'image_1_url',
          'image_2_url',
        ])
          expect(q).toHaveProperty(f);
  });

  it('leaves team choices un-numbered (own steps) and numbers the 60 grid rows', () => {
    const s1 = scenarios[1].questions;
    const teams = s1.filter((q) => q.kind === 'team-choice');
    expect(teams).toHaveLength(3);
    for (const q of teams) {
      expect(q.question_id).toBeNull();
      expect(q.image_1_url).toMatch(/titans/);
      expect(q.image_2_url).toMatch(/dragons/);
      expect(q.options?.map((o) => o.label)).toEqual(['The Titans', 'The Dragons']);
    }
    const grid = s1.filter((q) => q.kind === 'activity');
    expect(grid.map((q) => q.question_id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('writes grid questions as heading + item, split on "? "', () => {
    const q = scenarios[1].questions.find((x) => x.kind === 'activity')!;
    const [heading, item] = q.question.split('? ');
    expect(heading).toBe('How likely are you to enjoy this');
    expect(item).toBe(INSTRUMENT.scenario1.activities[0].text);
  });

  it('serves skills (scenario 2) with ids and the seven types incl. None (scenario 4)', () => {
    expect(scenarios[2].questions).toHaveLength(INSTRUMENT.scenario2.skills.length);
    expect(scenarios[2].rating_labels?.[0]).toBe('I am great at it');
    expect(scenarios[4].questions.map((q) => q.question)).toContain('None');
    expect(scenarios[4].questions).toHaveLength(7);
    expect(scenarios[3].questions.every((q) => q.low_label && q.high_label)).toBe(true);
  });
});
