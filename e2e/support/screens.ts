import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

/**
 * Full-page screenshot into e2e/artifacts/<group>-<project>-<name>.png once fonts are loaded
 * (the files are git-ignored; look at them after a run).
 */
export async function shot(page: Page, info: TestInfo, group: string, name: string) {
  await page.evaluate(() => document.fonts.ready);
  // From the top, so that the sticky navigation is drawn where a visitor sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}${group}-${info.project.name}-${name}.png`, fullPage: true });
}

/** Screenshot of the viewport only (for open modals and drawers). */
export async function shotViewport(page: Page, info: TestInfo, group: string, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${ARTIFACTS}${group}-${info.project.name}-${name}.png` });
}

/** Marks the welcome modal of the home page as seen, so journeys ending on '/' are not covered. */
export async function skipWelcomeModal(page: Page) {
  await page.addInitScript(() => localStorage.setItem('PATHSCOOP_FIRST_SEEN', 'true'));
}
