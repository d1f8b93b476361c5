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

  it('a preset is answered by its kind; a custom preset (kind null) gets a facts-based overview, five ways', () => {
    expect(writeScoopAnswer(nurse, 'pay', 1)).toBe(writeScoopAnswer(nurse, 2, 1));
    expect(writeScoopAnswer(nurse, { kind: 'ai', question: 'Reworded AI question?' }, 0)).toContain(
      'AI impact: Low',
    );
    const custom = [0, 1, 2, 3, 4].map((v) =>
      writeScoopAnswer(nurse, { kind: null, question: 'Can I work part-time?' }, v),
    );
    expect(new Set(custom).size).toBe(5);
    for (const a of custom) {
      expect(a).toContain('Can I work part-time?');
      expect(a).toContain('$77,600');
      expect(a).toContain('Career Buddy or a mentor');
    }
    expect(() => writeScoopAnswer(nurse, 9, 0)).toThrow();
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

describe('issue 24 #18: the Scoop neither contradicts itself nor pastes O*NET boilerplate', () => {
  const boiler: ScoopFacts = {
    ...nurse,
    jobZone: {
      zone: 1,
      name: 'Job Zone One: Little or No Preparation Needed',
      education: 'Some of these occupations may require a high school diploma or GED certificate.',
      experience:
        'Little or no previous work-related skill, knowledge, or experience is needed for these occupations. For example, a person can become a waiter or waitress even if he/she has never worked before.',
      training: 'Employees in these occupations need anywhere from a few days to a few months of training.',
    },
  };

  it('issue 24 #18: equal medians are "about the same", never "may lower your pay"', () => {
    const same: ScoopFacts = {
      ...nurse,
      medianWage: 79_890,
      related: [{ title: 'Video Game Designers', medianWage: 79_890, typicalEducation: null }],
    };
    const all = [0, 1, 2, 3, 4].map((v) => writeScoopAnswer(same, 2, v)).join('\n');
    expect(all).toContain('$79,890');
    expect(all).not.toMatch(/may lower|can raise/);
    expect(all).toContain('pays about the same');
    const higher = { ...same, related: [{ title: 'Producers', medianWage: 90_000, typicalEducation: null }] };
    expect([0, 1, 2, 3, 4].map((v) => writeScoopAnswer(higher, 2, v)).join(' ')).toContain(
      'pays $10,110 more',
    );
  });

  it('issue 24 #18: no Job Zone boilerplate in any answer or the description', () => {
    for (const p of SCOOP_PRESETS)
      for (const v of [0, 1, 2, 3, 4]) {
        const a = writeScoopAnswer(boiler, p.ordering, v);
        expect(a).not.toMatch(
          /For example|waiter or waitress|he\/she|Employees in these occupations|these occupations/i,
        );
      }
    expect(describeCareer(boiler)).not.toMatch(/Employees in these occupations|he\/she/);
  });
});
