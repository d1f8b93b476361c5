import { describe, expect, it } from 'vitest';
import { splitPlanDescription } from './plan-features';

describe('splitPlanDescription', () => {
  it('keeps COMING SOON flags and the note, and takes the closing sentence out of the bullets', () => {
    const { title, bullets, closing } = splitPlanDescription(
      [
        'A free first taste',
        'The full assessment',
        'AI Insights Report',
        '100% free when it launches',
        'Upgrade whenever you are ready.',
      ].join('\n'),
    );
    expect(title).toBe('A free first taste');
    expect(bullets.map((b) => [b.text, b.comingSoon, b.note])).toEqual([
      ['The full assessment', false, false],
      ['AI Insights Report', true, false],
      ['100% free when it launches', false, true],
    ]);
    expect(closing).toBe('Upgrade whenever you are ready.');
  });

  it('has no closing sentence when the description ends on a note or has one bullet', () => {
    expect(splitPlanDescription('Title\nOnly line').closing).toBeUndefined();
    expect(splitPlanDescription('Title\nSoon\n100% included').closing).toBeUndefined();
  });
});
