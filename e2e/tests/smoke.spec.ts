import { expect, test } from '../support/fixtures';

test('the home page loads', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Pathscoop/);
});
