/**
 * Stability: two independent noisy copies (σ = 0.5) of one respondent; how many careers do their
 * top 10s share, on average? Base respondents: the ideal respondents of the given careers (people
 * with a coherent profile) — and, reported alongside, uniformly random respondents.
 */
import { noisyAnswers } from '../ideal-answers';
import type { PreparedCatalogue } from '../prepare-catalogue';
import type { Random } from '../random';
import { rankCatalogue } from '../rank-catalogue';
import { scoreAnswers } from '../score-answers';
import { clamp } from '../stats';
import type { Answers } from '../types';
import type { EngineWeights } from '../weights';
import { randomRespondent } from './respondents';

const top10 = (catalogue: PreparedCatalogue, answers: Answers, weights: EngineWeights) =>
  new Set(rankCatalogue(scoreAnswers(catalogue.instrument, answers), catalogue, {}, weights).top);

const overlap = (a: Set<number>, b: Set<number>) => [...a].filter((x) => b.has(x)).length;

export function stabilityOfIdeal(
  catalogue: PreparedCatalogue,
  careers: readonly number[],
  sigma: number,
  random: Random,
  weights: EngineWeights,
): number {
  let total = 0;
  for (const i of careers) {
    const a = top10(catalogue, noisyAnswers(catalogue, i, sigma, random), weights);
    const b = top10(catalogue, noisyAnswers(catalogue, i, sigma, random), weights);
    total += overlap(a, b);
  }
  return total / careers.length;
}

/** Noise on a given (already integer) submission: N(0, σ) on every 1-5 answer, rounded and clipped. */
function jitter(answers: Answers, sigma: number, random: Random): Answers {
  return answers.map((s) => ({
    scenario_id: s.scenario_id,
    answers: s.answers.map((a) =>
      typeof a.answer === 'number'
        ? { ...a, answer: clamp(Math.round(a.answer + sigma * random.gaussian()), 1, 5) }
        : a,
    ),
  }));
}

export function stabilityOfRandom(
  catalogue: PreparedCatalogue,
  respondents: number,
  sigma: number,
  random: Random,
  weights: EngineWeights,
): number {
  let total = 0;
  for (let r = 0; r < respondents; r++) {
    const base = randomRespondent(catalogue.instrument, random);
    total += overlap(
      top10(catalogue, jitter(base, sigma, random), weights),
      top10(catalogue, jitter(base, sigma, random), weights),
    );
  }
  return total / respondents;
}
