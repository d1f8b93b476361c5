import { type APIRequestContext, expect } from '@playwright/test';
import { pathOf, waitForMailLink } from './outbox';

let counter = 0;

/** A fresh address per call (both projects run against one server and database). */
export function uniqueEmail(prefix: string, project: string): string {
  counter += 1;
  return `${prefix}.${project}.${Date.now().toString(36)}${counter}@example.com`;
}

export type StudentAccount = { email: string; password: string; firstName: string; lastName: string };

/** Signs a student up through POST /api/v1/signup/ (no browser). */
export async function signUpStudentViaApi(
  request: APIRequestContext,
  account: StudentAccount,
  extra: Record<string, unknown> = {},
) {
  const res = await request.post('/api/v1/signup/', {
    data: {
      role: 'Student',
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      phone: '555-0100',
      address: '12 Elm St, Springfield, IL 62701, USA',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      age: 16,
      grade: 'JR',
      password: account.password,
      confirm_password: account.password,
      favorite_ice_cream_flavor: 'Mint',
      careers: 'Nurse',
      certainty: 6,
      education: 6,
      is_read_terms_and_policies: true,
      allow_data_sharing: false,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Follows the verification link from the outbox through the API. */
export async function verifyViaOutbox(request: APIRequestContext, email: string) {
  const { link } = await waitForMailLink(request, email, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const res = await request.post('/api/v1/verify-email/', { data: { token } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return pathOf(link);
}

/** A verified student, ready to sign in. */
export async function createVerifiedStudent(
  request: APIRequestContext,
  project: string,
  prefix = 'student',
  /** More sign-up fields, e.g. `{ affiliate_code: 'PATHSCOOP-DEMO' }` for the demo school. */
  extra: Record<string, unknown> = {},
): Promise<StudentAccount> {
  const account = {
    email: uniqueEmail(prefix, project),
    password: 'Waffle-Cone-2025!',
    firstName: 'Jordan',
    lastName: 'Reyes',
  };
  await signUpStudentViaApi(request, account, extra);
  await verifyViaOutbox(request, account.email);
  return account;
}

/** A verified mentor (Community Partner), created through POST /api/v1/signup/ and the outbox. */
export async function createVerifiedMentor(
  request: APIRequestContext,
  project: string,
): Promise<StudentAccount> {
  const account = {
    email: uniqueEmail('mentor', project),
    password: 'Mentor-Half-Hour-30',
    firstName: 'Morgan',
    lastName: 'Okafor',
  };
  const res = await request.post('/api/v1/signup/', {
    data: {
      role: 'Mentor',
      first_name: account.firstName,
      last_name: account.lastName,
      title: 'Civil engineer',
      email: account.email,
      phone: '555-0101',
      Industry: 3,
      tags: [1, 4],
      social_url: '',
      address: '1 Main St, Columbus, OH 43215, USA',
      city: 'Columbus',
      state: 'OH',
      country: 'USA',
      zipCode: '43215',
      password: account.password,
      confirm_password: account.password,
      is_read_terms_and_policies: true,
      shareDataCheck: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await verifyViaOutbox(request, account.email);
  return account;
}

/** Signs in through the API and returns the bearer header (for setting up data without a browser). */
export async function apiToken(request: APIRequestContext, account: StudentAccount) {
  const res = await request.post('/api/v1/auth/', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { access } = (await res.json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}

type ScenarioShape = { scenario_id: number; questions: { id: number }[] };

/** Takes the whole assessment through POST /api/v1/scenarios/ (every answer 3, a fixed top 3). */
export async function submitAssessmentViaApi(request: APIRequestContext, account: StudentAccount) {
  const headers = await apiToken(request, account);
  const scenarios = (await (await request.get('/api/v1/scenarios/')).json()) as ScenarioShape[];
  const data = scenarios
    .filter((s) => s.scenario_id !== 0)
    .map((s) =>
      s.scenario_id === 4
        ? {
            scenario_id: 4,
            answers: [{ question: s.questions[0]?.id ?? 0, answer: 'Social,Artistic,Investigative' }],
          }
        : { scenario_id: s.scenario_id, answers: s.questions.map((q) => ({ question: q.id, answer: 3 })) },
    );
  const res = await request.post('/api/v1/scenarios/', { headers, data });
  expect(res.status(), await res.text()).toBe(201);
}
