import { describe, expect, it } from 'vitest';
import { passwordProblems, quickRatio, tooSimilarTo } from './password-rules';

describe('quickRatio (Python difflib SequenceMatcher.quick_ratio)', () => {
  it.each([
    ['blackwood1', 'blackwood', 0.9473684210526315],
    ['password', 'pass', 0.6666666666666666],
    ['abcdef', 'fedcba', 1],
    ['kayak-lantern-47', 'test', 0.2],
    ['évangéline', 'evangeline', 0.8],
    ['', '', 1],
  ])('%s vs %s = %d (values printed by CPython)', (a, b, expected) => {
    expect(quickRatio(a, b)).toBeCloseTo(expected, 12);
  });
});

describe('passwordProblems (Django default validators)', () => {
  const attrs = { email: 'maya.rivera@example.com', first_name: 'Maya', last_name: 'Rivera' };

  it('accepts a decent password', () => {
    expect(passwordProblems('Violet-Harbor-93', attrs)).toEqual([]);
  });

  it('collects every failing rule in Django order', () => {
    expect(passwordProblems('1234', attrs)).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password is too common.',
      'This password is entirely numeric.',
    ]);
  });

  it('checks similarity to the parts of the e-mail and to the names (answers checked with CPython)', () => {
    expect(tooSimilarTo('Rivera2024', attrs)).toBe('last name');
    expect(tooSimilarTo('example.com', attrs)).toBe('email');
    expect(tooSimilarTo('Maya123', attrs)).toBe('first name');
    // Far longer than the value: never "similar" (Django's length-ratio guard).
    expect(tooSimilarTo('maya-and-a-very-long-unrelated-passphrase', attrs)).toBeUndefined();
    expect(passwordProblems('riveramaya', attrs)).toEqual(['The password is too similar to the last name.']);
  });

  it('uses the maintained common-password list case-insensitively', () => {
    expect(passwordProblems('Password1', {})).toContain('This password is too common.');
    expect(passwordProblems('Qwertyuiop', {})).toContain('This password is too common.');
  });
});
