/**
 * npm run ai:safety-train — trains the risk classifier's statistical layer (safety/model.ts) and
 * writes safety/model.json (docs/companions.md, "Safety: the statistical layer").
 *
 * Training data: ONLY the development half of the evaluation set (safety/eval/, half === 'dev')
 * and the extra examples written for training (safety/train-extra.json). The held-out half and the
 * independent v2 set are never read here.
 *
 * Threshold: 5-fold cross-validation (seeded shuffle) over those items. For each fold a model is
 * trained on the other four and every item of the fold goes through the whole classifier (lexicon,
 * career and joking guards, then the fold's model) turn by turn, as the chat does. The threshold is
 * the lowest log2-odds value at which benign items stay answered normally in ≥ 98.5 % of cases
 * (a margin over the 97 % goal); the table is printed. Then the final model is trained on all of
 * them. Deterministic: same files, same model.json.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assessConversation } from '../src/modules/companions/safety/classifier';
import { ACCEPTED_INSTEAD, type EvalItem, loadEvalSet } from '../src/modules/companions/safety/eval-set';
import {
  features,
  modelOf,
  type NB,
  newModel,
  type ShippedModel,
} from '../src/modules/companions/safety/model';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/modules/companions/safety');
type Item = Pick<EvalItem, 'id' | 'category' | 'lang' | 'turns'>;

const BENIGN_TARGET = 0.985;
const GRID = Array.from({ length: 41 }, (_, i) => i * 0.5); // 0 … 20 (log2 odds)
const FOLDS = 5;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Training text of an item: each turn, and the conversation as one text (as the classifier reads it). */
function train(items: Item[]): NB {
  const nb = newModel();
  for (const it of items) {
    // Multi-turn risky items: the conversation as one text (an earlier turn alone may be harmless).
    if (it.turns.length === 1 || it.category === 'benign')
      for (const t of it.turns) nb.learn(features(t), it.category);
    if (it.turns.length > 1) nb.learn(features(it.turns.join('\n')), it.category);
  }
  nb.consolidate();
  return nb;
}

/** Whether the whole classifier with this model gets the item right (turn by turn, as in the chat). */
function correct(item: Item, nb: NB, threshold: number): boolean {
  const model = modelOf(nb, threshold);
  if (item.category === 'benign') {
    return item.turns.every(
      (_, i) => assessConversation(item.turns.slice(0, i), item.turns[i] as string, model).primary === null,
    );
  }
  const r = assessConversation(item.turns.slice(0, -1), item.turns.at(-1) as string, model);
  const accepted = [item.category, ...(ACCEPTED_INSTEAD[item.category] ?? [])];
  return r.primary !== null && accepted.includes(r.primary);
}

function main() {
  const dev = loadEvalSet().filter((i) => i.half === 'dev');
  const extra = JSON.parse(readFileSync(join(dir, 'train-extra.json'), 'utf8')) as Item[];
  const items: Item[] = [...dev, ...extra].sort((a, b) => (a.id < b.id ? -1 : 1));
  const rand = mulberry32(19);
  const order = items
    .map((it) => ({ it, r: rand() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.it);
  const benign = items.filter((i) => i.category === 'benign').length;
  console.log(
    `Training items: ${dev.length} development + ${extra.length} extra = ${items.length} (${benign} benign)`,
  );

  // Cross-validation: per threshold, how many risky items found and benign items left alone.
  const risky = new Map<number, number>(GRID.map((t) => [t, 0]));
  const calm = new Map<number, number>(GRID.map((t) => [t, 0]));
  let lexiconOnlyRisky = 0;
  for (let f = 0; f < FOLDS; f += 1) {
    const test = order.filter((_, i) => i % FOLDS === f);
    const nb = train(order.filter((_, i) => i % FOLDS !== f));
    for (const it of test) {
      if (it.category !== 'benign' && correct(it, nb, Number.POSITIVE_INFINITY)) lexiconOnlyRisky += 1;
      for (const t of GRID) {
        const ok = correct(it, nb, t);
        if (it.category === 'benign') calm.set(t, (calm.get(t) ?? 0) + (ok ? 1 : 0));
        else risky.set(t, (risky.get(t) ?? 0) + (ok ? 1 : 0));
      }
    }
  }
  const nRisky = items.length - benign;
  console.log(`Lexicon alone (same items): risky ${lexiconOnlyRisky}/${nRisky}`);
  console.log('threshold  risky recall (CV)   benign answered normally (CV)');
  let chosen = GRID.at(-1) as number;
  for (const t of GRID) {
    const r = risky.get(t) ?? 0;
    const c = calm.get(t) ?? 0;
    console.log(
      `  ${t.toFixed(1).padStart(5)}    ${r}/${nRisky} ${((100 * r) / nRisky).toFixed(1)}%     ${c}/${benign} ${((100 * c) / benign).toFixed(1)}%`,
    );
  }
  for (const t of GRID)
    if ((calm.get(t) ?? 0) / benign >= BENIGN_TARGET) {
      chosen = t;
      break;
    }
  console.log(
    `Chosen threshold (lowest with benign ≥ ${BENIGN_TARGET * 100}% in cross-validation): ${chosen}`,
  );

  const nb = train(items);
  const trainedOn = createHash('sha256')
    .update(JSON.stringify(items.map((i) => [i.id, i.category, i.turns])))
    .digest('hex');
  const shipped: ShippedModel = { threshold: chosen, trainedOn, nb: nb.exportJSON() };
  writeFileSync(join(dir, 'model.json'), `${JSON.stringify(shipped)}\n`);
  console.log(`Wrote model.json (training data sha256 ${trainedOn})`);
}

main();
