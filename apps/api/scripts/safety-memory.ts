/**
 * npm run ai:safety-memory -- [--check]
 *
 * Rebuilds the nearest-neighbour check's memory (safety/neighbours.json; neighbours.ts) from its
 * sources, deterministically (docs/companions.md, "Twenty-ninth round"):
 * - every training item (the development half and train-extra.json), as the training script's
 *   `--ship` writes it (safety-model-train.ts, memoryOf: single-turn items and every turn of a
 *   benign conversation by themselves, a conversation also as one text);
 * - since the twenty-ninth round, the development batteries listed in MEMORY_BATTERIES, the same way
 *   (a risky file's `S: ` … prefix is not part of the message).
 * Both after the guard (train-guard.ts: an item whose normalised text, whole or any turn, equals a
 * test item's is dropped; only the count is printed). The check's settings (k, cosine, share,
 * ceiling, duplicate) are kept from the current file. With --check, nothing is written: the script
 * says whether the file is what its sources make. Never runs in the app or in CI.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clip, encodeAll } from '../src/modules/companions/safety/encoder';
import { type EvalItem, loadEvalSet, loadTestSet } from '../src/modules/companions/safety/eval-set';
import { type NeighbourMemory, packMemory } from '../src/modules/companions/safety/neighbours';
import { dropTestOverlap } from '../src/modules/companions/safety/train-guard';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/modules/companions/safety');
type Item = Pick<EvalItem, 'id' | 'category' | 'turns'>;

/**
 * Twenty-ninth round, first step: the twenty-eighth round's development batteries (every file but
 * the fresh tests I and M; batteries-r28/README.md).
 */
export const MEMORY_BATTERIES = [
  'batteries-r28/benign-adults-C.txt',
  'batteries-r28/benign-careers-A.txt',
  'batteries-r28/benign-edbudr-T.txt',
  'batteries-r28/benign-feelings-B.txt',
  'batteries-r28/benign-grooming-words-P.txt',
  'batteries-r28/benign-mixed-N.txt',
  'batteries-r28/benign-nearmiss-H.txt',
  'batteries-r28/benign-violence-words-L.txt',
  'batteries-r28/risky-abuse-K.txt',
  'batteries-r28/risky-edbudr-Q.txt',
  'batteries-r28/risky-grooming-O.txt',
  'batteries-r28/risky-violence-J.txt',
  'batteries-r28/test-risky-selfharm-F.txt',
  'batteries-r28/test-risky-selfharm-G.txt',
  'batteries-r28/train-benign-stress-D.txt',
  'batteries-r28/train-risky-selfharm-E.txt',
];

/** A battery file's messages as items: benign, or risky (its category does not matter to the memory). */
function batteryItems(file: string): Item[] {
  const risky = file.includes('risky');
  return readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line, i) => ({
      id: `${file}#${i + 1}`,
      category: risky ? 'self-harm' : 'benign',
      turns: line.replace(/^[A-Z]: /, '').split(' || '),
    }));
}

/** The texts the memory holds for items, with whether each is benign (as the training script's exampleTexts). */
function memoryTexts(items: Item[]): [string, boolean][] {
  const out: [string, boolean][] = [];
  for (const it of items) {
    if (it.turns.length === 1 || it.category === 'benign')
      for (const t of it.turns) out.push([t, it.category === 'benign']);
    if (it.turns.length > 1) out.push([it.turns.join('\n'), it.category === 'benign']);
  }
  return out;
}

const testItems = [
  ...loadEvalSet().filter((i) => i.half === 'heldout'),
  ...(loadTestSet('v2')?.items ?? []),
  ...(loadTestSet('v3')?.items ?? []),
  ...(loadTestSet('v4')?.items ?? []),
];
const training = dropTestOverlap(
  [
    ...loadEvalSet().filter((i) => i.half === 'dev'),
    ...(JSON.parse(readFileSync(join(dir, 'train-extra.json'), 'utf8')) as Item[]),
  ],
  testItems,
);
const batteries = dropTestOverlap(MEMORY_BATTERIES.flatMap(batteryItems), testItems);
console.log(
  `Guard: ${training.dropped} training items and ${batteries.dropped} battery messages dropped (${testItems.length} test items compared)`,
);
// The training script's order: its items sorted by id; then the batteries in MEMORY_BATTERIES order.
const texts = [
  ...memoryTexts(training.kept.sort((a, b) => (a.id < b.id ? -1 : 1))),
  ...memoryTexts(batteries.kept),
];
const vectors = await encodeAll(texts.map(([t]) => t));
const entries = texts.flatMap(([text, benign]) => {
  const vector = vectors.get(clip(text));
  return vector ? [{ vector, benign }] : [];
});
const path = join(dir, 'neighbours.json');
const current = (JSON.parse(readFileSync(path, 'utf8')) as { memory: NeighbourMemory }).memory;
const { k, minSim, share, ceiling, duplicate } = current;
const memory = packMemory(entries, {
  k,
  minSim,
  share,
  ceiling: ceiling ?? null,
  duplicate: duplicate ?? null,
});
const benign = [...memory.benign].filter((c) => c === '1').length;
if (process.argv.includes('--check')) {
  // The encoder's batches can move a vector's largest component in its last float digit, so the
  // scales are compared to a millionth; labels, settings and the byte vectors exactly.
  const same =
    current.benign === memory.benign &&
    current.vectors === memory.vectors &&
    k === memory.k &&
    current.scales.length === memory.scales.length &&
    current.scales.every((s, i) => Math.abs(s - (memory.scales[i] as number)) <= 1e-6 * s);
  console.log(
    `neighbours.json ${same ? 'is' : 'is NOT'} what its sources make (${entries.length} messages, ${benign} benign)`,
  );
  process.exitCode = same ? 0 : 1;
} else {
  writeFileSync(path, `${JSON.stringify({ memory })}\n`);
  console.log(`Wrote neighbours.json: ${entries.length} messages, ${benign} benign`);
}
