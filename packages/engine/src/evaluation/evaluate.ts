/**
 * The evaluation of docs/engine.md, with the goals. `runEvaluation` is what
 * `npm run engine:eval` prints and what the reduced test checks (same thresholds, smaller samples).
 */
import type { PreparedCatalogue } from '../prepare-catalogue';
import { createRandom } from '../random';
import { DEFAULT_WEIGHTS, type EngineWeights } from '../weights';
import { type CoverageResult, coverage } from './coverage';
import { type DiversityResult, familyConcentration } from './diversity';
import { type PureTypeResult, pureTypes } from './pure-types';
import { type SelfMatchResult, selfMatch } from './self-match';
import type { SideBySide } from './side-by-side';
import { splitCareers } from './split';
import { stabilityOfIdeal, stabilityOfRandom } from './stability';

export const GOALS = {
  recall10AtSigma0: 0.9,
  recall10AtSigma05: 0.6,
  coverageDistinct: 400,
  coverageMaxShare: 0.05,
  pureTypeMin: 7,
  stabilityMin: 5,
} as const;

export type EvaluationOptions = {
  /** Which careers are self-matched and used as stability bases: the test half (default) or all. */
  careers?: 'test' | 'train' | 'all';
  /** Noisy repetitions per career at σ > 0. */
  repeats?: number;
  /** Random respondents for coverage (the goal is stated for 10,000). */
  respondents?: number;
  /** Random respondents for the random-base stability figure. */
  stabilityRandom?: number;
  /** Limit the number of self-matched careers (reduced test run); 0 = all. */
  sample?: number;
  seed?: number;
  weights?: EngineWeights;
};

export type EvaluationReport = {
  careers: number;
  catalogueSize: number;
  selfMatch: SelfMatchResult[];
  coverage: CoverageResult;
  pureTypes: PureTypeResult[];
  stabilityIdeal: number;
  stabilityRandom: number;
  diversity: DiversityResult;
};

export function runEvaluation(
  catalogue: PreparedCatalogue,
  options: EvaluationOptions = {},
): EvaluationReport {
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  const seed = options.seed ?? 20250;
  const split = splitCareers(catalogue);
  let careers =
    options.careers === 'all'
      ? catalogue.careers.map((_, i) => i)
      : options.careers === 'train'
        ? split.train
        : split.test;
  if (options.sample && options.sample < careers.length) {
    const step = careers.length / options.sample;
    careers = Array.from({ length: options.sample }, (_, k) => careers[Math.floor(k * step)]);
  }
  const repeats = options.repeats ?? 3;
  const sm = [0, 0.5, 1].map((sigma, k) =>
    selfMatch(catalogue, careers, sigma, createRandom(seed + k), weights, sigma === 0 ? 1 : repeats),
  );
  return {
    careers: careers.length,
    catalogueSize: catalogue.size,
    selfMatch: sm,
    coverage: coverage(catalogue, options.respondents ?? 10_000, createRandom(seed + 10), weights),
    pureTypes: pureTypes(catalogue, weights),
    stabilityIdeal: stabilityOfIdeal(catalogue, careers, 0.5, createRandom(seed + 20), weights),
    stabilityRandom: stabilityOfRandom(
      catalogue,
      options.stabilityRandom ?? 500,
      0.5,
      createRandom(seed + 30),
      weights,
    ),
    diversity: familyConcentration(catalogue, careers, createRandom(seed + 40), weights),
  };
}

export type GoalCheck = { name: string; value: number; goal: string; met: boolean };

export function checkGoals(r: EvaluationReport): GoalCheck[] {
  const at = (s: number) => r.selfMatch.find((x) => x.sigma === s)!;
  const minPure = Math.min(...r.pureTypes.map((p) => p.firstHighPoint));
  return [
    {
      name: 'self-match recall@10, σ=0',
      value: at(0).recall10,
      goal: '≥ 0.90',
      met: at(0).recall10 >= GOALS.recall10AtSigma0,
    },
    {
      name: 'self-match recall@10, σ=0.5',
      value: at(0.5).recall10,
      goal: '≥ 0.60',
      met: at(0.5).recall10 >= GOALS.recall10AtSigma05,
    },
    {
      name: 'coverage: distinct careers in any top 10',
      value: r.coverage.distinct,
      goal: '≥ 400',
      met: r.coverage.distinct >= GOALS.coverageDistinct,
    },
    {
      name: 'coverage: largest share of lists',
      value: r.coverage.maxShare,
      goal: '≤ 5%',
      met: r.coverage.maxShare <= GOALS.coverageMaxShare,
    },
    {
      name: 'pure types: min first-high-point careers in top 10',
      value: minPure,
      goal: '≥ 7',
      met: minPure >= GOALS.pureTypeMin,
    },
    {
      name: 'stability: shared top-10 careers (σ=0.5)',
      value: r.stabilityIdeal,
      goal: '≥ 5',
      met: r.stabilityIdeal >= GOALS.stabilityMin,
    },
  ];
}

/** Issue 23's goals: side by side with the O*NET Interest Profiler, stability, every type served. */
export const SIDE_BY_SIDE_GOALS = { fullRecallRatio: 1.2, stability: 6.5, typeMin: 8 } as const;

export function checkSideBySideGoals(results: SideBySide[], pure: PureTypeResult[]): GoalCheck[] {
  const at = (s: number) => results.find((r) => r.sigma === s);
  const out: GoalCheck[] = [];
  const s1 = at(1);
  if (s1) {
    const d = s1.diff.recall10.interests;
    out.push({
      name: 'interests truth σ=1: recall@10 ours − IP, 95% CI reaches 0',
      value: d.value,
      goal: `≥ 0 within CI (hi ${d.hi.toFixed(3)})`,
      met: d.hi >= 0,
    });
    out.push({
      name: 'full-profile truth σ=1: recall@10 ours / IP',
      value: s1.fullRecallRatio.value,
      goal: '≥ 1.2',
      met: s1.fullRecallRatio.value >= SIDE_BY_SIDE_GOALS.fullRecallRatio,
    });
  }
  const s05 = at(0.5);
  if (s05) {
    out.push({
      name: 'stability σ=0.5: shared top-10 careers, ours',
      value: s05.methods.ours.stability.value,
      goal: '≥ 6.5',
      met: s05.methods.ours.stability.value >= SIDE_BY_SIDE_GOALS.stability,
    });
    out.push({
      name: 'stability σ=0.5: ours − IP',
      value: s05.diff.stability.value,
      goal: '> 0',
      met: s05.diff.stability.value > 0,
    });
  }
  const minPure = Math.min(...pure.map((p) => p.firstHighPoint));
  const minRanking = Math.min(...pure.map((p) => p.rankingOnly));
  out.push({
    name: 'one clear type: min same-type careers in top 10',
    value: minPure,
    goal: '≥ 8',
    met: minPure >= SIDE_BY_SIDE_GOALS.typeMin,
  });
  out.push({
    name: 'ranking only (rest neutral, any 2nd/3rd, any plan)',
    value: minRanking,
    goal: '≥ 8',
    met: minRanking >= SIDE_BY_SIDE_GOALS.typeMin,
  });
  return out;
}
