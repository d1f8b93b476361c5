/**
 * The training data's guard against test items (docs/companions.md, "Safety", fourth round): a
 * training item is dropped when its normalised text — the whole item, or any one of its turns —
 * equals the normalised text of any test item (the held-out half, v2, v3), whole or any turn.
 * The comparison is mechanical (text.ts `words`: transliterated, lower-cased, apostrophes, leet and
 * repeated letters undone, punctuation and spacing ignored); the training script prints only how
 * many items it dropped, never which, so the test texts are not read by anyone tuning.
 */
import { words } from './text';

type Turns = { turns: string[] };

/** The comparable form of a text: its normalised words joined by single spaces. */
export const normalisedText = (text: string): string => words(text).join(' ');

/** The normalised forms of an item: each turn and, for a multi-turn item, the whole conversation. */
function forms(item: Turns): string[] {
  const out = item.turns.map(normalisedText);
  if (item.turns.length > 1) out.push(normalisedText(item.turns.join('\n')));
  return out.filter(Boolean);
}

/** The training items that share no normalised text with any test item, and how many were dropped. */
export function dropTestOverlap<T extends Turns>(
  training: T[],
  testItems: Turns[],
): { kept: T[]; dropped: number } {
  const test = new Set(testItems.flatMap(forms));
  const kept = training.filter((it) => !forms(it).some((f) => test.has(f)));
  return { kept, dropped: training.length - kept.length };
}
