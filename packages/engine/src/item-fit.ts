/**
 * Fit of a student's item scores s with a career's targets t over the answered items, 0..1:
 *   closeness = 1 − Σ w_k·gap_k / Σ w_k, gap = (t − s) when the career asks more than the student
 *               has, surplus·(s − t) when less;
 *   shape     = (1 + Pearson(s, t)) / 2 (which items stand out, for the student and the career);
 *   fit = (1 − shapeWeight)·closeness + shapeWeight·shape; 0.5 when nothing was answered.
 */
export function itemFit(
  s: Float64Array,
  mask: Uint8Array,
  t: Float64Array,
  weight: Float64Array | null,
  offset: number,
  surplus: number,
  shapeWeight: number,
): number {
  const K = s.length;
  let gap = 0;
  let wsum = 0;
  let n = 0;
  let ss = 0;
  let st = 0;
  let sss = 0;
  let stt = 0;
  let sst = 0;
  for (let k = 0; k < K; k++) {
    if (!mask[k]) continue;
    const a = s[k];
    const b = t[offset + k];
    const w = weight ? weight[offset + k] : 1;
    gap += w * (b > a ? b - a : surplus * (a - b));
    wsum += w;
    n++;
    ss += a;
    st += b;
    sss += a * a;
    stt += b * b;
    sst += a * b;
  }
  if (!n) return 0.5;
  const closeness = 1 - gap / wsum;
  const vs = n * sss - ss * ss;
  const vt = n * stt - st * st;
  const rho = vs > 1e-12 && vt > 1e-12 ? (n * sst - ss * st) / Math.sqrt(vs * vt) : 0;
  return (1 - shapeWeight) * closeness + shapeWeight * ((1 + rho) / 2);
}

/** The student's side of itemFit, computed once per ranking: answered items and their sums. */
export type ItemConstants = { idx: Int32Array; s: Float64Array; n: number; ss: number; vs: number };

export function itemConstants(s: Float64Array, mask: Uint8Array): ItemConstants {
  const idx: number[] = [];
  let ss = 0;
  let sss = 0;
  for (let k = 0; k < s.length; k++) {
    if (!mask[k]) continue;
    idx.push(k);
    ss += s[k];
    sss += s[k] * s[k];
  }
  const n = idx.length;
  return { idx: Int32Array.from(idx), s, n, ss, vs: n * sss - ss * ss };
}

/** itemFit with the student's side precomputed (same formula). */
export function itemFitWith(
  c: ItemConstants,
  t: Float64Array,
  weight: Float64Array | null,
  offset: number,
  surplus: number,
  shapeWeight: number,
): number {
  if (!c.n) return 0.5;
  const { idx, s } = c;
  let gap = 0;
  let wsum = 0;
  let st = 0;
  let stt = 0;
  let sst = 0;
  if (weight) {
    for (let q = 0; q < idx.length; q++) {
      const k = idx[q];
      const a = s[k];
      const b = t[offset + k];
      const w = weight[offset + k];
      gap += w * (b > a ? b - a : surplus * (a - b));
      wsum += w;
      st += b;
      stt += b * b;
      sst += a * b;
    }
  } else {
    for (let q = 0; q < idx.length; q++) {
      const k = idx[q];
      const a = s[k];
      const b = t[offset + k];
      gap += b > a ? b - a : surplus * (a - b);
      st += b;
      stt += b * b;
      sst += a * b;
    }
    wsum = c.n;
  }
  const closeness = 1 - gap / wsum;
  const vt = c.n * stt - st * st;
  const rho = c.vs > 1e-12 && vt > 1e-12 ? (c.n * sst - c.ss * st) / Math.sqrt(c.vs * vt) : 0;
  return (1 - shapeWeight) * closeness + shapeWeight * ((1 + rho) / 2);
}

/**
 * itemFit when every item was answered, with the career's Σt, Σt² and Σw precomputed
 * (prepare-catalogue.ts): the hot loop of the ranking. Same formula.
 */
export function itemFitFull(
  c: ItemConstants,
  t: Float64Array,
  weight: Float64Array | null,
  offset: number,
  sumT: number,
  sumT2: number,
  sumW: number,
  surplus: number,
  shapeWeight: number,
): number {
  const s = c.s;
  const K = c.n;
  let gap = 0;
  let sst = 0;
  if (weight) {
    for (let k = 0; k < K; k++) {
      const a = s[k];
      const b = t[offset + k];
      gap += weight[offset + k] * (b > a ? b - a : surplus * (a - b));
      sst += a * b;
    }
  } else {
    for (let k = 0; k < K; k++) {
      const a = s[k];
      const b = t[offset + k];
      gap += b > a ? b - a : surplus * (a - b);
      sst += a * b;
    }
  }
  const closeness = 1 - gap / sumW;
  const vt = K * sumT2 - sumT * sumT;
  const rho = c.vs > 1e-12 && vt > 1e-12 ? (K * sst - c.ss * sumT) / Math.sqrt(c.vs * vt) : 0;
  return (1 - shapeWeight) * closeness + shapeWeight * ((1 + rho) / 2);
}
