import { describe, expect, it } from 'vitest';
import { buildReasons, explain, listWords } from './explain';
import { INSTRUMENT } from './instrument';
import { prepareCatalogue } from './prepare-catalogue';
import { rankCatalogue } from './rank-catalogue';
import { scoreAnswers } from './score-answers';
import { uniformAnswers, withAnswers } from './testing/answers';
import { syntheticCareers } from './testing/synthetic-catalogue';

const careers = syntheticCareers(30);
const catalogue = prepareCatalogue(careers);

describe('explanations', () => {
  it('joins lists in plain English', () => {
    expect(listWords(['math'])).toBe('math');
    expect(listWords(['math', 'coding'])).toBe('math and coding');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it("names the student's own strongest interests, skills and values that the career uses", () => {
    const changes: Record<number, number> = {};
    for (const a of INSTRUMENT.scenario1.activities)
      changes[a.id] = a.type === 'Social' ? 5 : a.type === 'Investigative' ? 4 : 1;
    for (const s of INSTRUMENT.scenario2.skills) changes[s.id] = 1; // great at everything
    for (const s of INSTRUMENT.scenario3.sliders) changes[s.id] = 5;
    const profile = scoreAnswers(
      INSTRUMENT,
      withAnswers(uniformAnswers(3, 'Social,Investigative,Artistic'), changes),
    );
    const ranking = rankCatalogue(profile, catalogue, { education: 6 });
    const i = ranking.top[0];
    const reasons = buildReasons(catalogue, i, ranking, { education: 6 });
    const interest = reasons.find((r) => r.kind === 'interest')!;
    expect(interest.items[0]).toBe('Social');
    const skill = reasons.find((r) => r.kind === 'skill');
    expect(skill?.items.length).toBeGreaterThan(0);
    const text = explain(catalogue, i, reasons);
    expect(text).toMatch(/^AI recommended .+ because/);
    expect(text).toContain('your Social side (helping and teaching people)');
    expect(text).toContain(`You rated yourself highly at ${listWords(skill!.items)}`);
  });

  it('still gives two sentences when nothing stands out', () => {
    const profile = scoreAnswers(INSTRUMENT, uniformAnswers(3));
    const ranking = rankCatalogue(profile, catalogue);
    const i = ranking.top[0];
    const text = explain(catalogue, i, buildReasons(catalogue, i, ranking, {}));
    expect(text.startsWith('AI recommended')).toBe(true);
    expect(text.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(2);
  });
});
