/** Small numeric helpers shared by the fits and the evaluation. */

export const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(x, hi));

/**
 * Mid-rank percentile of every value among `values`: (number below + half the number equal) / n,
 * so the lowest distinct value of n is 0.5/n and ties share one percentile. Result in (0, 1).
 */
export function percentileRanks(values: readonly number[]): number[] {
  const n = values.length;
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(n);
  let i = 0;
  while (i < n) {
    let j = i;
    while (j + 1 < n && order[j + 1][0] === order[i][0]) j++;
    const p = (i + (j - i + 1) / 2) / n;
    for (let k = i; k <= j; k++) out[order[k][1]] = p;
    i = j + 1;
  }
  return out;
}

/** Pearson correlation of x and y (same length); 0 when either is constant. */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sx += x[i];
    sy += y[i];
    sxx += x[i] * x[i];
    syy += y[i] * y[i];
    sxy += x[i] * y[i];
  }
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  if (vx <= 1e-12 || vy <= 1e-12) return 0;
  return (n * sxy - sx * sy) / Math.sqrt(vx * vy);
}

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}
