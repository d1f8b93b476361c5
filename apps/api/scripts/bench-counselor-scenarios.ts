/**
 * Counselor scenarios for `npm run bench:api` (see bench-api.ts): GET counselor/summary/ for a
 * school of 2,000 seeded students (issue 21's goal: p99 < 100 ms at 20 connections), as served
 * (the per-school summary cache, lib/cohort-cache.ts) and with a different filter on every request
 * (every request runs the SQL: the cost of a cold summary).
 * `npm run bench:api -- --only counselor-summary,counselor-summary-cold --connections 20 --db embedded`
 */
import { decodeJwt } from 'jose';
import { ensureBackofficeAccount } from '../src/modules/backoffice/staff.service';
import {
  insertCareers,
  insertSchool,
  type SeedStudent,
  seedCohort,
} from '../src/modules/counselors/testing/cohort-fixtures';
import type { BenchContext, BenchRequest } from './bench-api';

type BenchScenario = {
  name: string;
  description: string;
  prepare(bench: BenchContext): Promise<BenchRequest>;
};

export const COHORT_SIZE = 2000;
const TYPES = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];
const GRADES = ['FM', 'SM', 'JR', 'SR'] as const;

/** A deterministic cohort: most verified, two thirds finished, a third saved, some sessions. */
function cohortSpec(codes: string[]): SeedStudent[] {
  let seed = 21;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: COHORT_SIZE }, (_, i) => {
    const finished = rand() < 0.65;
    const start = Math.floor(rand() * (codes.length - 10));
    const top10 = codes.slice(start, start + 10);
    const saved = rand() < 0.5 ? top10.slice(0, 1 + Math.floor(rand() * 3)) : [];
    const day = 1 + Math.floor(rand() * 60);
    return {
      first_name: `Student${i}`,
      last_name: `Bench${i}`,
      grade: GRADES[i % 4],
      created_at: new Date(Date.UTC(2026, 8, day, 12)).toISOString(),
      verified: rand() < 0.9,
      started: finished || rand() < 0.4,
      attempt: finished ? { first: TYPES[i % 6] as string, top10, saved } : undefined,
      sessions: finished && rand() < 0.2 ? [rand() < 0.4 ? 'held' : 'requested'] : [],
    };
  });
}

async function counselorOfSeededSchool(bench: BenchContext) {
  let codes = (await bench.db.selectFrom('careers').select('code').orderBy('code').limit(200).execute()).map(
    (r) => r.code,
  );
  if (codes.length < 20) {
    const fixtures = Array.from({ length: 60 }, (_, i) => ({
      code: `${11 + 2 * (i % 20)}-${String(1000 + i).padStart(4, '0')}.00`,
      title: `Bench Career ${i}`,
      median_wage: 30000 + i * 1500,
      typical_education: i % 3 ? "Bachelor's Degree" : 'High School Diploma',
    }));
    await insertCareers(bench.db, fixtures);
    codes = fixtures.map((f) => f.code);
  }
  const school = await insertSchool(bench.db, 'Bench Cohort High');
  await seedCohort(bench.db, school, cohortSpec(codes));
  const counselor = await bench.createUser();
  await bench.db.updateTable('users').set({ role: 'Mentor' }).where('id', '=', counselor.id).execute();
  await ensureBackofficeAccount(bench.db, counselor.id, [{ role: 'school_counselor', school_id: school.id }]);
  await bench.db
    .updateTable('backoffice_accounts')
    .set({ totp_enrolled_at: new Date() })
    .where('user_id', '=', counselor.id)
    .execute();
  const token = await bench.signIn(counselor.email, counselor.password);
  const now = new Date();
  // The second factor passed for this session (as after a TOTP code).
  await bench.db
    .insertInto('backoffice_sessions')
    .values({
      session_id: decodeJwt(token).sid as string,
      user_id: counselor.id,
      second_factor_at: now,
      last_seen_at: now,
    })
    .execute();
  return { authorization: `Bearer ${token}` };
}

export const COUNSELOR_BENCH_SCENARIOS: BenchScenario[] = [
  {
    name: 'counselor-summary',
    description: `GET /api/v1/counselor/summary/ (a school of ${COHORT_SIZE} students, as served: cached per school for 15 s)`,
    async prepare(bench) {
      const headers = await counselorOfSeededSchool(bench);
      return { method: 'GET', path: '/api/v1/counselor/summary/', headers };
    },
  },
  {
    name: 'counselor-summary-cold',
    description: `GET /api/v1/counselor/summary/?from=… (${COHORT_SIZE} students, a new filter each request: always the SQL)`,
    async prepare(bench) {
      const headers = await counselorOfSeededSchool(bench);
      const rotate = Array.from({ length: 5000 }, (_, i) => ({
        path: `/api/v1/counselor/summary/?from=${new Date(Date.UTC(2012, 0, 1) + i * 86400000).toISOString().slice(0, 10)}`,
      }));
      return { method: 'GET', path: rotate[0]?.path ?? '/api/v1/counselor/summary/', headers, rotate };
    },
  },
];
