/**
 * Choosing the weights on the TRAIN careers only (docs/engine.md, "How the weights were chosen").
 * Coordinate descent over a fixed grid: one parameter at a time takes each of its grid values, the
 * best feasible value is kept, and passes repeat until nothing improves (at most `passes`).
 * Objective: self-match recall@10 + ¼·recall@1 at σ = 1 on the train careers (σ = 0 and 0.5 are
 * saturated near 1.0 and cannot tell configurations apart). Constraints, with margins over the goals
 * and their own random seeds (never the evaluation's): coverage on `respondents` random respondents
 * ≥ 440 distinct and largest share ≤ 4.2 %; every pure type ≥ 8; stability on train ≥ 5.5.
 * The diversity penalties are not tuned here (self-match can only prefer no diversity); they are a
 * policy, measured separately (evaluation/diversity.ts, docs/engine.md).
 */
import type { PreparedCatalogue } from '../prepare-catalogue';
import { createRandom } from '../random';
import type { EngineWeights } from '../weights';
import { coverage } from './coverage';
import { pureTypes } from './pure-types';
import { selfMatch } from './self-match';
import { splitCareers } from './split';
import { stabilityOfIdeal } from './stability';

export const TUNE_SEED = 7001;
export const TUNE_LIMITS = { distinct: 440, maxShare: 0.042, pure: 8, stability: 5.5 };

type Param = {
  name: string;
  values: number[];
  get: (w: EngineWeights) => number;
  set: (w: EngineWeights, v: number) => EngineWeights;
};

const parts = (w: EngineWeights, interest: number, skill: number): EngineWeights => ({
  ...w,
  interest,
  skill,
  value: Math.round((1 - interest - skill) * 100) / 100,
});
const mix = (w: EngineWeights, closeness: number, code: number): EngineWeights => ({
  ...w,
  interestMix: { closeness, code, shape: Math.round((1 - closeness - code) * 100) / 100 },
});

export const TUNE_GRID: Param[] = [
  {
    name: 'interest',
    values: [0.25, 0.3, 0.35, 0.4, 0.5],
    get: (w) => w.interest,
    set: (w, v) => parts(w, v, w.skill),
  },
  {
    name: 'skill',
    values: [0.2, 0.25, 0.3, 0.4],
    get: (w) => w.skill,
    set: (w, v) => parts(w, w.interest, v),
  },
  {
    name: 'interest closeness',
    values: [0, 0.1, 0.2, 0.35],
    get: (w) => w.interestMix.closeness,
    set: (w, v) => mix(w, v, w.interestMix.code),
  },
  {
    name: 'interest code',
    values: [0.15, 0.3],
    get: (w) => w.interestMix.code,
    set: (w, v) => mix(w, w.interestMix.closeness, v),
  },
  {
    name: 'differentiation',
    values: [0, 0.15, 0.25, 0.35],
    get: (w) => w.differentiation,
    set: (w, v) => ({ ...w, differentiation: v }),
  },
  {
    name: 'skill shape',
    values: [0.25, 0.5, 0.75, 1],
    get: (w) => w.skillShape,
    set: (w, v) => ({ ...w, skillShape: v }),
  },
  {
    name: 'value shape',
    values: [0.25, 0.5, 0.75, 1],
    get: (w) => w.valueShape,
    set: (w, v) => ({ ...w, valueShape: v }),
  },
  { name: 'surplus', values: [0.5, 1], get: (w) => w.surplus, set: (w, v) => ({ ...w, surplus: v }) },
];

export type TrialResult = {
  weights: EngineWeights;
  objective: number;
  recall10: number;
  recall1: number;
  distinct: number;
  maxShare: number;
  minPure: number;
  stability: number;
  feasible: boolean;
  violation: number;
};

export function trial(
  catalogue: PreparedCatalogue,
  train: number[],
  weights: EngineWeights,
  respondents: number,
): TrialResult {
  if (weights.value < 0.1 - 1e-9) {
    return {
      weights,
      objective: -1,
      recall10: 0,
      recall1: 0,
      distinct: 0,
      maxShare: 1,
      minPure: 0,
      stability: 0,
      feasible: false,
      violation: 99,
    };
  }
  const sm = selfMatch(catalogue, train, 1, createRandom(TUNE_SEED + 1), weights);
  const cov = coverage(catalogue, respondents, createRandom(TUNE_SEED), weights);
  const minPure = Math.min(...pureTypes(catalogue, weights).map((p) => p.firstHighPoint));
  const stabilityBase = train.filter((_, k) => k % 4 === 0);
  const stability = stabilityOfIdeal(catalogue, stabilityBase, 0.5, createRandom(TUNE_SEED + 2), weights);
  const L = TUNE_LIMITS;
  const violation =
    Math.max(0, (L.distinct - cov.distinct) / L.distinct) +
    Math.max(0, (cov.maxShare - L.maxShare) / L.maxShare) +
    Math.max(0, (L.pure - minPure) / L.pure) +
    Math.max(0, (L.stability - stability) / L.stability);
  return {
    weights,
    objective: sm.recall10 + 0.25 * sm.recall1,
    recall10: sm.recall10,
    recall1: sm.recall1,
    distinct: cov.distinct,
    maxShare: cov.maxShare,
    minPure,
    stability,
    feasible: violation === 0,
    violation,
  };
}

/** Feasible beats infeasible; among feasible, the higher objective; among infeasible, the smaller violation. */
export const better = (a: TrialResult, b: TrialResult) =>
  a.feasible !== b.feasible
    ? a.feasible
    : a.feasible
      ? a.objective > b.objective + 1e-9
      : a.violation < b.violation - 1e-9;

export function tuneWeights(
  catalogue: PreparedCatalogue,
  start: EngineWeights,
  options: { respondents?: number; passes?: number; log?: (line: string) => void } = {},
): { best: TrialResult; trials: number } {
  const { train } = splitCareers(catalogue);
  const respondents = options.respondents ?? 1000;
  const log = options.log ?? (() => {});
  let best = trial(catalogue, train, start, respondents);
  let trials = 1;
  log(`start: ${describe(best)}`);
  for (let pass = 1; pass <= (options.passes ?? 3); pass++) {
    let improved = false;
    for (const param of TUNE_GRID) {
      for (const v of param.values) {
        if (Math.abs(v - param.get(best.weights)) < 1e-9) continue;
        const t = trial(catalogue, train, param.set(best.weights, v), respondents);
        trials++;
        if (better(t, best)) {
          best = t;
          improved = true;
          log(`pass ${pass} ${param.name} = ${v}: ${describe(best)}`);
        }
      }
    }
    if (!improved) break;
  }
  return { best, trials };
}

export function describe(t: TrialResult): string {
  return `objective ${t.objective.toFixed(3)} (recall@10 ${t.recall10.toFixed(3)}, recall@1 ${t.recall1.toFixed(3)} at σ=1), distinct ${t.distinct}, max share ${(100 * t.maxShare).toFixed(1)}%, pure ≥ ${t.minPure}, stability ${t.stability.toFixed(2)}${t.feasible ? '' : ` — infeasible (${t.violation.toFixed(3)})`}`;
}
