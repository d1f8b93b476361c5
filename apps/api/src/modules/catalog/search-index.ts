/**
 * Career search in memory (issue 22): the catalogue's titles, alternate and reported titles held
 * by each process, so that a keystroke in the career search costs no database work.
 *
 * The ranking is the one the SQL search used (pg_trgm), ported faithfully. Per title row (query and
 * title normalized alike by the engine's normalizeTitle):
 *   100 exact title, 90 exact alternate/reported title,
 *   75/65 every query word starts a word of the title/alternate title (prefix match),
 *   else 50·word_similarity (pg_trgm's word_similarity, ported below; typo tolerant),
 * + min(5, sources)/2 (titles many O*NET sources report), + 1 for the main title.
 * A row is a candidate when word_similarity ≥ 0.45 or it contains the first query word. A career's
 * score is its best title's; ties: base occupation (.00) first, then the title in the database's
 * collation order.
 *
 * Better than the SQL for typos (issue 22): a query word that is neither a word of any title nor
 * the start of one ("nurce", "electrcian", "phsyical") is corrected to the most common title word
 * within one edit (two for words of 7+ letters; Damerau: a swapped pair is one edit), and the
 * corrected query's careers come first, followed by the as-typed query's trigram matches (so
 * the count never drops). Queries spelled right rank exactly as before.
 *
 * Candidates come from an inverted index of trigrams (pg_trgm's: each word padded with two spaces
 * in front and one behind), so a query touches only the titles sharing enough trigrams with it.
 * Ranked result lists are kept per normalized query in a small LRU (the autocomplete sends the
 * same prefixes again and again). The index is rebuilt when the catalogue's version changes
 * (an import; the change feed tells every process, lib/app-caches.ts).
 */
import { LRUCache } from 'lru-cache';

export const WORD_SIMILARITY_THRESHOLD = 0.45;

export type SearchCareerRow = {
  code: string;
  title: string;
  description: string;
  job_zone: number | null;
  median_wage: number | null;
  ai_impact: 'L' | 'M' | 'H' | null;
};

export type SearchTitleRow = {
  career_code: string;
  title: string;
  title_norm: string;
  kind: string;
  sources: number;
};

export type SearchHit = { career: SearchCareerRow; matchedTitle: string; matchedKind: string; score: number };

export type CareerSearchIndex = {
  /** Every career in the database's `ORDER BY title, code` order (the empty search's listing). */
  readonly careers: readonly SearchCareerRow[];
  /** Every matching career, best first (q already normalized, non-empty), typos corrected. */
  search(q: string): readonly SearchHit[];
  /** The query as typed, without correction: the SQL search's exact ranking. */
  searchAsTyped(q: string): readonly SearchHit[];
  /** The query with its misspelt words corrected (the query itself when none is). */
  correct(q: string): string;
};

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), or max+1 when above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n] as number;
}

/** pg_trgm's trigrams of a normalized string, in order, duplicates kept (generate_trgm_only). */
export function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * pg_trgm's word_similarity(query, target) (contrib/pg_trgm/trgm_op.c, calc_word_similarity and
 * iterate_word_similarity without the strict flag): the greatest similarity between the query's
 * trigram set and any continuous extent of the target's trigrams, |shared| / |union|, in float4.
 */
export function wordSimilarity(queryTrigrams: ReadonlySet<string>, target: readonly string[]): number {
  const ulen1 = queryTrigrams.size;
  if (!ulen1 || !target.length) return 0;
  const len2 = target.length;
  const ids = new Map<string, number>();
  const index = new Int32Array(len2);
  const found: boolean[] = [];
  for (let i = 0; i < len2; i++) {
    const t = target[i] as string;
    let id = ids.get(t);
    if (id === undefined) {
      id = ids.size;
      ids.set(t, id);
      found.push(queryTrigrams.has(t));
    }
    index[i] = id;
  }
  const sml = (count: number, ulen2: number) => Math.fround(count / (ulen1 + ulen2 - count));
  const lastpos = new Int32Array(ids.size).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let max = 0;
  for (let i = 0; i < len2; i++) {
    const id = index[i] as number;
    if (lower >= 0 || found[id]) {
      if ((lastpos[id] as number) < 0) {
        ulen2++;
        if (found[id]) count++;
      }
      lastpos[id] = i;
    }
    if (!found[id]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = sml(count, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const tmp = sml(tmpCount, tmpUlen2);
      if (tmp > current) {
        current = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tid = index[tmpLower] as number;
      if (lastpos[tid] === tmpLower) {
        tmpUlen2--;
        if (found[tid]) tmpCount--;
      }
    }
    if (current > max) max = current;
    for (let tl = prevLower; tl < lower; tl++) {
      const tid = index[tl] as number;
      if (lastpos[tid] === tl) lastpos[tid] = -1;
    }
  }
  return max;
}

/** Every word of `words` starts a word of `title` (the SQL's `title_norm ~ '(^| )word'` for each). */
function everyWordStartsAWord(words: readonly string[], title: string): boolean {
  for (const w of words) {
    if (!(title.startsWith(w) || title.includes(` ${w}`))) return false;
  }
  return true;
}

export function buildSearchIndex(
  careersByTitle: readonly SearchCareerRow[],
  titleRows: readonly SearchTitleRow[],
  options: { cacheSize?: number } = {},
): CareerSearchIndex {
  const rank = new Map<string, number>();
  careersByTitle.forEach((c, i) => {
    rank.set(c.code, i);
  });
  const careerOf = new Int32Array(titleRows.length);
  const rows: SearchTitleRow[] = [];
  const build = new Map<string, number[]>();
  for (const row of titleRows) {
    const career = rank.get(row.career_code);
    if (career === undefined) continue;
    const id = rows.length;
    rows.push(row);
    careerOf[id] = career;
    for (const t of new Set(trigrams(row.title_norm))) {
      const list = build.get(t);
      if (list) list.push(id);
      else build.set(t, [id]);
    }
  }
  const postings = new Map<string, Int32Array>();
  for (const [t, list] of build) postings.set(t, Int32Array.from(list));
  build.clear();
  const shared = new Uint16Array(rows.length);
  // Title words and how many title rows use them (the spelling corrector's vocabulary).
  const wordCount = new Map<string, number>();
  for (const row of rows)
    for (const w of new Set(row.title_norm.split(' '))) if (w) wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
  const vocabulary = [...wordCount.keys()];
  const knownPrefixes = new Set<string>();
  for (const w of vocabulary) for (let i = 1; i <= w.length; i++) knownPrefixes.add(w.slice(0, i));
  const corrected = new LRUCache<string, string>({ max: options.cacheSize ?? 5000 });

  function correctWord(word: string): string {
    if (word.length < 4 || knownPrefixes.has(word) || /\d/.test(word)) return word;
    const max = word.length >= 7 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (const candidate of vocabulary) {
      if (Math.abs(candidate.length - word.length) > max) continue;
      const d = editDistance(word, candidate, Math.min(max, bestDistance));
      const count = wordCount.get(candidate) ?? 0;
      if (d < bestDistance || (d === bestDistance && d <= max && count > bestCount)) {
        best = candidate;
        bestDistance = d;
        bestCount = count;
      }
    }
    return bestDistance <= max ? best : word;
  }

  function correct(q: string): string {
    let c = corrected.get(q);
    if (c === undefined) {
      c = q
        .split(' ')
        .map((w) => correctWord(w))
        .join(' ');
      corrected.set(q, c);
    }
    return c;
  }
  const cache = new LRUCache<string, SearchHit[]>({ max: options.cacheSize ?? 5000 });

  /**
   * Titles sharing enough distinct trigrams with the query to reach the threshold go `into`; every
   * title sharing at least one goes into `sharesAny` (the others' word_similarity is 0).
   */
  function similarCandidates(queryTrigrams: ReadonlySet<string>, into: Set<number>, sharesAny: Set<number>) {
    const touched: number[] = [];
    for (const t of queryTrigrams) {
      const list = postings.get(t);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) {
        const id = list[k] as number;
        if (shared[id] === 0) touched.push(id);
        shared[id] = (shared[id] as number) + 1;
      }
    }
    // word_similarity ≤ shared / |query trigrams| (an extent has at most every shared trigram).
    const needed = WORD_SIMILARITY_THRESHOLD * queryTrigrams.size - 1e-9;
    for (const id of touched) {
      sharesAny.add(id);
      if ((shared[id] as number) >= needed) into.add(id);
      shared[id] = 0;
    }
  }

  /** Titles containing `word` (the SQL's `LIKE %word%`). */
  function substringCandidates(word: string, into: Set<number>) {
    if (word.length >= 3) {
      // Every 3-letter piece of the word is a trigram of a title containing it: scan the shortest list.
      let shortest: Int32Array | undefined;
      for (let i = 0; i + 3 <= word.length; i++) {
        const list = postings.get(word.slice(i, i + 3));
        if (!list) return;
        if (!shortest || list.length < shortest.length) shortest = list;
      }
      for (const id of shortest ?? [])
        if ((rows[id] as SearchTitleRow).title_norm.includes(word)) into.add(id);
      return;
    }
    for (let id = 0; id < rows.length; id++)
      if ((rows[id] as SearchTitleRow).title_norm.includes(word)) into.add(id);
  }

  function rankAll(q: string): SearchHit[] {
    const words = q.split(' ').filter(Boolean);
    const queryTrigrams = new Set(trigrams(q));
    const candidates = new Set<number>();
    const sharesAny = new Set<number>();
    similarCandidates(queryTrigrams, candidates, sharesAny);
    if (words[0]) substringCandidates(words[0], candidates);
    const first = words[0] ?? '';
    const best = new Map<number, { row: SearchTitleRow; score: number; id: number }>();
    for (const id of candidates) {
      const row = rows[id] as SearchTitleRow;
      const isTitle = row.kind === 'title';
      const norm = row.title_norm;
      let base: number;
      if (norm === q) base = isTitle ? 100 : 90;
      else if (everyWordStartsAWord(words, norm)) base = isTitle ? 75 : 65;
      else {
        // A title containing the first word but sharing no trigram with the query (a one- or
        // two-letter query inside a word: "n" in "engineer") has similarity 0; computing it for
        // tens of thousands of titles blocked the process for 200-400 ms per new short query.
        const similarity = sharesAny.has(id) ? wordSimilarity(queryTrigrams, trigrams(norm)) : 0;
        if (similarity < WORD_SIMILARITY_THRESHOLD && !norm.includes(first)) continue;
        base = Math.fround(50 * similarity);
      }
      const score = base + Math.min(5, row.sources) / 2 + (isTitle ? 1 : 0);
      const career = careerOf[id] as number;
      const held = best.get(career);
      const heldIsTitle = held?.row.kind === 'title';
      if (
        !held ||
        score > held.score ||
        (score === held.score && (isTitle !== heldIsTitle ? isTitle : id < held.id))
      )
        best.set(career, { row, score, id });
    }
    const hits = [...best].map(([career, b]) => ({ career, b }));
    hits.sort((x, y) => {
      if (x.b.score !== y.b.score) return y.b.score - x.b.score;
      const xBase = (careersByTitle[x.career] as SearchCareerRow).code.endsWith('.00') ? 1 : 0;
      const yBase = (careersByTitle[y.career] as SearchCareerRow).code.endsWith('.00') ? 1 : 0;
      if (xBase !== yBase) return yBase - xBase;
      return x.career - y.career;
    });
    return hits.map(({ career, b }) => ({
      career: careersByTitle[career] as SearchCareerRow,
      matchedTitle: b.row.title,
      matchedKind: b.row.kind,
      score: b.score,
    }));
  }

  const asTyped = (q: string) => {
    let hits = cache.get(q);
    if (!hits) {
      hits = rankAll(q);
      cache.set(q, hits);
    }
    return hits;
  };
  const merged = new LRUCache<string, SearchHit[]>({ max: options.cacheSize ?? 5000 });

  return {
    careers: careersByTitle,
    correct,
    searchAsTyped: asTyped,
    search(q) {
      const fixed = correct(q);
      if (fixed === q) return asTyped(q);
      let hits = merged.get(q);
      if (!hits) {
        const seen = new Set<string>();
        hits = [];
        for (const hit of [...asTyped(fixed), ...asTyped(q)])
          if (!seen.has(hit.career.code)) {
            seen.add(hit.career.code);
            hits.push(hit);
          }
        merged.set(q, hits);
      }
      return hits;
    },
  };
}
