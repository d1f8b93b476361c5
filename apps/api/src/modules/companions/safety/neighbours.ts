/**
 * The nearest-neighbour check on the model's flags (docs/companions.md, "Fifteenth round").
 *
 * The statistical layer (model.ts) flags a message on its own only when the lexicon found nothing.
 * Most of its false alarms are everyday worries ("i'm so behind in chem, my parents will kill me")
 * that sound, to a linear model, like a disclosure. Before such a flag is raised, the message's
 * sentence-encoder vector (encoder.ts) is compared with the vectors of the training messages (the
 * memory, `neighbours.json`, written by `npm run ai:safety-train -- --ship`): when the nearest one
 * is close enough (cosine ≥ `minSim`) and at least `share` of the `k` nearest are benign, the flag
 * is not raised. The check only ever removes a flag the model alone would raise: the lexicon's
 * findings, and every message the model does not flag, are untouched.
 *
 * The memory is stored compactly: each vector as signed bytes with its own scale (cosine error
 * well under 0.01), and one character per entry for its label ('1' benign, '0' risky).
 */

export type NeighbourParams = {
  k: number;
  minSim: number;
  share: number;
  /**
   * Sixteenth round: the check applies only while the model's odds for the flagged category are
   * below this (log2 odds; null: always). A model that is sure is not overruled by neighbours: the
   * fifteenth round's setting dropped "i don't need a job, i'm not planning on sticking around"
   * (self-harm at 13.5 log2 odds) because its nearest messages were benign job talk.
   */
  ceiling?: number | null;
  /**
   * Sixteenth round: a benign training message this close (cosine; null: off) is the same message,
   * and the flag is not raised whatever the other neighbours are (still under the ceiling).
   */
  duplicate?: number | null;
};

export type NeighbourMemory = NeighbourParams & {
  /** Length of each vector (the encoder's 512). */
  dim: number;
  /** Each vector's scale (its largest absolute component / 127). */
  scales: number[];
  /** The vectors as signed bytes, base64, entry after entry. */
  vectors: string;
  /** One character per entry: '1' benign, '0' risky. */
  benign: string;
};

/** The largest k the training script tries: the nearest list is kept this long. */
export const MAX_K = 9;

export type PackedMemory = { dim: number; scales: Float32Array; bytes: Int8Array; benign: boolean[] };

/** Packs vectors and labels (the training script; deterministic). */
export function packMemory(
  entries: { vector: ArrayLike<number>; benign: boolean }[],
  params: NeighbourParams,
): NeighbourMemory {
  const dim = entries[0]?.vector.length ?? 0;
  const bytes = new Int8Array(entries.length * dim);
  const scales: number[] = [];
  entries.forEach((e, i) => {
    let max = 0;
    for (let j = 0; j < dim; j++) max = Math.max(max, Math.abs(e.vector[j] as number));
    const scale = max > 0 ? max / 127 : 1;
    // Rounded so that the JSON file is short and reads back to the same number.
    scales.push(Number(scale.toPrecision(7)));
    for (let j = 0; j < dim; j++) bytes[i * dim + j] = Math.round((e.vector[j] as number) / scale);
  });
  return {
    ...params,
    dim,
    scales,
    vectors: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    benign: entries.map((e) => (e.benign ? '1' : '0')).join(''),
  };
}

export function unpackMemory(memory: NeighbourMemory): PackedMemory {
  const buf = Buffer.from(memory.vectors, 'base64');
  return {
    dim: memory.dim,
    scales: Float32Array.from(memory.scales),
    bytes: new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength),
    benign: [...memory.benign].map((c) => c === '1'),
  };
}

export type Neighbour = { sim: number; benign: boolean };

/** The MAX_K nearest entries to a vector, by cosine (the encoder's vectors have length 1), nearest first. */
export function nearest(memory: PackedMemory, vector: ArrayLike<number>): Neighbour[] {
  const { dim, bytes, scales, benign } = memory;
  const best: Neighbour[] = [];
  for (let i = 0; i < benign.length; i++) {
    let dot = 0;
    const off = i * dim;
    for (let j = 0; j < dim; j++) dot += (vector[j] as number) * (bytes[off + j] as number);
    const sim = dot * (scales[i] as number);
    if (best.length === MAX_K && sim <= (best[MAX_K - 1] as Neighbour).sim) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1] as Neighbour).sim < sim) at -= 1;
    best.splice(at, 0, { sim, benign: benign[i] as boolean });
    if (best.length > MAX_K) best.pop();
  }
  return best;
}

/**
 * Whether the nearest training messages say this one is benign (the flag is then not raised);
 * `odds` is the model's log2 odds for the category it would flag.
 */
export function benignByNeighbours(near: Neighbour[], params: NeighbourParams, odds: number): boolean {
  if (params.ceiling != null && odds >= params.ceiling) return false;
  const top = near.slice(0, params.k);
  if (!top.length || (top[0] as Neighbour).sim < params.minSim) return false;
  if (
    params.duplicate != null &&
    (top[0] as Neighbour).benign &&
    (top[0] as Neighbour).sim >= params.duplicate
  )
    return true;
  return top.filter((n) => n.benign).length / top.length >= params.share;
}
