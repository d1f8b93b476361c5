import { describe, expect, it } from 'vitest';
import { lexiconStage, withModel } from './classifier';
import type { RiskCategory } from './lexicon';
import type { RiskModel } from './model';
import { benignByNeighbours, MAX_K, nearest, packMemory, unpackMemory } from './neighbours';

/** A unit vector along axis i (dimension 4), tilted towards axis j by t. */
function unit(i: number, j = i, t = 0): number[] {
  const v = [0, 0, 0, 0];
  v[i] = Math.cos(t);
  v[j] = (v[j] as number) + Math.sin(t);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

describe('the nearest-neighbour memory (neighbours.ts)', () => {
  const entries = [
    { vector: unit(0), benign: true },
    { vector: unit(0, 1, 0.2), benign: true },
    { vector: unit(0, 1, 0.4), benign: false },
    { vector: unit(2), benign: false },
    { vector: unit(3), benign: true },
  ];
  const params = { k: 2, minSim: 0.9, share: 1 };
  const packed = unpackMemory(JSON.parse(JSON.stringify(packMemory(entries, params))));

  it('packs each vector in signed bytes with its scale, and reads back the cosines', () => {
    const near = nearest(packed, unit(0));
    expect(near.slice(0, 3).map((n) => n.benign)).toEqual([true, true, false]);
    expect(near).toHaveLength(entries.length);
    expect(near[0]?.sim).toBeCloseTo(1, 2);
    expect(near[1]?.sim).toBeCloseTo(Math.cos(0.2), 2);
    expect(near[2]?.sim).toBeCloseTo(Math.cos(0.4), 2);
    // Nearest first, at most MAX_K.
    expect(near.length).toBeLessThanOrEqual(MAX_K);
    for (let i = 1; i < near.length; i++) expect(near[i - 1]?.sim).toBeGreaterThanOrEqual(near[i]?.sim ?? 0);
  });

  it('says benign only when the nearest is close enough and the share of benign neighbours is reached', () => {
    // The two nearest to axis 0 are benign and close.
    expect(benignByNeighbours(nearest(packed, unit(0)), params, 2)).toBe(true);
    // Between the benign and the risky one: the two nearest are one of each.
    expect(benignByNeighbours(nearest(packed, unit(0, 1, 0.35)), params, 2)).toBe(false);
    expect(benignByNeighbours(nearest(packed, unit(0, 1, 0.35)), { ...params, share: 0.5 }, 2)).toBe(true);
    // A risky neighbour nearest.
    expect(benignByNeighbours(nearest(packed, unit(2)), params, 2)).toBe(false);
    // Nothing near enough: the model decides.
    expect(benignByNeighbours(nearest(packed, unit(1)), { ...params, minSim: 0.99 }, 2)).toBe(false);
    expect(benignByNeighbours([], params, 2)).toBe(false);
  });

  it('leaves a sure model alone (the ceiling)', () => {
    const near = nearest(packed, unit(0));
    expect(benignByNeighbours(near, { ...params, ceiling: 4 }, 3.9)).toBe(true);
    expect(benignByNeighbours(near, { ...params, ceiling: 4 }, 4)).toBe(false);
    expect(benignByNeighbours(near, { ...params, ceiling: null }, 13)).toBe(true);
  });

  it('takes a benign message at the duplicate cosine as the same message, whatever the others', () => {
    // Nearest: benign at ~1, then benign, then risky; with k 3 and share 1 the risky one decides.
    const near = nearest(packed, unit(0));
    const strict = { k: 3, minSim: 0.5, share: 1 };
    expect(benignByNeighbours(near, strict, 2)).toBe(false);
    expect(benignByNeighbours(near, { ...strict, duplicate: 0.95 }, 2)).toBe(true);
    // A risky duplicate is not a benign one.
    expect(benignByNeighbours(nearest(packed, unit(2)), { ...strict, duplicate: 0.95 }, 2)).toBe(false);
    // The ceiling still holds.
    expect(benignByNeighbours(near, { ...strict, duplicate: 0.95, ceiling: 4 }, 5)).toBe(false);
  });
});

describe('the check in the classifier (withModel)', () => {
  /** A model that leans self-harm on every text, and vetoes the texts given. */
  const model = (vetoed: string[], odds = 3): RiskModel => ({
    threshold: 1,
    odds: () => new Map<RiskCategory, number>([['self-harm', odds]]),
    vetoes: (text) => vetoed.includes(text),
  });
  const text = 'idk what to do anymore with chem';

  it('raises the model flag when the neighbours do not say benign', () => {
    const r = withModel(lexiconStage([], text), text, model([]));
    expect(r.primary).toBe('self-harm');
    expect(r.signals).toContain('model:self-harm');
  });

  it('does not raise it when they do, nor the conversation flag', () => {
    const earlier = ['my grades are bad'];
    const r = withModel(lexiconStage(earlier, text), text, model([text]));
    expect(r.primary).toBeNull();
  });

  it('vetoes the conversation flag when the conversation is vetoed', () => {
    const earlier = ['my grades are bad'];
    const stage = lexiconStage(earlier, text);
    // The message alone is below the threshold (odds 0.5 > 0); the conversation would reach it.
    const leaning: RiskModel = {
      threshold: 1,
      odds: (t) => new Map<RiskCategory, number>([['self-harm', t === text ? 0.5 : 3]]),
    };
    expect(withModel(stage, text, leaning).signals).toContain('model-conversation:self-harm');
    const conversation = [...stage.prior, text].join('\n');
    expect(withModel(stage, text, { ...leaning, vetoes: (t) => t === conversation }).primary).toBeNull();
  });

  describe('after an earlier message that was risk (twenty-ninth round)', () => {
    const disclosure = 'i want to die';
    const reply = 'thanks';
    const conversation = `${disclosure}\n${reply}`;
    /** Leans self-harm on the reply alone (odds 2) and on the conversation (odds 5). */
    const leaning = (vetoed: string[]): RiskModel => ({
      threshold: 1,
      odds: (t) => new Map<RiskCategory, number>([['self-harm', t === conversation ? 5 : 2]]),
      vetoes: (t) => vetoed.includes(t),
    });

    it('reads the conversation when the reply alone is vetoed', () => {
      const stage = lexiconStage([disclosure], reply);
      expect(stage.priorFlagged).toBe(true);
      const r = withModel(stage, reply, leaning([reply]));
      expect(r.primary).toBe('self-harm');
      expect(r.signals).toContain('model-conversation:self-harm');
    });

    it('the neighbours do not overrule the conversation either', () => {
      const r = withModel(lexiconStage([disclosure], reply), reply, leaning([reply, conversation]));
      expect(r.signals).toContain('model-conversation:self-harm');
    });
    // After an everyday message they still do: 'does not raise it when they do, nor the conversation flag' above.
  });

  it('never touches what the lexicon found', () => {
    const risky = 'kms fr';
    const r = withModel(lexiconStage([], risky), risky, model([risky]));
    expect(r.primary).toBe('self-harm');
    expect(r.signals.some((s) => s.startsWith('model'))).toBe(false);
  });
});

describe('a model flag on a message with figures of speech (twenty-fourth round)', () => {
  /** A model that leans sexual exactly when the text holds `word`. */
  const leansOn = (word: string, present = 3, absent = -3): RiskModel => ({
    threshold: 1,
    odds: (t) => new Map<RiskCategory, number>([['sexual', t.includes(word) ? present : absent]]),
  });
  const text = 'what does naked eye mean in astronomy, can u see jupiter with it';

  it('the lexicon takes the figure out of what the check reads', () => {
    expect(lexiconStage([], text).modelText).not.toContain('naked');
    expect(lexiconStage([], 'can u see jupiter').modelText).toBe('can u see jupiter');
  });

  it('must hold on the words left when the figure is taken out', () => {
    // "naked" alone makes this model flag the message; without the figure it does not.
    expect(withModel(lexiconStage([], text), text, leansOn('naked')).primary).toBeNull();
    // A flag that the rest of the words carry stays.
    expect(withModel(lexiconStage([], text), text, leansOn('jupiter')).primary).toBe('sexual');
  });

  it('never raises a flag from the words left alone', () => {
    // This model flags the text only without "naked": the message as written is not flagged.
    expect(withModel(lexiconStage([], text), text, leansOn('naked', -3, 3)).primary).toBeNull();
  });
});
