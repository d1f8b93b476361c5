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
