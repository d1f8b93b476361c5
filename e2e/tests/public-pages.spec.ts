import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

const FIRST_SEEN = 'PATHSCOOP_FIRST_SEEN';

const PAGES = [
  { name: 'home', path: '/', heading: /Scoop out the career/ },
  { name: 'about', path: '/about', heading: /About Pathscoop/ },
  { name: 'faq', path: '/faq', heading: /Frequently asked questions/ },
  { name: 'stories', path: '/stories', heading: /Stories/ },
  { name: 'terms', path: '/terms', heading: /Terms of Use/ },
  { name: 'privacy', path: '/privacypolicy', heading: /Privacy Policy/ },
];

async function snap(page: Page, name: string, project: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${ARTIFACTS}public-${project}-${name}.png`, fullPage: true });
}

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), FIRST_SEEN);
  });

  for (const p of PAGES) {
    test(`${p.name} renders with navigation and footer`, async ({ page }, info) => {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await expect(page.getByText('© 2025 Pathscoop')).toBeVisible();
      await snap(page, p.name, info.project.name);
    });
  }

  test('home shows the promise, the carousel, testimonials and the O*NET credit', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: "Let's Start" })).toHaveAttribute(
      'href',
      '/signin?redirect=/scenario/0',
    );
    await expect(page.getByText('800+', { exact: false }).first()).toBeVisible();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.locator('li[data-card]:not([aria-hidden])')).toHaveCount(20);
    await expect(page.getByRole('heading', { name: "See how we're making a difference" })).toBeVisible();
    await expect(page.getByTestId('onet-attribution').first()).toContainText('CC BY 4.0');
  });

  test('home has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "See how we're making a difference" })).toBeVisible();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the mobile menu opens and lists the links', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'hamburger only below 1024 px');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of ['Stories', 'About Us', 'FAQ', 'Login', 'Sign Up'])
      await expect(page.getByRole('link', { name, exact: true }).last()).toBeVisible();
    await snap(page, 'menu', info.project.name);
    await page.getByRole('link', { name: 'FAQ', exact: true }).last().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test('the welcome modal shows on a first visit and not after closing it', async ({ page }, info) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome to Pathscoop!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Student/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Educator\/Partner/ })).toHaveAttribute('target', '_blank');
  await snap(page, 'welcome', info.project.name);
  await dialog.getByRole('button', { name: "I'm just looking around" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), FIRST_SEEN)).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Pathscoop!' })).toHaveCount(0);
});

test('a footer modal shows how to reach us', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), FIRST_SEEN);
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Chat support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with support' });
  await expect(dialog.locator('a[href^="mailto:"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
