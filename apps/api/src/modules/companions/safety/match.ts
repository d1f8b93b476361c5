/**
 * A small phrase-pattern matcher over normalised tokens (text.ts), for the lexicon (lexicon.ts).
 * A pattern is written as slots separated by spaces; each slot lists alternatives with '|':
 * - `die|dead` a word (matched exactly, by its English or Spanish Snowball stem when the stem keeps
 *   4+ letters or the word is that short, or within a small edit distance: 1 for words of 5+
 *   letters, 2 for 10+, unless the message's word is itself an everyday English or Spanish word
 *   (common-words.ts); fastest-levenshtein);
 * - `#` any number; `suicid*` a prefix; `matarme!` exactly that word (no stem, no edit distance);
 * - `~3` before a slot: up to 3 other words may come between it and the previous slot.
 * Matching is linear in practice: each slot looks at most `gap + 1` tokens ahead.
 */
import { distance } from 'fastest-levenshtein';
import { isEverydayWord } from './common-words';
import { stemEn, stemEs, type Token } from './text';

type Alt = { word: string; prefix: boolean; exact: boolean; stemEn: string; stemEs: string };
/** `seen`: per-word answers of this slot (words repeat; bounded). */
type Slot = { alts: Alt[]; gap: number; seen: Map<string, boolean> };
export type Pattern = { source: string; slots: Slot[] };

export function compile(source: string): Pattern {
  const slots: Slot[] = [];
  let gap = 0;
  for (const part of source.trim().split(/\s+/)) {
    if (/^~\d+$/.test(part)) {
      gap = Number(part.slice(1));
      continue;
    }
    const alts = part.split('|').map((a) => {
      const prefix = a.endsWith('*');
      const exact = a.endsWith('!');
      const word = prefix || exact ? a.slice(0, -1) : a;
      return { word, prefix, exact, stemEn: stemEn(word), stemEs: stemEs(word) };
    });
    slots.push({ alts, gap, seen: new Map() });
    gap = 0;
  }
  return { source, slots };
}

function fuzzyLimit(len: number): number {
  if (len >= 10) return 2;
  if (len >= 5) return 1;
  return 0;
}

export function tokenMatches(t: Token, a: Alt): boolean {
  if (a.word === '#') return /^\d+$/.test(t.text);
  if (a.prefix) return t.text.startsWith(a.word);
  if (t.text === a.word) return true;
  if (a.exact) return false;
  // Same stem ("cutting"/"cut", "pastillas"/"pastilla"), unless the stem is too short to mean
  // much ("matando" and "matarme" share only "mat").
  if (t.stemEn === a.stemEn && (a.stemEn.length >= 4 || a.word.length <= 4)) return true;
  if (t.stemEs === a.stemEs && (a.stemEs.length >= 4 || a.word.length <= 4)) return true;
  const limit = fuzzyLimit(a.word.length);
  if (limit === 0 || Math.abs(t.text.length - a.word.length) > limit) return false;
  if (t.text[0] !== a.word[0]) return false; // misspellings keep the first letter; this keeps it cheap
  // An everyday word is what it says, not a misspelling of another ("thing" is not thong).
  if (isEverydayWord(t.text, a.word)) return false;
  return distance(t.text, a.word) <= limit;
}

function slotMatches(t: Token, s: Slot): boolean {
  const known = s.seen.get(t.text);
  if (known !== undefined) return known;
  const answer = s.alts.some((a) => tokenMatches(t, a));
  if (s.seen.size > 2000) s.seen.clear();
  s.seen.set(t.text, answer);
  return answer;
}

function matchFrom(toks: Token[], slots: Slot[], slotIndex: number, pos: number): number {
  if (slotIndex === slots.length) return pos;
  const slot = slots[slotIndex] as Slot;
  const last = Math.min(toks.length - 1, pos + slot.gap);
  for (let i = pos; i <= last; i += 1) {
    if (slotMatches(toks[i] as Token, slot)) {
      const end = matchFrom(toks, slots, slotIndex + 1, i + 1);
      if (end !== -1) return end;
    }
  }
  return -1;
}

/** Where the pattern occurs: [start, end) of each non-overlapping occurrence, left to right. */
export function spans(toks: Token[], p: Pattern): [number, number][] {
  const out: [number, number][] = [];
  const first = p.slots[0];
  if (!first) return out;
  for (let i = 0; i < toks.length; i += 1) {
    if (!slotMatches(toks[i] as Token, first)) continue;
    const end = matchFrom(toks, p.slots, 1, i + 1);
    if (end !== -1) {
      out.push([i, end]);
      i = end - 1;
    }
  }
  return out;
}

/** Whether the pattern occurs in the tokens. */
export function matches(toks: Token[], p: Pattern): boolean {
  const first = p.slots[0];
  if (!first) return false;
  for (let i = 0; i < toks.length; i += 1) {
    if (slotMatches(toks[i] as Token, first) && matchFrom(toks, p.slots, 1, i + 1) !== -1) return true;
  }
  return false;
}
