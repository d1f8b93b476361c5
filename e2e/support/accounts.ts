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
export async function signUpStudentViaApi(request: APIRequestContext, account: StudentAccount) {
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
): Promise<StudentAccount> {
  const account = {
    email: uniqueEmail(prefix, project),
    password: 'Waffle-Cone-2025!',
    firstName: 'Jordan',
    lastName: 'Reyes',
  };
  await signUpStudentViaApi(request, account);
  await verifyViaOutbox(request, account.email);
  return account;
}
