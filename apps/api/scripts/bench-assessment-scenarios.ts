/**
 * The assessment's scenarios for `npm run bench:api` (see bench-api.ts): POST scenarios/ (validate,
 * score, rank the whole catalogue, store the attempt and its top 10) and GET result/, each by a
 * signed-in student. Run them at 20 connections with
 * `npm run bench:api -- --connections 20 --only submit,results`; `npm run bench:assessment` runs
 * the full submit-to-results round trip with 20 distinct students.
 */
import type { Scenario, Submission } from '@pathscoop/contracts';
import type { BenchContext, BenchRequest } from './bench-api';

type BenchScenario = {
  name: string;
  description: string;
  prepare(bench: BenchContext): Promise<BenchRequest>;
};

export async function submissionFor(baseUrl: string): Promise<Submission> {
  const scenarios = (await (await fetch(`${baseUrl}/api/v1/scenarios/`)).json()) as Scenario[];
  return scenarios
    .filter((s) => s.scenario_id > 0)
    .map((s) =>
      s.scenario_id === 4
        ? {
            scenario_id: 4,
            answers: [{ question: s.questions[0]?.id ?? 0, answer: 'Social,Investigative,Artistic' }],
          }
        : {
            scenario_id: s.scenario_id,
            answers: s.questions.map((q, i) => ({
              question: q.id,
              answer: 1 + ((i * 7 + s.scenario_id) % 5),
            })),
          },
    );
}

async function student(bench: BenchContext) {
  const user = await bench.createUser();
  const token = await bench.signIn(user.email, user.password);
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

export const ASSESSMENT_BENCH_SCENARIOS: BenchScenario[] = [
  {
    name: 'submit',
    description: 'POST /api/v1/scenarios/ (validate + engine score/rank of the catalogue + one insert)',
    async prepare(bench) {
      const headers = await student(bench);
      return {
        method: 'POST',
        path: '/api/v1/scenarios/',
        headers,
        body: await submissionFor(bench.baseUrl),
      };
    },
  },
  {
    name: 'results',
    description: "GET /api/v1/result/ (the newest attempt's top 10)",
    async prepare(bench) {
      const headers = await student(bench);
      const res = await fetch(`${bench.baseUrl}/api/v1/scenarios/`, {
        method: 'POST',
        headers,
        body: JSON.stringify(await submissionFor(bench.baseUrl)),
      });
      if (res.status !== 201)
        throw new Error(`submit for the results scenario: ${res.status} ${await res.text()}`);
      return { method: 'GET', path: '/api/v1/result/', headers: { authorization: headers.authorization } };
    },
  },
];
