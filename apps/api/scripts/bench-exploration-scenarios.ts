/**
 * Career exploration's scenarios for `npm run bench:api` (see bench-api.ts): the career detail
 * (GET result/{id}/ with its stored Scoop) and the Scoop refresh (GET question/{id}/refresh/answer/).
 * A refresh is capped at 5 scoops per student and question, so the refresh scenario rotates over
 * enough (student, question) pairs that every measured request is a real refresh (200), never the
 * cap's 429. Also `measureScoopGenerator()`: the grounded generator's time per answer, in process.
 */
import { SCOOP_REFRESH_LIMIT } from '@pathscoop/contracts';
import { SCOOP_PRESETS, type ScoopFacts, writeScoopAnswer } from '../src/modules/exploration/scoop-writer';
import type { BenchContext, BenchRequest } from './bench-api';
import { submissionFor } from './bench-assessment-scenarios';

type Detail = { unique_title: { unique_title_questions: { id: number }[] } };

async function studentWithResults(bench: BenchContext) {
  const user = await bench.createUser();
  const token = await bench.signIn(user.email, user.password);
  await bench.db.updateTable('users').set({ affiliate_code: 'BENCH' }).where('id', '=', user.id).execute();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res = await fetch(`${bench.baseUrl}/api/v1/scenarios/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(await submissionFor(bench.baseUrl)),
  });
  if (res.status !== 201) throw new Error(`submission answered ${res.status}`);
  const ids = ((await res.json()) as { results: { id: number }[] }).results.map((r) => r.id);
  return { headers: { authorization: headers.authorization }, ids };
}

/** Refreshes a 10 s run at 50 connections can use up: students × 10 careers × 6 questions × 4. */
const REFRESH_STUDENTS = 40;

export const EXPLORATION_BENCH_SCENARIOS = [
  {
    name: 'career-detail',
    description: 'GET /api/v1/result/{id}/ (career detail: result, catalogue facts, stored Scoop, counters)',
    async prepare(bench: BenchContext): Promise<BenchRequest> {
      const { headers, ids } = await studentWithResults(bench);
      // The first read writes the career's Scoop; the measured reads find it stored.
      await fetch(`${bench.baseUrl}/api/v1/result/${ids[0]}/`, { headers });
      return { method: 'GET', path: `/api/v1/result/${ids[0]}/`, headers };
    },
  },
  {
    name: 'scoop-refresh',
    description: `GET /api/v1/question/{id}/refresh/answer/ (a new grounded answer, stored; ${REFRESH_STUDENTS} students rotate so none hits the cap)`,
    async prepare(bench: BenchContext): Promise<BenchRequest> {
      const pairs: { path: string; headers: Record<string, string> }[] = [];
      for (let s = 0; s < REFRESH_STUDENTS; s++) {
        const { headers, ids } = await studentWithResults(bench);
        for (const id of ids) {
          const detail = (await (
            await fetch(`${bench.baseUrl}/api/v1/result/${id}/`, { headers })
          ).json()) as Detail;
          for (const q of detail.unique_title.unique_title_questions)
            pairs.push({ path: `/api/v1/question/${q.id}/refresh/answer/`, headers });
        }
      }
      // Each pair can be refreshed SCOOP_REFRESH_LIMIT - 1 times; the probe uses the first.
      const rotation: { path: string; headers: Record<string, string> }[] = [];
      for (let round = 0; round < SCOOP_REFRESH_LIMIT - 1; round++) rotation.push(...pairs);
      const first = rotation.shift() as { path: string; headers: Record<string, string> };
      return { method: 'GET', path: first.path, headers: first.headers, rotate: rotation };
    },
  },
];

/** The grounded generator's time per answer (in process, no I/O): median and p99 over many answers. */
export function measureScoopGenerator(): { answers: number; medianMs: number; p99Ms: number } {
  const facts: ScoopFacts = {
    code: '29-1141.00',
    title: 'Registered Nurses',
    description: 'Assess patient health problems and needs, develop and implement nursing care plans.',
    medianWage: 77_600,
    wageNote: null,
    typicalEducation: "Bachelor's degree",
    jobZone: {
      zone: 3,
      name: 'Job Zone Three',
      education: 'Most require training.',
      experience: 'Some experience.',
      training: 'One or two years of training.',
    },
    tasks: Array.from({ length: 20 }, (_, i) => `Perform nursing task number ${i + 1}.`),
    skills: [
      'Active Listening',
      'Service Orientation',
      'Social Perceptiveness',
      'Coordination',
      'Monitoring',
      'Speaking',
    ],
    workStyles: [
      'Dependability',
      'Stress Tolerance',
      'Self-Control',
      'Cooperation',
      'Integrity',
      'Concern for Others',
    ],
    workValues: ['Relationships', 'Support', 'Achievement', 'Working Conditions'],
    hotTechnologies: ['Epic Systems', 'Microsoft Excel', 'MEDITECH'],
    related: [
      { title: 'Nurse Practitioners', medianWage: 120_680, typicalEducation: "Master's degree" },
      {
        title: 'Licensed Practical Nurses',
        medianWage: 48_070,
        typicalEducation: 'Postsecondary nondegree award',
      },
    ],
    aiImpact: 'L',
    aiExposure: 0.12,
  };
  const times: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const p = SCOOP_PRESETS[i % SCOOP_PRESETS.length];
    const t0 = process.hrtime.bigint();
    writeScoopAnswer(facts, p?.ordering ?? 1, i % SCOOP_REFRESH_LIMIT);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    answers: times.length,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    p99Ms: times[Math.floor(times.length * 0.99)] ?? 0,
  };
}
