import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  apiToken,
  createVerifiedMentor,
  type StudentAccount,
  signUpStudentViaApi,
  submitAssessmentViaApi,
  uniqueEmail,
  verifyViaOutbox,
} from '../support/accounts';
import { signInBackoffice } from '../support/backoffice';
import { waitForMailLink } from '../support/outbox';
import { shot, shotViewport, skipWelcomeModal } from '../support/screens';
import { signInViaUi } from '../support/ui';

/**
 * School counselors (issue 21) at 1280×800 and 390×844: an operator invites a counselor for the
 * demo school; the counselor sets a password with the link, signs in, enrols the authenticator app
 * and lands on the dashboard; two demo-school students finished the assessment and saved careers;
 * the counselor sees them in the funnel, the chart and the list, opens one, exports the CSV and
 * publishes a Picks For You resource that the students then see. axe on every counselor page.
 * Screens: e2e/artifacts/counselors-<project>-<name>.png.
 */
const G = 'counselors';
const PASSWORD = 'Waffle-Cone-2025!';

async function axe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function personPage(browser: Browser, info: TestInfo) {
  const u = info.project.use;
  const context = await browser.newContext({
    baseURL: u.baseURL,
    viewport: u.viewport,
    deviceScaleFactor: u.deviceScaleFactor,
    isMobile: u.isMobile,
    hasTouch: u.hasTouch,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await skipWelcomeModal(page);
  return page;
}

const totp = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

async function demoStudent(request: APIRequestContext, project: string, firstName: string, lastName: string) {
  const account: StudentAccount = {
    email: uniqueEmail(firstName.toLowerCase(), project),
    password: PASSWORD,
    firstName,
    lastName,
  };
  await signUpStudentViaApi(request, account, { affiliate_code: 'PATHSCOOP-DEMO' });
  await verifyViaOutbox(request, account.email);
  await submitAssessmentViaApi(request, account);
  const headers = await apiToken(request, account);
  const results = (await (await request.get('/api/v1/result/', { headers })).json()) as {
    id: number;
    unique_title: { mask_title: string };
  }[];
  for (const r of results.slice(0, 2)) {
    const saved = await request.patch(`/api/v1/result/${r.id}/`, { headers, data: { interested: true } });
    expect(saved.ok(), await saved.text()).toBeTruthy();
  }
  return { account, headers, saved: results[0]!.unique_title.mask_title };
}

test('a counselor for the demo school: invited, enrolled, sees the cohort, opens a student, exports, publishes', async ({
  browser,
  request,
}, info) => {
  const p = info.project.name;
  const suffix = p === 'desktop' ? 'Desk' : 'Mobi';
  // Two demo-school students who finished the assessment and saved careers.
  const ana = await demoStudent(request, p, 'Avery', `Holloway${suffix}`);
  const ben = await demoStudent(request, p, 'Blake', `Kendrick${suffix}`);
  const profile = (await (await request.get('/api/v1/profile/', { headers: ana.headers })).json()) as {
    school: { id: number; name: string };
  };
  const school = profile.school;

  // 1. An operator (TOTP enrolled) invites the counselor from the school's page.
  const operator = await createVerifiedMentor(request, p);
  const made = await request.post('/dev/operators/', { data: { email: operator.email, enrol: true } });
  const { totp_secret: operatorSecret } = (await made.json()) as { totp_secret: string };
  const ops = await personPage(browser, info);
  // Team accounts sign in at the back office (password, then the code), then open the school's
  // counselors from the Schools page.
  await signInBackoffice(ops, operator.email, operator.password, operatorSecret);
  await ops.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Schools' }).click();
  await ops.getByRole('link', { name: `Counselors of ${school.name}` }).click();
  await expect(ops).toHaveURL(new RegExp(`/backoffice/schools/${school.id}/counselors$`));
  const counselorEmail = uniqueEmail('counselor', p);
  await ops.getByLabel('E-mail').fill(counselorEmail);
  await ops.getByLabel('First name').fill('Carla');
  await ops.getByLabel('Last name').fill('Reyes');
  await ops.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(ops.getByRole('status')).toHaveText(
    `Invitation sent to ${counselorEmail}. The link works for 72 hours.`,
  );
  await expect(ops.getByRole('listitem').filter({ hasText: counselorEmail })).toContainText('Invited');
  await shot(ops, info, G, 'operator-invites');
  await axe(ops, 'school counselors');
  await ops.context().close();

  // 2. The counselor chooses a password with the link, signs in, enrols the authenticator app.
  const { link } = await waitForMailLink(request, counselorEmail, '/counselor/welcome');
  const page = await personPage(browser, info);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Welcome, Carla' })).toBeVisible();
  await expect(page.getByText(school.name)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Harbor-Quilt-93!');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Harbor-Quilt-93!');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await signInViaUi(page, counselorEmail, 'Harbor-Quilt-93!', /\/counselor$/);
  await page.getByRole('button', { name: 'Show the QR code' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await shot(page, info, G, 'enrol');
  await axe(page, 'enrol');
  await page.getByLabel('6-digit code').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue to the dashboard' }).click();

  // 3. The dashboard: the school, the funnel and the interest-type chart, the two students.
  await expect(page.getByRole('heading', { name: school.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Students at each step: Signed up \d+/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Students by first interest type: Realistic \d+/ }),
  ).toBeVisible();
  const finished = await page
    .getByRole('img', { name: /^Students at each step/ })
    .getAttribute('aria-labelledby');
  expect(finished).toBeTruthy();
  await page.getByLabel('Search by name').fill(suffix);
  const rows = page.getByRole('row').filter({ hasText: suffix });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: ana.account.lastName })).toContainText(ana.saved);
  await shot(page, info, G, 'dashboard');
  await page.getByRole('heading', { name: 'Progress' }).scrollIntoViewIfNeeded();
  await shotViewport(page, info, G, 'dashboard-progress');
  await page.getByRole('heading', { name: /^Students/ }).scrollIntoViewIfNeeded();
  await shotViewport(page, info, G, 'dashboard-students');
  await axe(page, 'dashboard');

  // No student or mentor menu for a counselor: /profile sends them back to the dashboard.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/counselor$/);
  await page.getByLabel('Search by name').fill(suffix);

  // 4. The CSV of the filtered list.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain('"First name","Last name","Grade"');
  expect(csv).toContain(ana.account.lastName);
  expect(csv).toContain(ben.account.lastName);

  // 5. One student's page: results and strengths, read-only.
  await page.getByRole('link', { name: `Avery ${ana.account.lastName}` }).click();
  await expect(page.getByRole('heading', { name: `Avery ${ana.account.lastName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top 10 careers' })).toBeVisible();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await shot(page, info, G, 'student');
  await axe(page, 'student page');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();

  // 6. A Picks For You resource for the school, which its students then see.
  const title = `Career fair ${p} ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel(/^Text/).fill('Friday in the gym.\n\nBring questions for the employers.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published for your students.')).toBeVisible();
  await page.context().close();

  const student = await personPage(browser, info);
  await signInViaUi(student, ben.account.email, PASSWORD);
  await expect(student.getByText(title)).toBeVisible();
  // Profile Info tells the student which school sees their results.
  await student.goto('/profile/profile-info');
  await expect(student.getByRole('heading', { name: 'Your school' })).toBeVisible();
  await expect(student.getByText(`You joined with ${school.name}’s code`)).toBeVisible();
  await shot(student, info, G, 'student-profile-info');
  await axe(student, 'profile info');
  await student.context().close();
});
