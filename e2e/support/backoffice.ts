import { type APIRequestContext, expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/**
 * Back-office helpers (docs/backoffice.md). Codes are single-use per 30-second step, and the
 * server accepts ±1 step, so each new code is made for the next step not used yet.
 */
const lastStep = new Map<string, number>();
export function totpCode(secret: string): string {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now - 1, (lastStep.get(secret) ?? now - 2) + 1);
  if (step > now + 1) throw new Error('Out of fresh TOTP steps: wait 30 s between more than three sign-ins');
  lastStep.set(secret, step);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * 30_000,
  });
}

/** Makes an existing account a back-office account (development route); with `enrol`, answers its TOTP secret. */
export async function makeStaff(
  request: APIRequestContext,
  email: string,
  options: { role?: string; enrol?: boolean } = {},
): Promise<string | undefined> {
  const res = await request.post('/dev/operators/', {
    data: { email, role: options.role ?? 'operator', enrol: options.enrol ?? false },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { totp_secret?: string }).totp_secret;
}

/** Signs in at /backoffice (password, then the code) and waits for the workspace. */
export async function signInBackoffice(page: Page, email: string, password: string, secret: string) {
  await page.goto('/backoffice');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('App code or recovery code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** An API token whose session passed the second factor (for set-up and clean-up steps). */
export async function staffApiHeaders(
  request: APIRequestContext,
  email: string,
  password: string,
  secret: string,
) {
  const res = await request.post('/api/v1/auth/?backoffice=1', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const headers = { Authorization: `Bearer ${((await res.json()) as { access: string }).access}` };
  const verify = await request.post('/api/v1/backoffice/2fa/verify/', {
    headers,
    data: { code: totpCode(secret) },
  });
  expect(verify.ok(), await verify.text()).toBeTruthy();
  return headers;
}
