/**
 * npm run ai:safety-train — trains the risk classifier's statistical layer (safety/model.ts) and
 * writes safety/model.json (docs/companions.md, "Safety: the statistical layer").
 *
 * Training data: ONLY the development half of the evaluation set (safety/eval/, half === 'dev')
 * and the extra examples written for training (safety/train-extra.json). The held-out half and the
 * independent test sets v2 and v3 are never read here, except by the guard below (a mechanical
 * comparison; only the count is printed).
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
 *
 * Fourth round (28 Nov 2026):
 * - Guard (safety/train-guard.ts): any training item whose normalised text (whole or any turn)
 *   equals a test item's (held-out half, v2, v3; whole or any turn) is dropped; only the count is
 *   printed. The test items are read for that mechanical comparison and nothing else.
 * - Candidates: naive Bayes, and the logistic regression at L2 1e-4 (shipped before) and 1e-3,
 *   each trained with and without the examples written in this round (ids `tx3-`): six in all.
 *   The lexicon is read once per message (classifier.ts `lexiconStage`), the model per threshold;
 *   folds are assigned by a hash of the id, so an item is in the same fold in every candidate.
 * - Selection rule, fixed before any run: figures are taken on the "base" items (the development
 *   half and the ids of train-extra.json written before this round, after the guard), so that
 *   candidates trained with and without new data are compared on the same items. Per candidate,
 *   the threshold is the lowest grid value at which base benign items stay answered normally in
 *   ≥ 98.5 % of cases. A candidate is eligible when its cross-validated self-harm recall and
 *   grooming recall are each at least the baseline's (logistic regression, L2 1e-4, without the
 *   new data: the model shipped before, retrained after the guard); among eligible ones the
 *   highest risky recall (all categories) ships; ties → higher benign, then the baseline.
 * Environment (for experiments only): SAFETY_TRAIN_DRY=1 writes nothing; SAFETY_TRAIN_MISSES=1
 * prints the ids of cross-validation misses (training items only).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LexiconStage, lexiconStage, withModel } from '../src/modules/companions/safety/classifier';
import {
  ACCEPTED_INSTEAD,
  type EvalItem,
  loadEvalSet,
  loadTestSet,
} from '../src/modules/companions/safety/eval-set';
import { LINEAR_CONFIG, type LinearModel, trainLinear } from '../src/modules/companions/safety/linear';
import {
  features,
  linearModelOf,
  modelOf,
  type NB,
  newModel,
  type RiskModel,
  type ShippedModel,
} from '../src/modules/companions/safety/model';
import { dropTestOverlap } from '../src/modules/companions/safety/train-guard';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/modules/companions/safety');
type Item = Pick<EvalItem, 'id' | 'category' | 'lang' | 'turns'>;

const BENIGN_TARGET = 0.985;
const GRIDS = {
  nb: Array.from({ length: 41 }, (_, i) => i * 0.5), // 0 … 20 (log2 odds)
  lr: Array.from({ length: 53 }, (_, i) => -3 + i * 0.25), // −3 … 10 (log2 odds; below 0 since the fourth round)
};
type Kind = keyof typeof GRIDS;
type Candidate = { name: string; kind: Kind; l2?: number };
const CANDIDATES: Candidate[] = [
  { name: 'naive Bayes', kind: 'nb' },
  { name: 'logistic regression, L2 1e-4', kind: 'lr', l2: 1e-4 },
  { name: 'logistic regression, L2 1e-3', kind: 'lr', l2: 1e-3 },
];
/** Ids of train-extra.json written before the fourth round (the "base" items of the selection rule). */
const isNewId = (id: string) => id.startsWith('tx3-');
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

const trainLr = (items: Item[], l2 = LINEAR_CONFIG.l2): LinearModel =>
  trainLinear(examples(items), LABELS, { ...LINEAR_CONFIG, l2 });

/** A model of either kind at a threshold, its odds remembered per text (the grid re-reads them). */
function trained(c: Candidate, items: Item[]): (threshold: number) => RiskModel {
  const base = c.kind === 'nb' ? modelOf(trainNb(items), 0) : linearModelOf(trainLr(items, c.l2), 0);
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

/** The lexicon's stage of each turn of an item (read once; the model is tried per threshold). */
function stagesOf(item: Item): LexiconStage[] {
  return item.turns.map((t, i) => lexiconStage(item.turns.slice(0, i), t));
}

/** Whether the whole classifier with this model gets the item right (turn by turn, as in the chat). */
function correct(item: Item, stages: LexiconStage[], model: RiskModel | null): boolean {
  if (item.category === 'benign')
    return item.turns.every((t, i) => withModel(stages[i] as LexiconStage, t, model).primary === null);
  const last = item.turns.length - 1;
  const r = withModel(stages[last] as LexiconStage, item.turns[last] as string, model);
  const accepted = [item.category, ...(ACCEPTED_INSTEAD[item.category] ?? [])];
  return r.primary !== null && accepted.includes(r.primary);
}

type Tally = { risky: number; benign: number; perCat: Map<string, number>; missed: string[] };
const pct = (a: number, b: number) => `${a}/${b} ${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;

function main() {
  const dev = loadEvalSet().filter((i) => i.half === 'dev');
  const rawExtra = JSON.parse(readFileSync(join(dir, 'train-extra.json'), 'utf8')) as Item[];
  // The guard: training items equal to a test item (normalised) are dropped; only the count is printed.
  const testItems = [
    ...loadEvalSet().filter((i) => i.half === 'heldout'),
    ...(loadTestSet('v2')?.items ?? []),
    ...(loadTestSet('v3')?.items ?? []),
  ];
  const guarded = dropTestOverlap([...dev, ...rawExtra], testItems);
  console.log(
    `Guard: ${guarded.dropped} training items dropped (normalised text equal to a held-out/v2/v3 item; ${testItems.length} test items compared)`,
  );
  const items: Item[] = guarded.kept.sort((a, b) => (a.id < b.id ? -1 : 1));
  // Folds by a hash of the id, so that a base item is in the same fold with and without new data.
  const foldOf = (id: string) => (createHash('sha256').update(id).digest()[0] as number) % FOLDS;
  const order = items;
  const benign = items.filter((i) => i.category === 'benign').length;
  const isBase = (it: Item) => !isNewId(it.id);
  const base = items.filter(isBase);
  const baseBenign = base.filter((i) => i.category === 'benign').length;
  const baseRisky = base.length - baseBenign;
  const baseCount = (cat: string) => base.filter((i) => i.category === cat).length;
  console.log(
    `Training items: ${items.length} (${benign} benign) after the guard; new this round (tx3-): ${items.length - base.length}; base items for the selection: ${base.length} (${baseBenign} benign)`,
  );

  const stages = new Map<string, LexiconStage[]>(order.map((it) => [it.id, stagesOf(it)]));
  let lexiconOnly = 0;
  for (const it of base)
    if (it.category !== 'benign' && correct(it, stages.get(it.id) ?? [], null)) lexiconOnly += 1;
  console.log(`Lexicon alone (base items): risky ${pct(lexiconOnly, baseRisky)}`);

  const results: { c: Candidate; withNew: boolean; threshold: number; at: Tally }[] = [];
  for (const withNew of [false, true])
    for (const c of CANDIDATES) {
      const pool = withNew ? order : base;
      const grid = GRIDS[c.kind];
      const tallies = new Map<number, Tally>(
        grid.map((t) => [t, { risky: 0, benign: 0, perCat: new Map(), missed: [] }]),
      );
      for (let f = 0; f < FOLDS; f += 1) {
        const test = order.filter((it) => foldOf(it.id) === f && isBase(it));
        const at = trained(
          c,
          pool.filter((it) => foldOf(it.id) !== f),
        );
        for (const it of test) {
          const st = stages.get(it.id) ?? [];
          for (const t of grid) {
            const ok = correct(it, st, at(t));
            const tally = tallies.get(t) as Tally;
            if (!ok) {
              tally.missed.push(it.id);
              continue;
            }
            if (it.category === 'benign') tally.benign += 1;
            else tally.risky += 1;
            tally.perCat.set(it.category, (tally.perCat.get(it.category) ?? 0) + 1);
          }
        }
      }
      const name = `${c.name}, ${withNew ? 'with' : 'without'} the new examples`;
      console.log(`${name}: threshold  risky recall (CV, base)   benign answered normally (CV, base)`);
      for (const t of grid) {
        const tally = tallies.get(t) as Tally;
        console.log(
          `  ${t.toFixed(2).padStart(6)}    ${pct(tally.risky, baseRisky)}     ${pct(tally.benign, baseBenign)}`,
        );
      }
      let pick = grid.at(-1) as number;
      for (const t of grid)
        if ((tallies.get(t) as Tally).benign / baseBenign >= BENIGN_TARGET) {
          pick = t;
          break;
        }
      const at = tallies.get(pick) as Tally;
      results.push({ c, withNew, threshold: pick, at });
      // Cross-validation misses (training items only, never test items), for the record.
      if (process.env.SAFETY_TRAIN_MISSES === '1') console.log(`  CV misses: ${at.missed.sort().join(' ')}`);
      console.log(
        `  chosen threshold (lowest with benign ≥ ${BENIGN_TARGET * 100}%): ${pick}; risky ${pct(at.risky, baseRisky)}, benign ${pct(at.benign, baseBenign)}; per category: ${LABELS.filter(
          (l) => l !== 'benign',
        )
          .map((l) => `${l} ${pct(at.perCat.get(l) ?? 0, baseCount(l))}`)
          .join(', ')}`,
      );
    }
  // The selection rule (fixed beforehand, header).
  const baseline = results.find(
    (r) => !r.withNew && r.c.kind === 'lr' && r.c.l2 === 1e-4,
  ) as (typeof results)[number];
  const cat = (r: (typeof results)[number], c: string) => r.at.perCat.get(c) ?? 0;
  const eligible = results.filter(
    (r) =>
      cat(r, 'self-harm') >= cat(baseline, 'self-harm') && cat(r, 'grooming') >= cat(baseline, 'grooming'),
  );
  const label = (r: (typeof results)[number]) =>
    `${r.c.name} ${r.withNew ? 'with' : 'without'} the new examples at ${r.threshold}`;
  console.log(
    `Baseline (${label(baseline)}): self-harm ${cat(baseline, 'self-harm')}, grooming ${cat(baseline, 'grooming')}, risky ${baseline.at.risky}; eligible: ${eligible.map(label).join('; ')}`,
  );
  const best = [...eligible].sort(
    (a, b) =>
      b.at.risky - a.at.risky || b.at.benign - a.at.benign || (a === baseline ? -1 : b === baseline ? 1 : 0),
  )[0] as (typeof results)[number];
  console.log(`Shipped: ${label(best)} (rule in the header)`);
  if (process.env.SAFETY_TRAIN_DRY === '1') return;

  const final = best.withNew ? items : base;
  const trainedOn = createHash('sha256')
    .update(JSON.stringify(final.map((i) => [i.id, i.category, i.turns])))
    .digest('hex');
  const { threshold } = best;
  const shipped: ShippedModel =
    best.c.kind === 'nb'
      ? { kind: 'nb', threshold, trainedOn, nb: trainNb(final).exportJSON() }
      : { kind: 'lr', threshold, trainedOn, lr: trainLr(final, best.c.l2) };
  writeFileSync(join(dir, 'model.json'), `${JSON.stringify(shipped)}\n`);
  console.log(`Wrote model.json (training data sha256 ${trainedOn})`);
}

main();
