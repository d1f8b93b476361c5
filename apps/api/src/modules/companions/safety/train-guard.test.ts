import { describe, expect, it } from 'vitest';
import { dropTestOverlap, normalisedText } from './train-guard';

describe('training data guard against test items', () => {
  it('normalises case, accents, punctuation, apostrophes and repeated letters', () => {
    expect(normalisedText("I can't do this anymoooore!!")).toBe(normalisedText('i cant do this anymoore'));
    expect(normalisedText('Ya no quiero estar aquí.')).toBe('ya no quiero estar aqui');
  });

  it('drops a training item equal to a test item after normalisation, keeps the rest, counts them', () => {
    const training = [
      { id: 'a', turns: ['Nobody would even notice if I was gone.'] },
      { id: 'b', turns: ['what does a nurse do'] },
      { id: 'c', turns: ['hi', 'he said keep it between us'] },
      { id: 'd', turns: ['he asked me to keep it between us and not tell'] },
    ];
    const test = [
      { turns: ['nobody would even notice if i was gone'] },
      { turns: ['i met someone', "He said: 'keep it between us'"] },
    ];
    const { kept, dropped } = dropTestOverlap(training, test);
    expect(kept.map((k) => k.id)).toEqual(['b', 'd']);
    expect(dropped).toBe(2);
  });

  it('drops a single-turn training item equal to a whole multi-turn test item, and keeps everything when nothing overlaps', () => {
    const training = [{ id: 'x', turns: ['i met someone\nhe said keep it secret'] }];
    expect(dropTestOverlap(training, [{ turns: ['i met someone', 'he said keep it secret'] }]).dropped).toBe(
      1,
    );
    expect(dropTestOverlap(training, [{ turns: ['something else entirely'] }])).toEqual({
      kept: training,
      dropped: 0,
    });
  });
});
