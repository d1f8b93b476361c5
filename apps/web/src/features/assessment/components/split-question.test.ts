import { describe, expect, it } from 'vitest';
import { splitQuestion } from './activity-grid-step';

describe('splitQuestion', () => {
  it.each([
    [
      'How much would you enjoy: fixing a bike',
      { heading: 'How much would you enjoy', item: 'fixing a bike' },
    ],
    ['Would you like to? Build a robot', { heading: 'Would you like to?', item: 'Build a robot' }],
    ['Time: 10:30 meeting', { heading: 'Time', item: '10:30 meeting' }],
    ['No separator here', { heading: null, item: 'No separator here' }],
    ['Trailing colon: ', { heading: null, item: 'Trailing colon: ' }],
    ['a:b no space', { heading: null, item: 'a:b no space' }],
  ])('%s', (text, expected) => {
    expect(splitQuestion(text)).toEqual(expected);
  });

  it('is linear on long hostile text', () => {
    const text = `:${'\t'.repeat(100_000)}`;
    const started = performance.now();
    expect(splitQuestion(text).heading).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
