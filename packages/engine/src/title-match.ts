/**
 * Matching the careers a student typed at sign-up ("nurse, game designer") to catalogue careers
 * through their titles and O*NET alternate/reported titles. Tiers, best first:
 *   1.0 the phrase equals the career title; 0.9 it equals an alternate title;
 *   0.75 every word of the phrase is in the title; 0.6 every word is in one alternate title.
 * Words are lower-cased, accents and punctuation removed and simple plurals folded.
 */

const STOP = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'in',
  'to',
  'or',
  'be',
  'i',
  'want',
  'my',
  'job',
  'career',
]);

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('sses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    return word.slice(0, -1);
  return word;
}

export function titleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !STOP.has(w))
    .map(singular);
}

export const normalizeTitle = (text: string) => titleWords(text).join(' ');

export type TitleIndex = {
  /** Normalized main title → career indexes. */
  main: Map<string, number[]>;
  /** Normalized alternate title → career indexes. */
  alternate: Map<string, number[]>;
  /** Word → alternate titles (as word lists) with their career index. */
  altByWord: Map<string, number[]>;
  altWords: string[][];
  altCareer: Int32Array;
  mainWords: string[][];
};

export function buildTitleIndex(
  careers: readonly { title: string; titles: readonly string[] }[],
): TitleIndex {
  const main = new Map<string, number[]>();
  const alternate = new Map<string, number[]>();
  const altByWord = new Map<string, number[]>();
  const altWords: string[][] = [];
  const altCareerList: number[] = [];
  const mainWords: string[][] = [];
  const push = (m: Map<string, number[]>, k: string, v: number) => {
    const list = m.get(k);
    if (!list) m.set(k, [v]);
    else if (list[list.length - 1] !== v) list.push(v);
  };
  careers.forEach((c, i) => {
    const words = titleWords(c.title);
    mainWords.push(words);
    push(main, words.join(' '), i);
    const seen = new Set<string>();
    for (const t of c.titles) {
      const w = titleWords(t);
      const key = w.join(' ');
      if (!key || seen.has(key)) continue;
      seen.add(key);
      push(alternate, key, i);
      const id = altWords.length;
      altWords.push(w);
      altCareerList.push(i);
      for (const word of new Set(w)) push(altByWord, word, id);
    }
  });
  return { main, alternate, altByWord, altWords, altCareer: Int32Array.from(altCareerList), mainWords };
}

export type TitleMatch = { index: number; strength: number; phrase: string };

/** Best careers for one typed phrase (at most `limit`, all from the best tier found). */
export function matchTypedPhrase(index: TitleIndex, phrase: string, limit = 3): TitleMatch[] {
  const words = titleWords(phrase);
  if (!words.length) return [];
  const key = words.join(' ');
  const out = (ids: Iterable<number>, strength: number) =>
    [...new Set(ids)].slice(0, limit).map((i) => ({ index: i, strength, phrase: phrase.trim() }));
  const exact = index.main.get(key);
  if (exact) return out(exact, 1);
  const alt = index.alternate.get(key);
  if (alt) return out(alt, 0.9);
  const inMain: number[] = [];
  index.mainWords.forEach((w, i) => {
    if (words.every((x) => w.includes(x))) inMain.push(i);
  });
  if (inMain.length) {
    // Titles with the fewest extra words first.
    inMain.sort((a, b) => index.mainWords[a].length - index.mainWords[b].length || a - b);
    return out(inMain, 0.75);
  }
  const lists = words.map((w) => index.altByWord.get(w) ?? []);
  lists.sort((a, b) => a.length - b.length);
  const counts = new Map<number, number>();
  for (const id of lists[0]) {
    if (words.every((x) => index.altWords[id].includes(x))) {
      const c = index.altCareer[id];
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([c]) => c);
  return out(ranked, 0.6);
}

/** Split the sign-up careers field (comma/semicolon/newline separated) and match every phrase. */
export function matchTypedCareers(index: TitleIndex, typed: string | readonly string[] | null | undefined) {
  const phrases = (typeof typed === 'string' ? typed.split(/[,;\n]/) : (typed ?? []))
    .map((s) => s.trim())
    .filter((s) => s.length >= 2)
    .slice(0, 10);
  const best = new Map<number, TitleMatch>();
  for (const p of phrases) {
    for (const m of matchTypedPhrase(index, p)) {
      const prev = best.get(m.index);
      if (!prev || prev.strength < m.strength) best.set(m.index, m);
    }
  }
  return best;
}
