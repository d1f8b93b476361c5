/**
 * A multinomial logistic regression over the statistical layer's features (model.ts `features`:
 * stems, stem bigrams, character 4-grams; presence only), the second model of the layer beside
 * naive Bayes (docs/companions.md, "Safety"). Naive Bayes counts words per label independently and
 * becomes over-confident on a word it saw in one label only; a regularised discriminative model
 * weighs the features against each other and generalises better from few examples.
 *
 * Training is deterministic (seeded shuffle, fixed epochs and learning rate, L2 penalty): same
 * data, same weights. Trained by `npm run ai:safety-train`; the weights ship in model.json.
 */

export type LinearModel = {
  labels: string[];
  /** feature → one weight per label (rounded; features whose weights are all ~0 are dropped). */
  weights: Record<string, number[]>;
  bias: number[];
  /**
   * Since the eighth round (29 Nov 2026): weights over the sentence encoder's vector (encoder.ts), one row of
   * weights per label for each of its 512 numbers, each number scaled by `alpha` first.
   */
  dense?: { alpha: number; weights: number[][] };
};

export type LinearConfig = { epochs: number; rate: number; l2: number; seed: number; alpha?: number };
export const LINEAR_CONFIG: LinearConfig = { epochs: 30, rate: 0.2, l2: 1e-4, seed: 19 };

/** A training example: its word features, and (eighth round) the encoder's vector of its text. */
export type LinearExample = { features: string[]; label: string; vector?: Float32Array };

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

function softmax(z: number[]): number[] {
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

/** Stochastic gradient descent on the softmax cross-entropy with an L2 penalty (lazy, per step). */
export function trainLinear(
  examples: LinearExample[],
  labels: string[],
  cfg: LinearConfig = LINEAR_CONFIG,
): LinearModel {
  const alpha = cfg.alpha ?? 0;
  const dims = alpha ? (examples.find((ex) => ex.vector)?.vector?.length ?? 0) : 0;
  const wd = new Float64Array(dims * labels.length);
  const index = new Map<string, number>();
  for (const ex of examples) for (const f of ex.features) if (!index.has(f)) index.set(f, index.size);
  const k = labels.length;
  const w = new Float64Array(index.size * k);
  const bias = new Float64Array(k);
  const rand = mulberry32(cfg.seed);
  const order = examples.map((_, i) => i);
  const encoded = examples.map((ex) => ({
    idx: [...new Set(ex.features)].map((f) => index.get(f) as number),
    y: labels.indexOf(ex.label),
    x: dims && ex.vector ? Array.from(ex.vector, (v) => v * alpha) : null,
  }));
  for (let epoch = 0; epoch < cfg.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const rate = cfg.rate / (1 + epoch * 0.1);
    for (const n of order) {
      const { idx, y, x } = encoded[n] as (typeof encoded)[number];
      const z = Array.from(bias);
      for (const f of idx) for (let c = 0; c < k; c += 1) z[c] = (z[c] as number) + (w[f * k + c] as number);
      if (x) addDense(z, wd, x, k);
      const p = softmax(z);
      for (let c = 0; c < k; c += 1) {
        const g = (p[c] as number) - (c === y ? 1 : 0);
        bias[c] = (bias[c] as number) - rate * g;
        for (const f of idx) {
          const at = f * k + c;
          w[at] = (w[at] as number) - rate * (g + cfg.l2 * (w[at] as number));
        }
        if (x)
          for (let j = 0; j < x.length; j += 1) {
            const at = j * k + c;
            wd[at] = (wd[at] as number) - rate * (g * (x[j] as number) + cfg.l2 * (wd[at] as number));
          }
      }
    }
  }
  const weights: Record<string, number[]> = {};
  for (const [f, i] of index) {
    const row = Array.from(w.subarray(i * k, i * k + k), (v) => Math.round(v * 1000) / 1000);
    if (row.some((v) => Math.abs(v) >= 0.005)) weights[f] = row;
  }
  const model: LinearModel = { labels, weights, bias: Array.from(bias, (v) => Math.round(v * 1000) / 1000) };
  if (dims)
    model.dense = {
      alpha,
      weights: Array.from({ length: dims }, (_, j) =>
        Array.from(wd.subarray(j * k, j * k + k), (v) => Math.round(v * 10000) / 10000),
      ),
    };
  return model;
}

/** Adds the dense part (weights laid out vector number × label) to the scores z. */
function addDense(z: number[], wd: ArrayLike<number>, x: ArrayLike<number>, k: number) {
  for (let j = 0; j < x.length; j += 1) {
    const xj = x[j] as number;
    for (let c = 0; c < k; c += 1) z[c] = (z[c] as number) + (wd[j * k + c] as number) * xj;
  }
}

/** log2 odds of each label (its probability against all the others). */
export function linearOdds(
  model: LinearModel,
  features: string[],
  vector?: ArrayLike<number>,
): Map<string, number> {
  const z = [...model.bias];
  for (const f of new Set(features)) {
    const row = model.weights[f];
    if (row) for (let c = 0; c < z.length; c += 1) z[c] = (z[c] as number) + (row[c] as number);
  }
  const dense = model.dense;
  if (dense && vector)
    dense.weights.forEach((row, j) => {
      const xj = (vector[j] as number) * dense.alpha;
      for (let c = 0; c < z.length; c += 1) z[c] = (z[c] as number) + (row[c] as number) * xj;
    });
  const p = softmax(z);
  const out = new Map<string, number>();
  model.labels.forEach((label, c) => {
    const pc = Math.min(Math.max(p[c] as number, 1e-12), 1 - 1e-12);
    out.set(label, Math.log2(pc / (1 - pc)));
  });
  return out;
}
