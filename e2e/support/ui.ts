import { expect, type Page } from '@playwright/test';

/** Signs in through /signin (Enter submits) and waits for the profile. */
export async function signInViaUi(page: Page, email: string, password: string, expectPath = /\/profile/) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(expectPath);
}

/** Opens the profile menu: on small screens it is a drawer behind the 'Profile menu' button. */
export async function openProfileMenu(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Profile menu', exact: true });
  const sideMenu = page.getByRole('complementary', { name: 'Profile menu' });
  // isVisible() does not wait: let the profile layout render one of the two first.
  await expect(menuButton.or(sideMenu).first()).toBeVisible();
  if (await menuButton.isVisible()) {
    await menuButton.click();
    return page.getByRole('dialog', { name: 'Profile menu' });
  }
  return sideMenu;
}
