/**
 * npm run ai:safety-train — trains the risk classifier's statistical layer (safety/model.ts) and
 * writes safety/model.json (docs/companions.md, "Safety: the statistical layer").
 *
 * Training data: ONLY the development half of the evaluation set (safety/eval/, half === 'dev')
 * and the extra examples written for training (safety/train-extra.json). The held-out half and the
 * independent v2 set are never read here.
 *
 * Two models are trained on the same features: naive Bayes (wink) and a logistic regression
 * (safety/linear.ts). Threshold: 5-fold cross-validation (seeded shuffle) over those items. For
 * each fold each model is trained on the other four and every item of the fold goes through the
 * whole classifier (lexicon, career and joking guards, then the fold's model) turn by turn, as the
 * chat does. Each model's threshold is the lowest log2-odds value at which benign items stay
 * answered normally in ≥ 98.5 % of cases (a margin over the 97 % goal); the tables are printed.
 * The model shipped is the one with the higher cross-validated risky recall at its threshold
 * (rule fixed beforehand); it is then trained on all of the items. Deterministic: same files,
 * same model.json.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assessConversation } from '../src/modules/companions/safety/classifier';
import { ACCEPTED_INSTEAD, type EvalItem, loadEvalSet } from '../src/modules/companions/safety/eval-set';
import { type LinearModel, trainLinear } from '../src/modules/companions/safety/linear';
import {
  features,
  linearModelOf,
  modelOf,
  type NB,
  newModel,
  type RiskModel,
  type ShippedModel,
} from '../src/modules/companions/safety/model';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/modules/companions/safety');
type Item = Pick<EvalItem, 'id' | 'category' | 'lang' | 'turns'>;

const BENIGN_TARGET = 0.985;
const GRIDS = {
  nb: Array.from({ length: 41 }, (_, i) => i * 0.5), // 0 … 20 (log2 odds)
  lr: Array.from({ length: 41 }, (_, i) => i * 0.25), // 0 … 10 (log2 odds)
};
type Kind = keyof typeof GRIDS;
const LABELS = [
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

/** Training examples of an item: each turn, and a multi-turn conversation as one text (as the classifier reads it). */
function examples(items: Item[]): { features: string[]; label: string }[] {
  const out: { features: string[]; label: string }[] = [];
  for (const it of items) {
    // Multi-turn risky items: the conversation as one text (an earlier turn alone may be harmless).
    if (it.turns.length === 1 || it.category === 'benign')
      for (const t of it.turns) out.push({ features: features(t), label: it.category });
    if (it.turns.length > 1) out.push({ features: features(it.turns.join('\n')), label: it.category });
  }
  return out;
}

function trainNb(items: Item[]): NB {
  const nb = newModel();
  for (const ex of examples(items)) nb.learn(ex.features, ex.label);
  nb.consolidate();
  return nb;
}

const trainLr = (items: Item[]): LinearModel => trainLinear(examples(items), LABELS);

/** A model of either kind at a threshold, its odds remembered per text (the grid re-reads them). */
function trained(kind: Kind, items: Item[]): (threshold: number) => RiskModel {
  const base = kind === 'nb' ? modelOf(trainNb(items), 0) : linearModelOf(trainLr(items), 0);
  const memo = new Map<string, ReturnType<RiskModel['odds']>>();
  const odds = (text: string) => {
    let o = memo.get(text);
    if (!o) {
      o = base.odds(text);
      memo.set(text, o);
    }
    return o;
  };
  return (threshold) => ({ threshold, odds });
}

/** Whether the whole classifier with this model gets the item right (turn by turn, as in the chat). */
function correct(item: Item, model: RiskModel | null): boolean {
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

  // Cross-validation: per model and threshold, how many risky items found and benign items left alone.
  const nRisky = items.length - benign;
  const chosen = {} as Record<Kind, { threshold: number; recall: number }>;
  let lexiconOnlyRisky = 0;
  for (const kind of ['nb', 'lr'] as Kind[]) {
    const grid = GRIDS[kind];
    const risky = new Map<number, number>(grid.map((t) => [t, 0]));
    const calm = new Map<number, number>(grid.map((t) => [t, 0]));
    for (let f = 0; f < FOLDS; f += 1) {
      const test = order.filter((_, i) => i % FOLDS === f);
      const at = trained(
        kind,
        order.filter((_, i) => i % FOLDS !== f),
      );
      for (const it of test) {
        if (kind === 'nb' && it.category !== 'benign' && correct(it, null)) lexiconOnlyRisky += 1;
        for (const t of grid) {
          const ok = correct(it, at(t));
          if (it.category === 'benign') calm.set(t, (calm.get(t) ?? 0) + (ok ? 1 : 0));
          else risky.set(t, (risky.get(t) ?? 0) + (ok ? 1 : 0));
        }
      }
    }
    if (kind === 'nb') console.log(`Lexicon alone (same items): risky ${lexiconOnlyRisky}/${nRisky}`);
    console.log(
      `${kind === 'nb' ? 'Naive Bayes' : 'Logistic regression'}: threshold  risky recall (CV)   benign answered normally (CV)`,
    );
    let pick = grid.at(-1) as number;
    for (const t of grid) {
      const r = risky.get(t) ?? 0;
      const c = calm.get(t) ?? 0;
      console.log(
        `  ${t.toFixed(2).padStart(6)}    ${r}/${nRisky} ${((100 * r) / nRisky).toFixed(1)}%     ${c}/${benign} ${((100 * c) / benign).toFixed(1)}%`,
      );
    }
    for (const t of grid)
      if ((calm.get(t) ?? 0) / benign >= BENIGN_TARGET) {
        pick = t;
        break;
      }
    chosen[kind] = { threshold: pick, recall: (risky.get(pick) ?? 0) / nRisky };
    console.log(
      `  chosen threshold (lowest with benign ≥ ${BENIGN_TARGET * 100}% in cross-validation): ${pick}, risky recall ${(100 * chosen[kind].recall).toFixed(1)}%`,
    );
  }
  const kind: Kind = chosen.lr.recall > chosen.nb.recall ? 'lr' : 'nb';
  console.log(
    `Shipped: ${kind === 'nb' ? 'naive Bayes' : 'logistic regression'} (the higher cross-validated recall at its threshold)`,
  );

  const trainedOn = createHash('sha256')
    .update(JSON.stringify(items.map((i) => [i.id, i.category, i.turns])))
    .digest('hex');
  const threshold = chosen[kind].threshold;
  const shipped: ShippedModel =
    kind === 'nb'
      ? { kind, threshold, trainedOn, nb: trainNb(items).exportJSON() }
      : { kind, threshold, trainedOn, lr: trainLr(items) };
  writeFileSync(join(dir, 'model.json'), `${JSON.stringify(shipped)}\n`);
  console.log(`Wrote model.json (training data sha256 ${trainedOn})`);
}

main();
