import { describe, expect, it } from 'vitest';
import { INSTRUMENT } from './instrument';
import { parseAnswers, parseRanking, validateAnswers } from './parse-answers';
import { uniformAnswers, withAnswers } from './testing/answers';

describe('parseRanking', () => {
  it('reads three ranked type names, case and spaces aside, or None', () => {
    expect(parseRanking('Social, artistic,Investigative')).toEqual(['Social', 'Artistic', 'Investigative']);
    expect(parseRanking('None')).toEqual([]);
  });
  it('rejects unknown, repeated or too many types', () => {
    expect(parseRanking('Social,Wizard')).toMatch(/not one of the six/);
    expect(parseRanking('Social,Social')).toMatch(/twice/);
    expect(parseRanking('Realistic,Investigative,Artistic,Social')).toMatch(/one to three/);
    expect(parseRanking(3)).toMatch(/comma-separated/);
  });
});

describe('validateAnswers', () => {
  it('accepts a complete, valid submission', () => {
    expect(
      validateAnswers(INSTRUMENT, uniformAnswers(3, 'Social,Artistic,Investigative'), {
        requireComplete: true,
      }),
    ).toEqual([]);
  });

  it('names unknown questions, out-of-range and fractional answers', () => {
    const answers = withAnswers(uniformAnswers(3), { 111: 6, 201: 2.5 });
    answers[0].answers.push({ question: 999, answer: 3 });
    const problems = validateAnswers(INSTRUMENT, answers);
    expect(problems.map((p) => p.question).sort()).toEqual([111, 201, 999]);
  });

  it('reports a question answered twice and a question under the wrong scenario', () => {
    const answers = uniformAnswers(3);
    answers[0].answers.push({ question: 111, answer: 2 });
    answers[1].answers.push({ question: 301, answer: 2 });
    const problems = validateAnswers(INSTRUMENT, answers);
    expect(problems).toContainEqual({ scenario_id: 1, question: 111, message: 'Answered twice.' });
    expect(problems).toContainEqual(expect.objectContaining({ scenario_id: 2, question: 301 }));
  });

  it('with requireComplete, lists every missing answer and a missing ranking', () => {
    const answers = uniformAnswers(3).slice(0, 3);
    answers[0].answers = answers[0].answers.filter((a) => a.question !== 150);
    const problems = validateAnswers(INSTRUMENT, answers, { requireComplete: true });
    expect(problems).toContainEqual({
      scenario_id: 1,
      question: 150,
      message: 'This question needs an answer.',
    });
    expect(problems).toContainEqual(expect.objectContaining({ scenario_id: 4, question: null }));
  });

  it('coerces numeric strings', () => {
    const parsed = parseAnswers(INSTRUMENT, withAnswers(uniformAnswers(3), { 111: '5' }));
    expect(parsed.ratings.get(111)).toBe(5);
  });
});
