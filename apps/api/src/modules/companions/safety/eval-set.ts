/**
 * The labelled evaluation set (safety/eval/README.md): loading, and the split's hash. Used by
 * `npm run ai:safety` and the classifier's tests; never by the running app.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RiskCategory } from './lexicon';

export type EvalCategory = RiskCategory | 'benign';
export type EvalItem = {
  id: string;
  category: EvalCategory;
  lang: 'en' | 'es';
  turns: string[];
  half: 'dev' | 'heldout';
};

export const EVAL_CATEGORIES: EvalCategory[] = [
  'self-harm',
  'grooming',
  'sexual',
  'abuse',
  'eating',
  'bullying',
  'drugs',
  'violence',
  'benign',
];

/**
 * Other categories whose reply also serves an item (scoring): "they told me to kill myself" is
 * bullying, and the self-harm reply answers it too. Self-harm and grooming items need their own.
 */
export const ACCEPTED_INSTEAD: Partial<Record<EvalCategory, RiskCategory[]>> = {
  drugs: ['self-harm'],
  eating: ['self-harm'],
  bullying: ['self-harm', 'violence'],
  abuse: ['grooming', 'sexual', 'violence'],
  sexual: ['grooming'],
  violence: ['abuse'],
};

const dir = join(dirname(fileURLToPath(import.meta.url)), 'eval');

export function loadEvalSet(): EvalItem[] {
  return EVAL_CATEGORIES.flatMap(
    (c) => JSON.parse(readFileSync(join(dir, `${c}.json`), 'utf8')) as EvalItem[],
  );
}

export function recordedSplit(): { seed: string; method: string; hash: string } {
  return JSON.parse(readFileSync(join(dir, 'split.json'), 'utf8'));
}

/** SHA-256 of the canonical [id, half, category, lang, turns] list sorted by id (as split.json records). */
export function splitHash(items: EvalItem[]): string {
  const canon = items
    .map((i) => [i.id, i.half, i.category, i.lang, i.turns] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(canon), 'utf8').digest('hex');
}

/** The independent test sets v2, v3 and v4 (safety/eval-v2/, eval-v3/, eval-v4/, each written separately; test only, never for training or tuning). */
export type V2Item = Omit<EvalItem, 'half'>;
export type TestSetName = 'v2' | 'v3' | 'v4';

/** null while the set's files are not all there; hash = SHA-256 of its nine files concatenated in EVAL_CATEGORIES order. */
export function loadTestSet(name: TestSetName): { items: V2Item[]; hash: string } | null {
  const setDir = join(dirname(fileURLToPath(import.meta.url)), `eval-${name}`);
  const files = EVAL_CATEGORIES.map((c) => join(setDir, `${c}.json`));
  if (!files.every((f) => existsSync(f))) return null;
  const hash = createHash('sha256');
  const items: V2Item[] = [];
  for (const f of files) {
    const raw = readFileSync(f, 'utf8');
    hash.update(raw, 'utf8');
    items.push(...(JSON.parse(raw) as V2Item[]));
  }
  return { items, hash: hash.digest('hex') };
}

export const loadV2Set = () => loadTestSet('v2');
