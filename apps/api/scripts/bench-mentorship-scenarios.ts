/**
 * Mentorship scenarios for `npm run bench:api` (see bench-api.ts), each by a signed-in student:
 * GET mentor_sessions/ (a student with 20 sessions, names joined, presented) and POST
 * mentor_sessions/ (allowance check under a row lock, insert, event, matching against 10 vetted
 * mentors). The bench student's school grants an allowance large enough never to answer 403.
 * `npm run bench:api -- --only sessions-list,sessions-request --db embedded`
 */
import type { BenchContext, BenchRequest } from './bench-api';

type BenchScenario = {
  name: string;
  description: string;
  prepare(bench: BenchContext): Promise<BenchRequest>;
};

async function studentWithAllowance(bench: BenchContext) {
  const user = await bench.createUser();
  const school = await bench.db
    .insertInto('schools')
    .values({ name: 'Bench High', affiliate_code: `BENCH-${user.id}`, mentor_sessions: 1_000_000_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await bench.db
    .updateTable('users')
    .set({ school_id: school.id, affiliate_code: `BENCH-${user.id}`, role: 'Student' })
    .where('id', '=', user.id)
    .execute();
  // Issue 24 #12: a minor books only with a parent or guardian on file.
  await bench.db
    .insertInto('guardian_contacts')
    .values({ user_id: user.id, email: `guardian-${user.id}@example.org` })
    .execute();
  const token = await bench.signIn(user.email, user.password);
  return { id: user.id, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

async function vettedMentors(bench: BenchContext, count: number) {
  for (let i = 0; i < count; i++) {
    const mentor = await bench.createUser();
    await bench.db
      .updateTable('users')
      .set({ role: 'Mentor', title: 'Registered nurse' })
      .where('id', '=', mentor.id)
      .execute();
    await bench.db
      .insertInto('mentor_profiles')
      .values({ user_id: mentor.id, vetting_status: 'vetted', career_codes: ['29-1141.00'] })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
}

export const MENTORSHIP_BENCH_SCENARIOS: BenchScenario[] = [
  {
    name: 'sessions-list',
    description: 'GET /api/v1/mentor_sessions/ (a student with 20 sessions)',
    async prepare(bench) {
      const student = await studentWithAllowance(bench);
      const now = new Date();
      await bench.db
        .insertInto('mentor_sessions')
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            student_id: student.id,
            topic: `Bench topic ${i}`,
            status: i % 2 ? ('held' as const) : ('requested' as const),
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      return { method: 'GET', path: '/api/v1/mentor_sessions/', headers: student.headers };
    },
  },
  {
    name: 'sessions-request',
    description: 'POST /api/v1/mentor_sessions/ (allowance, insert, event, matching over 10 vetted mentors)',
    async prepare(bench) {
      await vettedMentors(bench, 10);
      const student = await studentWithAllowance(bench);
      return {
        method: 'POST',
        path: '/api/v1/mentor_sessions/',
        headers: student.headers,
        body: { topic: 'What is a registered nurse shift like?' },
      };
    },
  },
];
