/**
 * npm run engine:eval [-- --careers test|train|all] [--respondents 10000] [--from <O*NET dir>] [--tune]
 * Prints the evaluation of docs/engine.md for the shipped weights (DEFAULT_WEIGHTS): self-match on
 * the TEST half of the careers (the weights were chosen on the train half), coverage, pure types,
 * stability and family concentration, then the goals. Exit code 1 when a goal is missed.
 * --tune re-runs the weight search on the train half and prints what it picks (docs/engine.md).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_WEIGHTS, prepareCatalogue } from '@pathscoop/engine';
import { checkGoals, type EvaluationReport, runEvaluation } from '@pathscoop/engine/evaluation';
import { readCareerData } from './engine-load';

const { values } = parseArgs({
  options: {
    careers: { type: 'string', default: 'test' },
    respondents: { type: 'string', default: '10000' },
    repeats: { type: 'string', default: '3' },
    from: { type: 'string' },
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
  console.log(`\nPure types (careers in the top 10 with that type as first high point):`);
  console.log(`  ${r.pureTypes.map((p) => `${p.type} ${p.firstHighPoint}/10`).join(', ')}`);
  console.log(
    `\nStability (two noisy copies, σ = 0.5): ${r.stabilityIdeal.toFixed(2)} shared of 10 for ideal respondents of the ${label} careers; ` +
      `${r.stabilityRandom.toFixed(2)} for random respondents`,
  );
  console.log(
    `Diversity: largest same-family (SOC broad occupation) count per top 10 ${r.diversity.meanLargestFamily.toFixed(2)} on average; ` +
      `lists with 4+ from one family ${(100 * r.diversity.listsWithFourPlus).toFixed(1)}%`,
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
  for (const g of goals)
    console.log(
      `  ${g.met ? 'PASS' : 'FAIL'}  ${pad(g.name, 52)}${pad(Number.isInteger(g.value) ? g.value : f3(g.value), 8)}goal ${g.goal}`,
    );
  if (goals.some((g) => !g.met)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
