import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedStudent, type StudentAccount } from '../support/accounts';
import { expect, test, watchCsp } from '../support/fixtures';
import { pathOf, readOutbox } from '../support/outbox';
import { shot, shotViewport, skipWelcomeModal } from '../support/screens';
import { signInViaUi } from '../support/ui';

/**
 * Paid plans (issue 5) at 1280×800 and 390×844, on the embedded test sandbox (no Stripe keys):
 * a gated student buys a plan (Choose → Please confirm → Yes → sandbox Pay → 'Success !') and can
 * then save and score careers; a parent pays from the texted link in a fresh browser context; a
 * cancelled payment shows 'Transaction Failed.' and unlocks nothing. Screens go to
 * e2e/artifacts/payments-<project>-<name>.png.
 */

const G = 'payments';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

type Api = { token: string; request: APIRequestContext };

async function apiSignIn(request: APIRequestContext, account: StudentAccount): Promise<Api> {
  const res = await request.post('/api/v1/auth/', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { token: ((await res.json()) as { access: string }).access, request };
}

const auth = (api: Api) => ({ Authorization: `Bearer ${api.token}` });

async function profileOf(api: Api) {
  const res = await api.request.get('/api/v1/profile/', { headers: auth(api) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as {
    pricing_plan: number | null;
    plan_is_paid: boolean;
    plan_expires_at: string | null;
  };
}

type Question = { id: number; kind: string; title: string; options?: { value: number }[] };
type Scenario = { scenario_id: number; questions: Question[] };

/**
 * Takes the assessment through the API (the assessment's own journey is in assessment.spec.ts):
 * every question of scenarios 1-3 answered, three ranked types. Returns false when this build has
 * no results yet (the results issue not merged), so the save/score part is skipped, not faked.
 */
async function takeAssessmentViaApi(api: Api): Promise<boolean> {
  const scenariosRes = await api.request.get('/api/v1/scenarios/', { headers: auth(api) });
  if (scenariosRes.status() === 404) return false;
  const scenarios = (await scenariosRes.json()) as Scenario[];
  const submission: { scenario_id: number; answers: { question: number; answer: number | string }[] }[] =
    scenarios
      .filter((s) => s.scenario_id >= 1 && s.scenario_id <= 3)
      .map((s) => ({
        scenario_id: s.scenario_id,
        answers: s.questions
          .filter((q) => q.kind !== 'intro')
          .map((q, i) => ({
            question: q.id,
            answer: q.options ? q.options[i % q.options.length]!.value : (i % 5) + 1,
          })),
      }));
  const ranking = scenarios.find((s) => s.scenario_id === 4);
  if (ranking)
    submission.push({
      scenario_id: 4,
      answers: [{ question: ranking.questions[0]!.id, answer: 'Social,Investigative,Artistic' }],
    });
  const res = await api.request.post('/api/v1/scenarios/', { headers: auth(api), data: submission });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const results = await api.request.get('/api/v1/result/', { headers: auth(api) });
  return results.ok();
}

/** PATCH result/{id}/ {interested: true}: 403 while gated, 200 once a plan counts. */
async function saveFirstCareerStatus(api: Api): Promise<number> {
  const list = (await (await api.request.get('/api/v1/result/', { headers: auth(api) })).json()) as
    | { id: number }[]
    | { results: { id: number }[] };
  const first = (Array.isArray(list) ? list : list.results)[0];
  expect(first, 'a first career').toBeTruthy();
  const res = await api.request.patch(`/api/v1/result/${first!.id}/`, {
    headers: auth(api),
    data: { interested: true },
  });
  return res.status();
}

async function choosePaidPlan(page: Page, title: string) {
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Choose' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(title);
  return confirm;
}

async function payInSandbox(page: Page, info: Parameters<typeof shot>[1], name: string, price: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await expect(page.getByText('TEST SANDBOX')).toBeVisible();
  await expect(page.getByText(price).first()).toBeVisible();
  await shot(page, info, G, name);
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page).toHaveURL(/\/pricingplan\/success$/);
  const success = page.getByRole('dialog', { name: 'Success !' });
  await expect(success).toBeVisible();
  return success;
}

test('a gated student buys a plan in the sandbox and can then save and score careers', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const account = await createVerifiedStudent(request, info.project.name, 'buyer');
  const api = await apiSignIn(request, account);
  const hasResults = await takeAssessmentViaApi(api);

  const desktop = info.project.name === 'desktop';
  // The results page's career card is driven on desktop (its phone layout is the results issue's);
  // on phones the same rule is checked through PATCH result/{id}/.
  const cardUi = hasResults && desktop;
  if (hasResults) expect(await saveFirstCareerStatus(api)).toBe(403);
  if (cardUi) {
    // Gated: saving a career needs a plan.
    await signInViaUi(page, account.email, account.password);
    await page.goto('/results');
    await page.getByRole('button', { name: /^1\W/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Save career/ })
      .click();
    const gate = page.getByRole('dialog', { name: 'One more step' });
    await expect(gate).toBeVisible();
    await shotViewport(page, info, G, '01-gated');
    await gate.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/pricingplan$/);
  } else {
    test.info().annotations.push({
      type: 'skipped-part',
      description: 'no results API in this build: save/score not checked',
    });
    await signInViaUi(page, account.email, account.password);
    await page.goto('/pricingplan');
  }
  // The top navigation's 'Pricing Plan' shows while the student has no plan (desktop bar).
  if (desktop) await expect(page.getByRole('link', { name: 'Pricing Plan' })).toBeVisible();

  const confirm = await choosePaidPlan(page, 'Double Scoop');
  await shotViewport(page, info, G, '02-confirm');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const success = await payInSandbox(page, info, '03-sandbox-checkout', '$12.00');
  await shotViewport(page, info, G, '04-success');
  await success.getByRole('button', { name: 'OK' }).click();

  const profile = await profileOf(api);
  expect(profile.plan_is_paid).toBe(true);
  expect(profile.plan_expires_at).not.toBeNull();
  // The stored user follows GET profile/: the 'Pricing Plan' link disappears.
  if (desktop) await expect(page.getByRole('link', { name: 'Pricing Plan' })).toHaveCount(0);

  await page.goto('/profile/myPlan');
  await expect(page.getByRole('heading', { name: 'Active Plan' })).toBeVisible();
  await expect(page.getByTestId('plan-label')).toHaveText('Double Scoop');
  await expect(page.getByRole('link', { name: 'Change The Plan' })).toHaveAttribute('href', '/pricingplan');
  await shot(page, info, G, '05-my-plan');

  if (hasResults && !cardUi) expect(await saveFirstCareerStatus(api)).toBe(200);
  if (cardUi) {
    await page.goto('/results');
    await page.getByRole('button', { name: /^1\W/ }).click();
    const card = page.getByRole('dialog');
    await card.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    await card.getByRole('button', { name: /Save career/ }).click();
    await expect(card.getByRole('button', { name: /Saved!/ })).toBeVisible();
    await shotViewport(page, info, G, '06-saved');
    const patched = page.waitForResponse(
      (r) => r.url().includes('/api/v1/result/') && r.request().method() === 'PATCH',
    );
    await card.getByRole('button', { name: 'Close' }).click();
    expect((await patched).status()).toBe(200);
  }
});

test('a parent pays from the texted link in a fresh browser and the student is unlocked', async ({
  page,
  request,
  browser,
  cspViolations,
}, info) => {
  test.setTimeout(180_000);
  const account = await createVerifiedStudent(request, info.project.name, 'asker');
  const api = await apiSignIn(request, account);
  const phone = info.project.name === 'mobile' ? '(202) 555-0148' : '(202) 555-0147';
  const e164 = `+1${phone.replace(/\D/g, '')}`;
  const before = (await readOutbox(request, e164))[0]?.id ?? 0;

  await signInViaUi(page, account.email, account.password);
  await page.goto('/pricingplan');
  await page
    .getByRole('button', { name: /Sundae/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Text to Parent' }).click();
  const dialog = page.getByRole('dialog', { name: "Enter Parent's Phone" });
  await dialog.getByLabel("Parent's phone number").fill('123-4567');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Something went wrong')).toBeVisible();
  await expect(dialog.getByText('Enter a valid phone number.')).toBeVisible();
  await dialog.getByLabel("Parent's phone number").fill(phone);
  await shotViewport(page, info, G, '10-parent-phone');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Success !' });
  await expect(sent).toBeVisible();
  await shotViewport(page, info, G, '11-parent-sent');
  await sent.getByRole('button', { name: 'OK' }).click();

  let link = '';
  await expect
    .poll(async () => {
      const sms = (await readOutbox(request, e164)).find((m) => m.id > before && m.channel === 'sms');
      link = sms?.links[0] ?? '';
      return sms?.text ?? '';
    })
    .toContain(`${account.firstName} asked you to pay for the Sundae plan ($59.00 for 6 months)`);
  expect(link).toMatch(/\/pay\/[\w-]+$/);

  // The parent: another browser, not signed in.
  const parentContext = await browser.newContext(
    info.project.name === 'mobile' ? { viewport: { width: 390, height: 844 } } : {},
  );
  await watchCsp(parentContext, cspViolations);
  const parent = await parentContext.newPage();
  await parent.goto(pathOf(link));
  await expect(parent.getByText('Paid by')).toBeVisible();
  await expect(parent.getByText('Parent', { exact: true })).toBeVisible();
  await payInSandbox(parent, info, '12-parent-checkout', '$59.00');
  await shotViewport(parent, info, G, '13-parent-success');
  await parentContext.close();

  const profile = await profileOf(api);
  expect(profile.plan_is_paid).toBe(true);
  await page.goto('/profile/myPlan');
  await expect(page.getByTestId('plan-label')).toHaveText('Sundae');
  if (await takeAssessmentViaApi(api)) expect(await saveFirstCareerStatus(api)).toBe(200);
});

test("a cancelled payment shows 'Transaction Failed.' and unlocks nothing", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const account = await createVerifiedStudent(request, info.project.name, 'canceller');
  const api = await apiSignIn(request, account);
  await signInViaUi(page, account.email, account.password);
  await page.goto('/pricingplan');
  const confirm = await choosePaidPlan(page, 'Milkshake');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pricingplan\/cancel$/);
  const failed = page.getByRole('dialog', { name: 'Transaction Failed.' });
  await expect(failed).toContainText(
    'If the issue persists, contact support. Apologies for the inconvenience.',
  );
  await shotViewport(page, info, G, '20-cancelled');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/pricingplan$/);

  expect(await profileOf(api)).toMatchObject({ pricing_plan: null, plan_is_paid: false });
  await page.goto('/profile/myPlan');
  await expect(page.getByRole('heading', { name: 'Free Plan' })).toBeVisible();
  await expect(page.getByTestId('plan-label')).toHaveText('Free Member');
  if (await takeAssessmentViaApi(api)) expect(await saveFirstCareerStatus(api)).toBe(403);
});
