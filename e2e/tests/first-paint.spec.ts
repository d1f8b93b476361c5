import { createVerifiedStudent } from '../support/accounts';
import { expect, test, watchCsp } from '../support/fixtures';
import { ARTIFACTS, skipWelcomeModal } from '../support/screens';
import { signInViaUi } from '../support/ui';

/**
 * Prerendered pages (docs/web-shipping.md, "Prerendered pages"): the home page and the
 * assessment's screens arrive as HTML that paints before the app's JavaScript has run, under the
 * same strict CSP (no inline script, no style attribute), and the app then takes over with the
 * same page. Screenshots: e2e/artifacts/first-paint-*.
 */

const G = `${ARTIFACTS}first-paint`;

test('without JavaScript, home and an assessment step already show their content', async ({
  browser,
}, info) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: info.project.use.viewport });
  const violations: string[] = [];
  await watchCsp(context, violations);
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scoop out the career that fits you.');
    await expect(page.getByRole('link', { name: "Let's Start" })).toBeVisible();
    // Who is visiting is not known yet: no Login/Sign Up that a signed-in student would see flash.
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.screenshot({ path: `${G}-${info.project.name}-home-no-js.png` });

    await page.goto('/scenario/1/1');
    await expect(page.getByRole('heading', { name: 'The Community Garden' })).toBeVisible();
    await expect(page.getByText('The Titans').first()).toBeVisible();
    await page.screenshot({ path: `${G}-${info.project.name}-scenario-no-js.png` });

    // Another page has no prerender: the static top bar only.
    await page.goto('/about');
    await expect(page.locator('header').getByText('Pathscoop')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    expect(violations, 'CSP violations without JavaScript').toEqual([]);
  } finally {
    await context.close();
  }
});

test('the app takes over the prerendered home page: its account area and the rest of the page', async ({
  page,
}, info) => {
  await skipWelcomeModal(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scoop out the career that fits you.');
  // What the prerender leaves to the app: the account area and everything below the first screen.
  if (info.project.name === 'desktop') await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Three scoops to a clearer future' })).toBeAttached();
  await page.screenshot({ path: `${G}-${info.project.name}-home-app.png` });
});

test("a signed-in student's assessment step: painted from the HTML's own data, no scenarios request, the profile chip", async ({
  page,
  request,
}, info) => {
  const student = await createVerifiedStudent(request, info.project.name, 'firstpaint');
  await signInViaUi(page, student.email, student.password);
  const scenarioRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/scenarios/')) scenarioRequests.push(r.method());
  });
  await page.goto('/scenario/1/1');
  await expect(page.getByRole('heading', { name: 'The Community Garden' })).toBeVisible();
  // The progress bar fills in once the app runs (its width is a style the prerender cannot carry).
  await expect(page.getByRole('progressbar').locator('div')).toBeVisible();
  await expect(page.locator('script[data-api-path]')).toHaveCount(0);
  expect(scenarioRequests, 'GET scenarios/ came with the page').toEqual([]);
  await expect(page.getByRole('link', { name: /your profile/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // The app answers: a team is picked and Next goes on.
  const dragons = page.getByRole('radio', { name: /Probably The Dragons/ });
  await dragons.locator('xpath=ancestor::label[1]').click();
  await expect(dragons).toBeChecked();
  await page.getByRole('button', { name: /^(Next step|Next)/ }).click();
  await expect(page).not.toHaveURL(/\/scenario\/1\/1$/);
  await page.screenshot({ path: `${G}-${info.project.name}-scenario-app.png` });
});
