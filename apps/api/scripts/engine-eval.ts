/**
 * npm run engine:eval [-- --careers test|train|all] [--respondents 10000] [--per-seed 8] [--from <O*NET dir>] [--tune]
 * Prints the evaluation of docs/engine.md for the shipped weights (DEFAULT_WEIGHTS): self-match on
 * the TEST half of the careers (the weights were chosen on the train half), coverage, pure types,
 * stability and family concentration, then the goals. Exit code 1 when a goal is missed.
 * --tune re-runs the weight search on the train half and prints what it picks (docs/engine.md).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_WEIGHTS, prepareCatalogue } from '@pathscoop/engine';
import {
  checkGoals,
  checkSideBySideGoals,
  type Estimate,
  type EvaluationReport,
  type GoalCheck,
  METHODS,
  runEvaluation,
  type SideBySide,
  sideBySide,
  splitCareers,
} from '@pathscoop/engine/evaluation';
import { readCareerData } from './engine-load';

const { values } = parseArgs({
  options: {
    careers: { type: 'string', default: 'test' },
    respondents: { type: 'string', default: '10000' },
    repeats: { type: 'string', default: '3' },
    from: { type: 'string' },
    'per-seed': { type: 'string', default: '8' },
    bootstrap: { type: 'string', default: '400' },
    tune: { type: 'boolean', default: false },
  },
});

const f3 = (x: number) => x.toFixed(3);
const pad = (s: string | number, n: number) => String(s).padEnd(n);

export function printReport(r: EvaluationReport, label: string) {
  console.log(`\nSelf-match (${label}: ${r.careers} careers ranked against all ${r.catalogueSize})`);
  console.log(`  ${pad('σ', 6)}${pad('trials', 8)}${pad('recall@1', 10)}${pad('recall@10', 11)}median rank`);
  for (const s of r.selfMatch)
    console.log(
      `  ${pad(s.sigma, 6)}${pad(s.trials, 8)}${pad(f3(s.recall1), 10)}${pad(f3(s.recall10), 11)}${s.medianRank}`,
    );
  const c = r.coverage;
  console.log(
    `\nCoverage (${c.respondents} random respondents): ${c.distinct} distinct careers in any top 10 ` +
      `(${((100 * c.distinct) / r.catalogueSize).toFixed(0)}% of the catalogue); largest share ${(100 * c.maxShare).toFixed(2)}% (${c.mostFrequent})`,
  );
  console.log(`\nOne clear type (careers in the top 10 whose O*NET first interest is that type):`);
  console.log(
    `  ${pad('type', 15)}${pad('pure', 7)}ranking only, rest neutral (worst 2nd/3rd choice and education plan)`,
  );
  for (const p of r.pureTypes)
    console.log(
      `  ${pad(p.type, 15)}${pad(`${p.firstHighPoint}/10`, 7)}${p.rankingOnly}/10 (${p.worstRanking}, plan ${p.worstEducation ?? 'none'})`,
    );
  console.log(
    `\nStability (two noisy copies, σ = 0.5): ${r.stabilityIdeal.toFixed(2)} shared of 10 for ideal respondents of the ${label} careers; ` +
      `${r.stabilityRandom.toFixed(2)} for random respondents`,
  );
  console.log(
    `Diversity: largest same-family (SOC broad occupation) count per top 10 ${r.diversity.meanLargestFamily.toFixed(2)} on average; ` +
      `lists with 4+ from one family ${(100 * r.diversity.listsWithFourPlus).toFixed(1)}%`,
  );
}

const ci = (e: Estimate, digits = 3) =>
  `${e.value.toFixed(digits)} [${e.lo.toFixed(digits)}, ${e.hi.toFixed(digits)}]`;
const NAMES = { ours: 'Pathscoop', ip: 'O*NET IP' } as const;

export function printSideBySide(results: SideBySide[], label: string) {
  console.log(
    `\nSide by side with the O*NET Interest Profiler (IP Short Form + My Next Move matching; ${label} seed careers; 95% bootstrap intervals)`,
  );
  for (const r of results) {
    console.log(`\n  σ = ${r.sigma} (${r.respondents} respondents, each answering both instruments)`);
    console.log(
      `  ${pad('truth', 11)}${pad('method', 11)}${pad('recall@10', 24)}${pad('recall@1', 24)}median rank`,
    );
    for (const t of ['interests', 'full'] as const)
      for (const m of METHODS) {
        const x = r.methods[m];
        console.log(
          `  ${pad(t, 11)}${pad(NAMES[m], 11)}${pad(ci(x.recall10[t]), 24)}${pad(ci(x.recall1[t]), 24)}${ci(x.medianRank[t], 0)}`,
        );
      }
    console.log(
      `  ${pad('', 11)}${pad('method', 11)}${pad('same-type share', 24)}${pad('Job Zone agreement', 24)}${pad('distinct', 18)}${pad('largest share', 24)}stability (shared of 10)`,
    );
    for (const m of METHODS) {
      const x = r.methods[m];
      console.log(
        `  ${pad('', 11)}${pad(NAMES[m], 11)}${pad(ci(x.sameType), 24)}${pad(ci(x.zone), 24)}${pad(ci(x.distinct, 0), 18)}${pad(ci(x.maxShare), 24)}${ci(x.stability, 2)}`,
      );
    }
    console.log(
      `  ours − IP: recall@10 interests ${ci(r.diff.recall10.interests)}, full ${ci(r.diff.recall10.full)}; stability ${ci(r.diff.stability, 2)}; full recall@10 ours/IP ${ci(r.fullRecallRatio, 2)}`,
    );
  }
}

function printGoals(goals: GoalCheck[]) {
  for (const g of goals)
    console.log(
      `  ${g.met ? 'PASS' : 'FAIL'}  ${pad(g.name, 60)}${pad(Number.isInteger(g.value) ? g.value : f3(g.value), 8)}goal ${g.goal}`,
    );
}

async function main() {
  const t0 = performance.now();
  const catalogue = prepareCatalogue(readCareerData(values.from));
  console.log(
    `Catalogue: ${catalogue.size} careers with a complete profile (prepared in ${(performance.now() - t0).toFixed(0)} ms)`,
  );
  if (values.tune) {
    const { tuneWeights, describe } = await import('@pathscoop/engine/evaluation');
    const { best, trials } = tuneWeights(catalogue, DEFAULT_WEIGHTS, { log: (l) => console.log(`  ${l}`) });
    console.log(`\nTuned on train (${trials} trials): ${describe(best)}`);
    console.log(JSON.stringify(best.weights, null, 2));
    return;
  }
  const careers = values.careers as 'test' | 'train' | 'all';
  const t1 = performance.now();
  const report = runEvaluation(catalogue, {
    careers,
    respondents: Number(values.respondents),
    repeats: Number(values.repeats),
  });
  printReport(report, careers === 'all' ? 'all' : `${careers} half`);
  console.log(
    `\nGoals (weights from the train half; evaluated in ${((performance.now() - t1) / 1000).toFixed(1)} s):`,
  );
  const goals = checkGoals(report);
  printGoals(goals);
  const split = splitCareers(catalogue);
  const seeds =
    careers === 'train' ? split.train : careers === 'all' ? catalogue.careers.map((_, i) => i) : split.test;
  const t2 = performance.now();
  const sbs = sideBySide(catalogue, {
    seeds,
    perSeed: Number(values['per-seed']),
    bootstrap: Number(values.bootstrap),
  });
  printSideBySide(sbs, careers === 'all' ? 'all' : `${careers} half`);
  console.log(`\nIssue 23 goals (side by side in ${((performance.now() - t2) / 1000).toFixed(1)} s):`);
  const more = checkSideBySideGoals(sbs, report.pureTypes);
  printGoals(more);
  if ([...goals, ...more].some((g) => !g.met)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
