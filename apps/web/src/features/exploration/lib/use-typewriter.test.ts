import { describe, expect, it } from 'vitest';
import { typedMarkdown } from './use-typewriter';

describe('issue 24 #18: typing an answer out shows no raw Markdown', () => {
  it('issue 24 #18: every prefix of an answer has balanced bold markers and no dangling "*"', () => {
    const answer =
      'The median for **Registered Nurses** is **$77,600** a year. Plan for **a bachelor’s degree**.';
    for (let n = 0; n <= answer.length; n++) {
      const shown = typedMarkdown(answer.slice(0, n));
      expect((shown.match(/\*\*/g) ?? []).length % 2, shown).toBe(0);
      expect(shown.replace(/\*\*/g, ''), shown).not.toContain('*');
      expect(shown, shown).not.toMatch(/\*\*\*\*/);
    }
    expect(typedMarkdown('The median for **Regis')).toBe('The median for **Regis**');
    expect(typedMarkdown('The median for *')).toBe('The median for ');
    expect(typedMarkdown('The median for **')).toBe('The median for ');
    expect(typedMarkdown(answer)).toBe(answer);
  });
});
