/**
 * Our engine side by side with the O*NET Interest Profiler's method (onet-ip.ts) on the same
 * simulated respondents (respondent-model.ts). Two truths, so that the winner is not decided by the
 * definition: the 10 careers nearest the respondent's latent profile
 * - on interests alone: squared distance of the six levels o to the career's OI levels (0..1);
 * - on the full profile: the mean of three block distances, each the mean squared difference over the
 *   block: interests (6), skills (24 percentiles), work values and styles (16 percentiles).
 * Per method and σ, each with a 95 % bootstrap interval over respondents:
 * recall@10 = share of the truth's 10 in the method's top 10; recall@1 = the truth's nearest career
 * ranked first; median rank of that nearest career; same-type share = top-10 careers whose O*NET
 * first interest is the respondent's strongest latent type; Job Zone agreement = top-10 careers in
 * the respondent's Job Zone; spread = distinct careers in any top 10 and the largest share of lists
 * one career is in; stability = careers shared by the top 10s of two independent noisy takes.
 * Our engine is told the zone through the sign-up education plan (EDUCATION_FOR_ZONE), grade JR, 16.
 */
import type { PreparedCatalogue } from '../prepare-catalogue';
import { createRandom } from '../random';
import { rankCatalogue } from '../rank-catalogue';
import { scoreAnswers } from '../score-answers';
import { median } from '../stats';
import type { EngineWeights } from '../weights';
import { ipRanking, ipRawScores } from './onet-ip';
import {
  answersIp,
  answersOurs,
  drawLatent,
  EDUCATION_FOR_ZONE,
  type LatentRespondent,
} from './respondent-model';

export const METHODS = ['ours', 'ip'] as const;
export type Method = (typeof METHODS)[number];
export const TRUTHS = ['interests', 'full'] as const;
export type Truth = (typeof TRUTHS)[number];

export type Estimate = { value: number; lo: number; hi: number };

export type MethodFigures = {
  recall10: Record<Truth, Estimate>;
  recall1: Record<Truth, Estimate>;
  medianRank: Record<Truth, Estimate>;
  sameType: Estimate;
  zone: Estimate;
  distinct: Estimate;
  maxShare: Estimate;
  stability: Estimate;
};

export type SideBySide = {
  sigma: number;
  respondents: number;
  methods: Record<Method, MethodFigures>;
  /** Paired differences ours − IP (bootstrap over the same respondents). */
  diff: { recall10: Record<Truth, Estimate>; stability: Estimate };
  /** ours / IP recall@10 on the full-profile truth. */
  fullRecallRatio: Estimate;
};

type Take = { top: number[]; rank: Record<Truth, number> };
type Row = {
  nearest: Record<Truth, number>;
  truth10: Record<Truth, Set<number>>;
  strongest: number;
  zone: number;
  takes: Record<Method, [Take, Take]>;
};

function truthOf(c: PreparedCatalogue, r: LatentRespondent) {
  const n = c.size;
  const K = c.skillCount;
  const J = c.sliderCount;
  const di = new Float64Array(n);
  const df = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let a = 0;
    for (let k = 0; k < 6; k++) a += (r.o[k] - c.oi[i * 6 + k]) ** 2;
    let s = 0;
    for (let k = 0; k < K; k++) s += (r.q[k] - c.skill[i * K + k]) ** 2;
    let v = 0;
    for (let j = 0; j < J; j++) v += (r.g[j] - c.slider[i * J + j]) ** 2;
    di[i] = a;
    df[i] = (a / 6 + s / K + v / J) / 3;
  }
  const order = (d: Float64Array) =>
    Array.from({ length: n }, (_, i) => i)
      .sort((x, y) => d[x] - d[y] || x - y)
      .slice(0, 10);
  const oi = order(di);
  const of = order(df);
  return {
    nearest: { interests: oi[0], full: of[0] },
    truth10: { interests: new Set(oi), full: new Set(of) },
  };
}

function takeOurs(
  c: PreparedCatalogue,
  r: LatentRespondent,
  sigma: number,
  random: ReturnType<typeof createRandom>,
  nearest: Record<Truth, number>,
  weights: EngineWeights | undefined,
): Take {
  const profile = scoreAnswers(c.instrument, answersOurs(c, r, sigma, random));
  const ranking = rankCatalogue(
    profile,
    c,
    { education: EDUCATION_FOR_ZONE[r.zone], grade: 'JR', age: 16 },
    weights,
  );
  return {
    top: ranking.top,
    rank: { interests: ranking.rankOf(nearest.interests), full: ranking.rankOf(nearest.full) },
  };
}

function takeIp(
  c: PreparedCatalogue,
  r: LatentRespondent,
  sigma: number,
  random: ReturnType<typeof createRandom>,
  nearest: Record<Truth, number>,
): Take {
  const order = ipRanking(c, ipRawScores(answersIp(r, sigma, random)), r.zone);
  return {
    top: order.slice(0, 10),
    rank: { interests: order.indexOf(nearest.interests) + 1, full: order.indexOf(nearest.full) + 1 },
  };
}

export type SideBySideOptions = {
  /** Seed careers (indexes): the development (train) or test half. */
  seeds: readonly number[];
  sigmas?: number[];
  /** Respondents drawn per seed career (8 since the fifth round of issue 23; was 2). */
  perSeed?: number;
  bootstrap?: number;
  seed?: number;
  weights?: EngineWeights;
};

/** Per-respondent figures, then point estimates and bootstrap intervals. */
export function sideBySide(catalogue: PreparedCatalogue, options: SideBySideOptions): SideBySide[] {
  const sigmas = options.sigmas ?? [0.5, 1];
  const perSeed = options.perSeed ?? 8;
  const seeds = options.seeds.filter((i) => catalogue.careers[i].jobZone != null);
  return sigmas.map((sigma, s) => {
    const random = createRandom((options.seed ?? 4242) + 101 * s);
    const rows: Row[] = [];
    for (let rep = 0; rep < perSeed; rep++)
      for (const seed of seeds) {
        const r = drawLatent(catalogue, seed, random);
        const { nearest, truth10 } = truthOf(catalogue, r);
        let strongest = 0;
        for (let k = 1; k < 6; k++) if (r.o[k] > r.o[strongest]) strongest = k;
        rows.push({
          nearest,
          truth10,
          strongest,
          zone: r.zone,
          takes: {
            ours: [
              takeOurs(catalogue, r, sigma, random, nearest, options.weights),
              takeOurs(catalogue, r, sigma, random, nearest, options.weights),
            ],
            ip: [takeIp(catalogue, r, sigma, random, nearest), takeIp(catalogue, r, sigma, random, nearest)],
          },
        });
      }
    return summarize(catalogue, sigma, rows, options.bootstrap ?? 400, (options.seed ?? 4242) + 7 + s);
  });
}

type PerRow = {
  recall10: Record<Truth, number[]>;
  recall1: Record<Truth, number[]>;
  rank: Record<Truth, number[]>;
  sameType: number[];
  zone: number[];
  stability: number[];
  tops: number[][];
};

function perRow(c: PreparedCatalogue, rows: Row[], m: Method): PerRow {
  const out: PerRow = {
    recall10: { interests: [], full: [] },
    recall1: { interests: [], full: [] },
    rank: { interests: [], full: [] },
    sameType: [],
    zone: [],
    stability: [],
    tops: [],
  };
  const types = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];
  for (const row of rows) {
    const [a, b] = row.takes[m];
    for (const t of TRUTHS) {
      out.recall10[t].push(a.top.filter((i) => row.truth10[t].has(i)).length / 10);
      out.recall1[t].push(a.rank[t] === 1 ? 1 : 0);
      out.rank[t].push(a.rank[t]);
    }
    out.sameType.push(a.top.filter((i) => c.careers[i].highPoint[0] === types[row.strongest]).length / 10);
    out.zone.push(a.top.filter((i) => c.careers[i].jobZone === row.zone).length / 10);
    const second = new Set(b.top);
    out.stability.push(a.top.filter((i) => second.has(i)).length);
    out.tops.push(a.top);
  }
  return out;
}

const mean = (xs: ArrayLike<number>, idx: Int32Array) => {
  let s = 0;
  for (let k = 0; k < idx.length; k++) s += xs[idx[k]];
  return s / idx.length;
};

function spread(tops: number[][], idx: Int32Array, n: number) {
  const counts = new Int32Array(n);
  for (let k = 0; k < idx.length; k++) for (const i of tops[idx[k]]) counts[i]++;
  let distinct = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    if (counts[i]) distinct++;
    if (counts[i] > max) max = counts[i];
  }
  return { distinct, maxShare: max / idx.length };
}

function interval(point: number, samples: number[]): Estimate {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))];
  return { value: point, lo: at(0.025), hi: at(0.975) };
}

function summarize(c: PreparedCatalogue, sigma: number, rows: Row[], B: number, seed: number): SideBySide {
  const N = rows.length;
  const all = Int32Array.from({ length: N }, (_, i) => i);
  const random = createRandom(seed);
  const resamples = Array.from({ length: B }, () => Int32Array.from({ length: N }, () => random.int(N)));
  const per = { ours: perRow(c, rows, 'ours'), ip: perRow(c, rows, 'ip') };
  const figure = (f: (idx: Int32Array) => number) => interval(f(all), resamples.map(f));
  const pick = (xs: number[], idx: Int32Array) => Array.from(idx, (k) => xs[k]);
  const methods = {} as Record<Method, MethodFigures>;
  for (const m of METHODS) {
    const p = per[m];
    const byTruth = (f: (t: Truth) => (idx: Int32Array) => number) =>
      Object.fromEntries(TRUTHS.map((t) => [t, figure(f(t))])) as Record<Truth, Estimate>;
    methods[m] = {
      recall10: byTruth((t) => (idx) => mean(p.recall10[t], idx)),
      recall1: byTruth((t) => (idx) => mean(p.recall1[t], idx)),
      medianRank: byTruth((t) => (idx) => median(pick(p.rank[t], idx))),
      sameType: figure((idx) => mean(p.sameType, idx)),
      zone: figure((idx) => mean(p.zone, idx)),
      distinct: figure((idx) => spread(p.tops, idx, c.size).distinct),
      maxShare: figure((idx) => spread(p.tops, idx, c.size).maxShare),
      stability: figure((idx) => mean(p.stability, idx)),
    };
  }
  const diffOf = (a: number[], b: number[]) => (idx: Int32Array) => mean(a, idx) - mean(b, idx);
  return {
    sigma,
    respondents: N,
    methods,
    diff: {
      recall10: {
        interests: figure(diffOf(per.ours.recall10.interests, per.ip.recall10.interests)),
        full: figure(diffOf(per.ours.recall10.full, per.ip.recall10.full)),
      },
      stability: figure(diffOf(per.ours.stability, per.ip.stability)),
    },
    fullRecallRatio: figure(
      (idx) => mean(per.ours.recall10.full, idx) / Math.max(1e-9, mean(per.ip.recall10.full, idx)),
    ),
  };
}
