import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildSearchIndex, editDistance, trigrams, wordSimilarity } from './search-index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('in-memory career search (issue 22)', () => {
  it("computes pg_trgm's word_similarity exactly as PostgreSQL does", async () => {
    const pairs: [string, string][] = [
      ['nurse', 'registered nurse'],
      ['nurce', 'clinical resource nurse'],
      ['electrcian', 'electrician'],
      ['game designer', 'video game designer'],
      ['registerd nurse', 'registered nurse rn'],
      ['cop', 'police patrol officer'],
      ['data scientist', 'data science technician scientist'],
      ['ab', 'abc abd ab'],
      ['x', 'y'],
      ['phsyical therapist', 'physical therapist assistant'],
      ['software developer', 'developer of software application'],
    ];
    for (const [q, title] of pairs) {
      const pg = await sql<{ s: number }>`SELECT word_similarity(${q}, ${title}) AS s`.execute(t.ctx.db);
      expect(wordSimilarity(new Set(trigrams(q)), trigrams(title)), `${q} / ${title}`).toBeCloseTo(
        Number(pg.rows[0]?.s),
        6,
      );
    }
  });

  it('counts a swapped pair as one edit', () => {
    expect(editDistance('phsyical', 'physical', 2)).toBe(1);
    expect(editDistance('nurce', 'nurse', 1)).toBe(1);
    expect(editDistance('nurse', 'purple', 1)).toBe(2);
  });

  it('ranks exact, prefix and typo matches, corrects misspelt words and pages from one list', () => {
    const career = (code: string, title: string) => ({
      code,
      title,
      description: '',
      job_zone: 3,
      median_wage: null,
      ai_impact: null,
    });
    const careers = [career('29-1141.00', 'Registered Nurses'), career('29-1171.00', 'Nurse Practitioners')];
    const index = buildSearchIndex(careers, [
      {
        career_code: '29-1141.00',
        title: 'Registered Nurses',
        title_norm: 'registered nurse',
        kind: 'title',
        sources: 1,
      },
      { career_code: '29-1141.00', title: 'Nurse', title_norm: 'nurse', kind: 'alternate', sources: 3 },
      {
        career_code: '29-1171.00',
        title: 'Nurse Practitioners',
        title_norm: 'nurse practitioner',
        kind: 'title',
        sources: 1,
      },
    ]);
    expect(index.search('nurse').map((h) => [h.career.code, h.matchedTitle])).toEqual([
      ['29-1141.00', 'Nurse'],
      ['29-1171.00', 'Nurse Practitioners'],
    ]);
    expect(index.correct('nurce')).toBe('nurse');
    expect(index.search('nurce')[0]?.career.code).toBe('29-1141.00');
    // A word being typed (a prefix of a known word) is left alone.
    expect(index.correct('practi')).toBe('practi');
    expect(index.search('zzzz')).toEqual([]);
  });
});
