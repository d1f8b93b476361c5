import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createVerifiedMentor, createVerifiedStudent } from '../support/accounts';
import { makeStaff, signInBackoffice, staffApiHeaders } from '../support/backoffice';
import { test } from '../support/fixtures';
import { shot, skipWelcomeModal } from '../support/screens';
import { buyDoubleScoop, signInViaUi } from '../support/ui';

/**
 * Plans and accounts in the back office (issue 20, docs/backoffice.md "Plans", "Accounts page") at
 * 1280 px: an operator edits Sundae's price and a description line (a line promising more than the
 * plan includes is refused in words first); the pricing page shows the new terms to a new buyer,
 * whose sandbox checkout charges the new price. The accounts page lists the operator. axe: no
 * serious or critical issue. The plan is put back afterwards (other journeys expect $59.00).
 */
const G = 'backoffice-plans';

async function axe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.skip(({ isMobile }) => isMobile, 'The back office is a desktop tool: 1280 px.');

test('an operator edits a plan (price and a line); a new buyer sees and pays the new terms', async ({
  page,
  browser,
  request,
}, info) => {
  const p = info.project.name;
  const operator = await createVerifiedMentor(request, p);
  const secret = (await makeStaff(request, operator.email, { enrol: true })) as string;
  const headers = await staffApiHeaders(request, operator.email, operator.password, secret);
  const plans = (await (await request.get('/api/v1/backoffice/plans/', { headers })).json()) as {
    id: number;
    title: string;
    [k: string]: unknown;
  }[];
  const sundae = plans.find((x) => x.title === 'Sundae');
  if (!sundae) throw new Error('no Sundae plan');
  const original = {
    title: sundae.title,
    price: sundae.price,
    duration: sundae.duration,
    duration_days: sundae.duration_days,
    description_lines: sundae.description_lines,
    mentor_sessions: sundae.mentor_sessions,
    companions: sundae.companions,
    daily_chat_messages: sundae.daily_chat_messages,
    priority_matching: sundae.priority_matching,
  };
  const newLine = 'A parent progress summary by e-mail every month';

  try {
    await signInBackoffice(page, operator.email, operator.password, secret);
    await page.getByRole('link', { name: 'Plans' }).click();
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    await shot(page, info, G, 'plans');
    await axe(page, 'plans');

    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Sundae ·' });
    await card.getByRole('button', { name: 'Edit Sundae' }).click();
    const form = page.getByRole('form', { name: 'Edit Sundae' });
    await form.getByLabel('Price in US dollars').fill('64.00');
    const lines = form.getByLabel('Description lines, one per line');
    const current = (await lines.inputValue()).split('\n');
    const replaced = current.findIndex((l) => /parent/i.test(l));
    current[replaced >= 0 ? replaced : 1] = newLine;
    const text = current.join('\n');
    // First a line that promises what the plan does not include: refused in words, nothing saved.
    await lines.fill(`${text}\nUnlimited Career Buddy chats`);
    const promise = /promises unlimited chats, but the plan allows 80 messages a day/;
    await expect(form.getByText(promise)).toBeVisible();
    await form.getByRole('button', { name: 'Save as a new version' }).click();
    await expect(form.getByText(promise)).toBeVisible();
    await expect(form.getByLabel('Description lines, one per line')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, info, G, 'plan-form-refused');
    await axe(page, 'plan form');
    await lines.fill(text);
    await expect(form.getByText(promise)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save as a new version' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Sundae saved as version 2. New buyers get it; members keep what they bought.',
    );
    await expect(card).toContainText('Sundae · $64.00 / 6 months');
    await expect(card).toContainText(newLine);
    await card.getByText('Versions (2)').click();
    await expect(card.getByRole('row')).toHaveCount(3);
    await shot(page, info, G, 'plan-saved');
    await axe(page, 'plan saved');

    // The accounts page lists this operator with the Operator role.
    await page.getByRole('link', { name: 'Accounts and roles' }).click();
    await page.getByLabel('Name or e-mail').fill(operator.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const me = page.getByRole('main').getByRole('listitem').filter({ hasText: operator.email }).first();
    await expect(me).toContainText('Operator');
    await expect(me).toContainText('(you)');
    await shot(page, info, G, 'accounts');
    await axe(page, 'accounts');

    // A new buyer: the pricing page shows the new terms, and the sandbox checkout charges them.
    const student = await createVerifiedStudent(request, p, 'bo-plan-buyer');
    const buyer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const buyerPage = await buyer.newPage();
    await skipWelcomeModal(buyerPage);
    await signInViaUi(buyerPage, student.email, student.password);
    await buyerPage.goto('/pricingplan');
    await buyerPage
      .getByRole('button', { name: /Sundae/ })
      .first()
      .click();
    const detail = buyerPage.getByRole('region', { name: 'Sundae' });
    await expect(detail.getByText(newLine)).toBeVisible();
    await expect(detail).toContainText('$64/6 months');
    await shot(buyerPage, info, G, 'pricing-new-terms');
    await buyerPage.getByRole('button', { name: 'Choose' }).click();
    await buyerPage
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(buyerPage).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
    await buyerPage.getByRole('button', { name: 'Pay $64.00' }).click();
    await expect(buyerPage).toHaveURL(/\/pricingplan\/success$/);
    await buyer.close();
  } finally {
    // Put Sundae back for the other journeys (a new version with the original terms).
    const back = await request.put(`/api/v1/backoffice/plans/${sundae.id}/`, { headers, data: original });
    expect(back.ok(), await back.text()).toBeTruthy();
  }
});

test('My Plan keeps the terms bought after an edit and an archive; the archived plan leaves the pricing page', async ({
  page,
  browser,
  request,
}, info) => {
  const p = info.project.name;
  const operator = await createVerifiedMentor(request, p);
  const secret = (await makeStaff(request, operator.email, { enrol: true })) as string;
  const headers = await staffApiHeaders(request, operator.email, operator.password, secret);
  const plans = (await (await request.get('/api/v1/backoffice/plans/', { headers })).json()) as {
    id: number;
    title: string;
    [k: string]: unknown;
  }[];
  const plan = plans.find((x) => x.title === 'Double Scoop');
  if (!plan) throw new Error('no Double Scoop plan');
  const original = {
    title: plan.title,
    price: plan.price,
    duration: plan.duration,
    duration_days: plan.duration_days,
    description_lines: plan.description_lines,
    mentor_sessions: plan.mentor_sessions,
    companions: plan.companions,
    daily_chat_messages: plan.daily_chat_messages,
    priority_matching: plan.priority_matching,
  };
  const lines = original.description_lines as string[];

  // A member buys Double Scoop at $12 in the sandbox.
  const student = await createVerifiedStudent(request, p, 'bo-plan-keeper');
  const member = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const memberPage = await member.newPage();
  await skipWelcomeModal(memberPage);
  await signInViaUi(memberPage, student.email, student.password);
  await buyDoubleScoop(memberPage);

  try {
    // The operator renames it, raises the price and rewrites the headline, then archives it.
    const edited = await request.put(`/api/v1/backoffice/plans/${plan.id}/`, {
      headers,
      data: {
        ...original,
        title: 'Double Scoop Plus',
        price: '18.00',
        description_lines: ['A brand-new headline nobody bought', ...lines.slice(1)],
      },
    });
    expect(edited.ok(), await edited.text()).toBeTruthy();
    await signInBackoffice(page, operator.email, operator.password, secret);
    await page.getByRole('link', { name: 'Plans' }).click();
    // The form for a new plan (looked at, checked by axe, not sent: other journeys count the plans).
    await page.getByRole('button', { name: 'Add a plan' }).click();
    const addForm = page.getByRole('form', { name: 'Add a plan' });
    await addForm.getByLabel('Title').fill('Single Sprinkle');
    await addForm.getByLabel('Description lines, one per line').fill('Single Sprinkle\nThree 1:1 sessions');
    await expect(addForm.getByText(/promises 3 mentorship sessions, but the plan includes 0/)).toBeVisible();
    await shot(page, info, G, 'plan-add-form');
    await axe(page, 'add a plan');
    await addForm.getByRole('button', { name: 'Cancel' }).click();

    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Double Scoop Plus ·' });
    await card.getByRole('button', { name: 'Archive Double Scoop Plus' }).click();
    await expect(card).toContainText('keep what they bought until it ends');
    await card.getByRole('button', { name: 'Yes, archive' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Double Scoop Plus archived: it is off the pricing page; its members keep what they bought.',
    );
    await expect(card).toContainText('ARCHIVED');
    await expect(card.getByRole('button', { name: 'Put Double Scoop Plus back on sale' })).toBeVisible();
    await shot(page, info, G, 'plan-archived');
    await axe(page, 'plan archived');

    // Not on the pricing page any more.
    await memberPage.goto('/pricingplan');
    await expect(memberPage.getByRole('button', { name: /Sundae/ }).first()).toBeVisible();
    await expect(memberPage.getByRole('button', { name: /Double Scoop/ })).toHaveCount(0);

    // The member's My Plan: the title, price and lines bought, at 1280 and 390 px.
    for (const width of [1280, 390]) {
      const ctx = width === 1280 ? member : await browser.newContext({ viewport: { width, height: 844 } });
      const view = width === 1280 ? memberPage : await ctx.newPage();
      if (width !== 1280) {
        await skipWelcomeModal(view);
        await signInViaUi(view, student.email, student.password);
      }
      await view.goto('/profile/myPlan');
      await expect(view.getByTestId('plan-label')).toHaveText('Double Scoop');
      // The name under the member's (desktop header): the bought title, not 'Free Member'.
      if (width === 1280) await expect(view.getByRole('banner')).toContainText('Double Scoop');
      await expect(view.getByText('$12/month')).toBeVisible();
      await expect(view.getByText(lines[0] as string).first()).toBeVisible();
      await expect(view.getByText('A brand-new headline nobody bought')).toHaveCount(0);
      await expect(view.getByText(/no longer offered to new members/)).toBeVisible();
      await expect(view.getByRole('heading', { name: 'Your payments' })).toBeVisible();
      await shot(view, info, G, `my-plan-bought-terms-${width}`);
      await axe(view, `my plan ${width}`);
      if (width !== 1280) await ctx.close();
    }

    // A student of the demo school (affiliate code, no plan) sees what the school gives.
    const pupil = await createVerifiedStudent(request, p, 'bo-plan-school', {
      affiliate_code: 'PATHSCOOP-DEMO',
    });
    const small = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const pupilPage = await small.newPage();
    await skipWelcomeModal(pupilPage);
    await signInViaUi(pupilPage, pupil.email, pupil.password);
    await pupilPage.goto('/profile/myPlan');
    await expect(pupilPage.getByTestId('plan-label')).toHaveText('Free Member');
    await expect(pupilPage.getByRole('heading', { name: /^Through / })).toBeVisible();
    await shot(pupilPage, info, G, 'my-plan-school-390');
    await axe(pupilPage, 'my plan school');
    await small.close();
  } finally {
    await member.close();
    const restored = await request.post(`/api/v1/backoffice/plans/${plan.id}/restore/`, { headers });
    expect(restored.ok(), await restored.text()).toBeTruthy();
    const back = await request.put(`/api/v1/backoffice/plans/${plan.id}/`, { headers, data: original });
    expect(back.ok(), await back.text()).toBeTruthy();
  }
});
