import { stripHtml } from '@pathscoop/contracts';
import { describe, expect, it } from 'vitest';
import { describeCareer } from './describe-career';
import { SCOOP_PRESETS, type ScoopFacts, writeScoopAnswer } from './scoop-writer';

const nurse: ScoopFacts = {
  code: '29-1141.00',
  title: 'Registered Nurses',
  description: 'Assess patient health problems and needs, and administer nursing care.',
  medianWage: 77_600,
  wageNote: null,
  typicalEducation: "Bachelor's Degree",
  jobZone: {
    zone: 3,
    name: 'Job Zone Three: Medium Preparation Needed',
    education: 'Most require training.',
    experience: 'Previous work-related experience is required.',
    training: 'Employees usually need one or two years of training.',
  },
  tasks: [
    'Monitor patients.',
    'Record symptoms.',
    'Administer medications.',
    'Teach families.',
    'Consult doctors.',
    'Prepare rooms.',
  ],
  skills: ['Active Listening', 'Service Orientation', 'Social Perceptiveness', 'Coordination', 'Monitoring'],
  workStyles: ['Dependability', 'Stress Tolerance', 'Self-Control', 'Cooperation', 'Integrity'],
  workValues: ['Relationships', 'Support', 'Achievement', 'Working Conditions'],
  hotTechnologies: ['Epic Systems', 'Microsoft Excel'],
  related: [{ title: 'Nurse Practitioners', medianWage: 120_680, typicalEducation: "Master's Degree" }],
  aiImpact: 'L',
  aiExposure: 0.12,
};

describe('writeScoopAnswer', () => {
  it('writes 6 presets with ordering 5 asking about AI', () => {
    expect(SCOOP_PRESETS.map((p) => p.ordering)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(SCOOP_PRESETS[4]?.question).toBe('How will AI change this career?');
  });

  it.each([0, 1, 2, 3, 4])('variant %i names the wage, the education and the impact', (v) => {
    expect(writeScoopAnswer(nurse, 2, v)).toContain('$77,600');
    expect(writeScoopAnswer(nurse, 3, v)).toContain("bachelor's degree");
    expect(writeScoopAnswer(nurse, 5, v)).toContain('AI impact: Low');
  });

  it('gives five different answers per question', () => {
    for (const p of SCOOP_PRESETS)
      expect(new Set([0, 1, 2, 3, 4].map((v) => writeScoopAnswer(nurse, p.ordering, v))).size).toBe(5);
  });

  it('does not invent a wage when none is published', () => {
    const text = writeScoopAnswer({ ...nurse, medianWage: null }, 2, 0);
    expect(text).not.toMatch(/\$\d/);
    expect(text).toContain('will not guess');
  });

  it('builds the long description in paragraphs from the facts', () => {
    const long = describeCareer(nurse);
    expect(long.split('\n\n').length).toBeGreaterThanOrEqual(5);
    expect(long).toContain('$77,600');
    expect(long).toContain('Nurse Practitioners');
  });
});

describe('stripHtml (the client rule)', () => {
  it.each([
    ['<script>x</script>ok', 'xok'],
    ['<b>bold</b> text', 'bold text'],
    ['[a](javascript:alert(1))', 'a'],
    ['[a](https://example.com)', '[a](https://example.com)'],
    ['[m](mailto:a@b.c)', '[m](mailto:a@b.c)'],
    ['<!-- c -->plain', 'plain'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
  ])('%s → %s', (input, output) => {
    expect(stripHtml(input)).toBe(output);
  });
});
