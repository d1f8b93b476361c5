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

/** Buys Double Scoop (1 mentorship session, companions) in the payments sandbox, signed in. */
export async function buyDoubleScoop(page: Page) {
  await buyPlan(page, /Double Scoop/, '$12.00');
}

/** Buys a plan (its card's button name, its price as the sandbox shows it), signed in. */
export async function buyPlan(page: Page, plan: RegExp, price: string) {
  await page.goto('/pricingplan');
  await page.getByRole('button', { name: plan }).first().click();
  await page.getByRole('button', { name: 'Choose' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page).toHaveURL(/\/pricingplan\/success$/);
  await page.getByRole('dialog', { name: 'Success !' }).getByRole('button', { name: 'OK' }).click();
}
