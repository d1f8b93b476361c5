/** Test helpers for the assessment and results tests: users, tokens and complete submissions. */
import { randomUUID } from 'node:crypto';
import type { Scenario, Submission } from '@pathscoop/contracts';
import { signAccessToken } from '../../lib/auth';
import type { TestApp } from '../../test/test-app';

export type TestUser = { id: number; token: string; auth: { authorization: string } };

export async function createUser(
  t: TestApp,
  overrides: Partial<{
    role: 'Student' | 'Mentor';
    affiliate_code: string | null;
    pricing_plan_id: number | null;
    plan_expires_at: string | null;
    education: number | null;
    careers: string;
  }> = {},
): Promise<TestUser> {
  const row = await t.ctx.db
    .insertInto('users')
    .values({
      email: `student-${randomUUID()}@example.com`,
      password_hash: 'not-used',
      role: 'Student',
      first_name: 'Sam',
      last_name: 'Student',
      email_verified_at: new Date().toISOString(),
      ...overrides,
    })
    .returning(['id', 'password_changed_at'])
    .executeTakeFirstOrThrow();
  // Students (age unknown here) book mentorship only with a parent or guardian on file (issue 24 #12).
  if ((overrides.role ?? 'Student') === 'Student')
    await t.ctx.db
      .insertInto('guardian_contacts')
      .values({ user_id: row.id, name: 'Pat Student', email: `guardian-${row.id}@example.org` })
      .execute();
  const token = await signAccessToken(
    t.config,
    { id: row.id, password_changed_at: new Date(row.password_changed_at as unknown as string | Date) },
    randomUUID(),
    new Date(),
  );
  return { id: row.id, token, auth: { authorization: `Bearer ${token}` } };
}

export async function loadScenarios(t: TestApp): Promise<Scenario[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/scenarios/' });
  if (res.statusCode !== 200) throw new Error(`GET scenarios/ answered ${res.statusCode}`);
  return res.json() as Scenario[];
}

/** A complete submission: every question of scenarios 1-3 answered by `pick`, scenario 4 ranked. */
export function completeSubmission(
  scenarios: Scenario[],
  pick: (questionId: number, scenarioId: number) => number = () => 3,
  ranking = 'Social,Artistic,Investigative',
): Submission {
  const out: Submission = [];
  for (const s of scenarios) {
    if (s.scenario_id === 0) continue;
    if (s.scenario_id === 4) {
      out.push({ scenario_id: 4, answers: [{ question: s.questions[0]?.id ?? 0, answer: ranking }] });
      continue;
    }
    out.push({
      scenario_id: s.scenario_id,
      answers: s.questions.map((q) => ({ question: q.id, answer: pick(q.id, s.scenario_id) })),
    });
  }
  return out;
}
