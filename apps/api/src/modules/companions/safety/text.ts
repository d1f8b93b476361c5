/**
 * Text normalisation for the risk classifier (docs/companions.md, "Safety"): what a teenager types
 * becomes comparable words, with maintained libraries doing the work —
 * - `any-ascii`: transliteration to ASCII (accents, ñ, fullwidth and "fancy" Unicode letters,
 *   confusable Cyrillic/Greek look-alikes; emoji become their names, e.g. 💀 → "skull");
 * - `snowball-stemmers`: the Snowball stemmers for English and Spanish (cutting → cut,
 *   pastillas → pastill), so one lexicon entry covers a word's forms;
 * - `fastest-levenshtein` (in match.ts): edit distance for misspellings ("suicde", "sucidal").
 * What remains here is small and linear: leetspeak digits inside words, apostrophes, repeated
 * letters ("sooo"), and letters typed apart ("k m s").
 */
import anyAscii from 'any-ascii';
import snowball from 'snowball-stemmers';

const en = snowball.newStemmer('english');
const es = snowball.newStemmer('spanish');

export type Token = { text: string; stemEn: string; stemEs: string };

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

function unleet(word: string): string {
  // Only words that mix letters with digits/symbols ("k1ll", "$uicide", "d1e"); "30" and "24" stay numbers.
  if (!/[a-z]/.test(word) || !/[0-9@$]/.test(word)) return word;
  let out = '';
  for (const ch of word) out += LEET[ch] ?? ch;
  return out;
}

/** A handle's leading '@' and trailing '@'/'$' go ("@dave_99" → "dave_99"); a leading '$' is leet ("$uicide"). */
function trimSymbols(w: string): string {
  let a = 0;
  let b = w.length;
  while (a < b && w[a] === '@') a += 1;
  while (b > a && (w[b - 1] === '@' || w[b - 1] === '$')) b -= 1;
  return w.slice(a, b);
}

/** Letters repeated three or more times become two ("sooo" → "soo", "pleaseee" → "pleasee"). */
function squeeze(word: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < word.length; i += 1) {
    run = i > 0 && word[i] === word[i - 1] ? run + 1 : 1;
    if (run <= 2) out += word[i];
  }
  return out;
}

/** Lower-case ASCII words. */
export function words(text: string): string[] {
  const ascii = anyAscii(text.normalize('NFKC')).toLowerCase().replace(/['`’]/g, '');
  const raw = ascii.split(/[^a-z0-9@$]+/).filter(Boolean);
  const out: string[] = [];
  let letters: string[] = [];
  const flush = () => {
    // "k m s", "k i l l" typed apart: three or more single letters in a row are one word.
    if (letters.length >= 3) out.push(letters.join(''));
    else out.push(...letters);
    letters = [];
  };
  for (const w of raw) {
    const word = squeeze(unleet(trimSymbols(w)));
    if (!word) continue;
    if (
      word.length === 1 &&
      /[a-z]/.test(word) &&
      word !== 'i' &&
      word !== 'a' &&
      word !== 'y' &&
      word !== 'o'
    )
      letters.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

export function tokens(text: string): Token[] {
  return words(text).map((w) => ({ text: w, stemEn: en.stem(w), stemEs: es.stem(w) }));
}

export const stemEn = (w: string) => en.stem(w);
export const stemEs = (w: string) => es.stem(w);

const ES_MARKERS = new Set(
  'que de la el los las y en un una por para con no me mi mis se lo le yo es esta estoy quiero como cuando pero porque todo nadie ya tengo hoy mañana manana dice dijo mama papa ella muy mas casa escuela cuanto cuantos donde hace gana hago soy'.split(
    ' ',
  ),
);
const EN_MARKERS = new Set(
  'the a an and to of in is it i im my me you he she they we what how do does dont want with for on at this that be am are was not about just like so can get your his her if'.split(
    ' ',
  ),
);

/** 'es' when Spanish function words (or ¿ ¡ ñ) outnumber English ones, else 'en'. */
export function detectLanguage(text: string): 'en' | 'es' {
  if (/[¿¡ñ]/i.test(text)) return 'es';
  let esScore = 0;
  let enScore = 0;
  for (const w of words(text)) {
    if (ES_MARKERS.has(w)) esScore += 1;
    if (EN_MARKERS.has(w)) enScore += 1;
  }
  if (/[áéíóú]/i.test(text)) esScore += 1;
  return esScore > enScore ? 'es' : 'en';
}
