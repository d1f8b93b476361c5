import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createVerifiedMentor, createVerifiedStudent } from '../support/accounts';
import { makeStaff, signInBackoffice, totpCode } from '../support/backoffice';
import { test } from '../support/fixtures';
import { shot, skipWelcomeModal } from '../support/screens';
import { buyDoubleScoop, signInViaUi } from '../support/ui';

/**
 * The back office (issue 20, docs/backoffice.md) at 1280 px: a signed-out visitor gets the
 * back-office sign-in (no public footer); a new operator enrols TOTP by QR code, keeps the recovery
 * codes, signs in again with a code; finds a member, deactivates them (who can then no longer sign
 * in) and sees the change in the audit trail. axe: no serious or critical issue on any screen.
 */
const G = 'backoffice';

async function axe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.skip(({ isMobile }) => isMobile, 'The back office is a desktop tool: 1280 px.');

test('an operator enrols TOTP, signs in with a code, deactivates a member; audited', async ({
  page,
  request,
}, info) => {
  const p = info.project.name;
  const operator = await createVerifiedMentor(request, p);
  await makeStaff(request, operator.email);
  const student = await createVerifiedStudent(request, p, 'bo-member');

  // Signed out: the back-office sign-in, its own layout (no public navigation, no newsletter footer).
  await page.goto('/backoffice');
  await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/newsletter/i)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await shot(page, info, G, 'signed-out');
  await axe(page, 'sign-in');

  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // First sign-in: set up the authenticator app.
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the QR code' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg'),
  ).toBeVisible();
  await page.getByText("Can't scan? Enter the key by hand").click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, info, G, 'enrol-qr');
  await axe(page, 'enrol');
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();
  await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await shot(page, info, G, 'recovery-codes');
  await axe(page, 'recovery codes');
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue to the back office' }).click();

  // The workspace: labelled by role, never "Community Partner".
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await expect(page.getByTestId('bo-roles')).toHaveText('Operator');
  await expect(page.getByText('Community Partner')).toHaveCount(0);
  await shot(page, info, G, 'mentorship');
  await axe(page, 'mentorship');

  // Sign out, sign in again: the code is asked for.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await shot(page, info, G, 'enter-code');
  await axe(page, 'enter code');
  await page.getByLabel('App code or recovery code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();

  // Members: find the student, deactivate them.
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Name, e-mail, school or account number').fill(student.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await shot(page, info, G, 'members');
  await axe(page, 'members');
  await page.getByRole('link', { name: `${student.firstName} ${student.lastName}` }).click();
  await expect(page.getByRole('heading', { name: `${student.firstName} ${student.lastName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please give a reason.');
  await page.getByLabel('Reason for deactivating (kept in the audit trail)').fill('Asked by the parent');
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status')).toHaveText('Member deactivated; their sessions ended.');
  await expect(page.getByText('Deactivated on', { exact: false })).toBeVisible();
  await shot(page, info, G, 'member-deactivated');
  await axe(page, 'member');
  const refused = await request.post('/api/v1/auth/', {
    data: { email: student.email, password: student.password },
  });
  expect(refused.status()).toBe(403);

  // The audit trail shows it.
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Action').fill('member_deactivated');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('cell', { name: 'member_deactivated' }).first()).toBeVisible();
  await expect(page.getByText('Asked by the parent')).toBeVisible();
  await shot(page, info, G, 'audit');
  await axe(page, 'audit');
});

test('a signed-in student at /backoffice sees "Operators only" and nothing else', async ({
  page,
  request,
}, info) => {
  const student = await createVerifiedStudent(request, info.project.name, 'bo-outsider');
  await page.goto('/signin');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/profile/);
  await page.goto('/backoffice');
  await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible();
  await expect(page.getByText('This account has no access to the back office.')).toBeVisible();
  await shot(page, info, G, 'not-staff');
  await axe(page, 'not staff');
});

test('an operator refunds a sandbox payment: the plan ends', async ({ browser, page, request }, info) => {
  const p = info.project.name;
  const operator = await createVerifiedMentor(request, p);
  const secret = (await makeStaff(request, operator.email, { enrol: true })) as string;
  const student = await createVerifiedStudent(request, p, 'bo-buyer');

  // The student buys Double Scoop in the payments sandbox.
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await skipWelcomeModal(buyerPage);
  await signInViaUi(buyerPage, student.email, student.password);
  await buyDoubleScoop(buyerPage);
  await buyer.close();

  await signInBackoffice(page, operator.email, operator.password, secret);
  await page.getByRole('link', { name: 'Payments' }).click();
  await page.getByLabel('E-mail, payment or account number, Stripe id').fill(student.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem').filter({ hasText: student.email });
  await expect(row).toContainText('Double Scoop · $12.00 · Paid');
  await shot(page, info, G, 'payments');
  await axe(page, 'payments');
  await row.getByRole('button', { name: 'Refund…' }).click();
  await row.getByLabel('Reason (kept in the audit trail)').fill('Bought by mistake');
  await shot(page, info, G, 'refund-form');
  await row.getByRole('button', { name: 'Refund $12.00' }).click();
  await expect(page.getByRole('status')).toHaveText('Refunded 1200 cents in the sandbox.');
  await expect(row).toContainText('Refunded ($12.00 refunded)');
  await shot(page, info, G, 'refunded');
  await axe(page, 'refunded');

  // The plan is over: the student's profile has none.
  const auth = await request.post('/api/v1/auth/', {
    data: { email: student.email, password: student.password },
  });
  const access = ((await auth.json()) as { access: string }).access;
  const profile = (await (
    await request.get('/api/v1/profile/', { headers: { Authorization: `Bearer ${access}` } })
  ).json()) as {
    pricing_plan: number | null;
  };
  expect(profile.pricing_plan).toBeNull();
});

test('an operator adds a school with a one-seat code: the second sign-up is refused in words', async ({
  page,
  request,
}, info) => {
  const p = info.project.name;
  const operator = await createVerifiedMentor(request, p);
  const secret = (await makeStaff(request, operator.email, { enrol: true })) as string;
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInBackoffice(page, operator.email, operator.password, secret);
  await page.getByRole('link', { name: 'Schools' }).click();
  await page.getByRole('button', { name: 'Add a school' }).click();
  const form = page.getByRole('form', { name: 'New school' });
  await form.getByRole('button', { name: 'Add the school' }).click();
  await expect(form.getByText('Enter the school name.', { exact: true })).toBeVisible();
  await form.getByLabel('School name').fill('Journey High');
  await form.getByLabel('Affiliate code').fill(code);
  await form.getByLabel('Seats (student accounts; empty: no limit)').fill('1');
  await shot(page, info, G, 'school-form');
  await axe(page, 'school form');
  await form.getByRole('button', { name: 'Add the school' }).click();
  await expect(page.getByRole('status')).toHaveText('Journey High added.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Journey High' })).toContainText('Seats: 0 of 1');
  await shot(page, info, G, 'schools');
  await axe(page, 'schools');

  await createVerifiedStudent(request, p, 'bo-seat', { affiliate_code: code });
  const second = await request.post('/api/v1/signup/', {
    data: {
      role: 'Student',
      first_name: 'Late',
      last_name: 'Comer',
      email: `late.${Date.now()}@example.com`,
      phone: '555-0100',
      address: '12 Elm St, Springfield, IL 62701, USA',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      age: 16,
      password: 'Waffle-Cone-2025!',
      confirm_password: 'Waffle-Cone-2025!',
      favorite_ice_cream_flavor: 'Mint',
      careers: 'Nurse',
      certainty: 6,
      education: 6,
      is_read_terms_and_policies: true,
      allow_data_sharing: false,
      affiliate_code: code,
    },
  });
  expect(second.status()).toBe(400);
  expect(await second.json()).toEqual({
    affiliate_code: [
      'This affiliate code has no seats left. Ask your school or organization about more seats.',
    ],
  });
});

test('an operator edits a companion: students see the new description at once', async ({
  page,
  request,
}, info) => {
  const p = info.project.name;
  const operator = await createVerifiedMentor(request, p);
  const secret = (await makeStaff(request, operator.email, { enrol: true })) as string;
  await signInBackoffice(page, operator.email, operator.password, secret);
  await page.getByRole('link', { name: 'Companions' }).click();
  const first = page.getByRole('main').getByRole('listitem').first();
  await first.getByRole('button', { name: /^Edit / }).click();
  const form = page.getByRole('form', { name: /^Edit / });
  const description = `Helps you compare careers (${p} ${Date.now().toString(36)}).`;
  await form.getByLabel('Short description').fill(description);
  await shot(page, info, G, 'companion-form');
  await axe(page, 'companion form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('saved.');
  await expect(page.getByText(description)).toBeVisible();
  await shot(page, info, G, 'companions');
  await axe(page, 'companions');
  const student = await createVerifiedStudent(request, p, 'bo-companion', {
    affiliate_code: 'PATHSCOOP-DEMO',
  });
  const auth = await request.post('/api/v1/auth/', {
    data: { email: student.email, password: student.password },
  });
  const access = ((await auth.json()) as { access: string }).access;
  const agents = await request.get('/api/v1/ai-agents/?limit=50', {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(await agents.text()).toContain(description);
});
