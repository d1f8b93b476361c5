import AxeBuilder from '@axe-core/playwright';
import { createVerifiedStudent, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { pathOf, waitForMailLink } from '../support/outbox';
import { shot, shotViewport, skipWelcomeModal } from '../support/screens';
import { openProfileMenu, signInViaUi } from '../support/ui';

/**
 * Account journeys (issue 2 §7) at 1280×800 and 390×844: student sign-up in two steps → mail →
 * verify → sign in → profile; mentor sign-up; forgot password → reset → sign in; sign-out.
 * Every screen is saved to e2e/artifacts/accounts-<project>-<name>.png.
 */

const G = 'accounts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('student: sign-up in two steps, verification link from /dev/outbox, sign-in, profile info', async ({
  page,
}, info) => {
  const email = uniqueEmail('maya', info.project.name);
  const password = 'Mint-Chip-Path-2025';

  await page.goto('/signup?affiliate_code=');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Pathscoop' })).toBeVisible();
  await shot(page, info, G, '01-signup-choice');
  await page.getByRole('button', { name: 'Organization' }).click();
  const orgModal = page.getByRole('dialog');
  await expect(orgModal.getByRole('link', { name: /@/ })).toBeVisible();
  await shotViewport(page, info, G, '02-organization-modal');
  await orgModal.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: /Career Explorer/ }).click();
  await expect(page).toHaveURL(/\/new\/student$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await expect(page.getByText('Grade is required.')).toBeVisible();
  await shot(page, info, G, '03-student-step1-errors');

  await page.getByLabel(/^First Name/).fill('Maya');
  await page.getByLabel(/^Last Name/).fill('Lopez');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('555-0100');
  await page
    .getByRole('combobox', { name: /^Address/ })
    .pressSequentially('12 Elm St, Springfield, IL', { delay: 15 });
  const suggestion = page.getByRole('option', { name: /^12 Elm St, Springfield, IL 627/ }).first();
  await expect(suggestion).toBeVisible();
  await shotViewport(page, info, G, '03b-address-suggestions');
  await suggestion.click();
  await expect(page.getByLabel(/^City/)).toHaveValue('Springfield');
  await expect(page.getByLabel(/^State/)).toHaveValue('IL');
  await expect(page.getByLabel(/^Zip Code/)).toHaveValue(/^627\d\d$/);
  await page.getByLabel(/^Age/).selectOption('16');
  await page.getByLabel(/^Grade/).selectOption('JR');

  // Kept in local storage: a reload restores the form.
  await page.reload();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Maya');
  await expect(page.getByLabel(/^Grade/)).toHaveValue('JR');
  await shot(page, info, G, '04-student-step1-filled');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/new\/student\/2$/);
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await shot(page, info, G, '05-student-step2-empty');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(`${password}x`);
  await page.getByLabel(/^Favorite Ice Cream Flavor/).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByLabel(/^Favorite Ice Cream Flavor/).fill('Mint chocolate chip');
  const careers = page.getByLabel(/^Careers/);
  await careers.fill('Nurse, Game Designer');
  // The suggestions open under the field (over the next question on a phone); Escape closes them,
  // as a student would before moving on.
  const suggestions = page.getByRole('listbox', { name: 'Suggestions for Careers' });
  await expect(suggestions.getByRole('option', { name: 'Video Game Designers' })).toBeVisible();
  await careers.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(careers).toHaveValue('Nurse, Game Designer');
  await page.locator('fieldset label', { hasText: /^8$/ }).click();
  await page.getByLabel(/^Education/).selectOption('6');
  await expect(signUp).toBeDisabled();
  await page.getByRole('checkbox', { name: /certify that I am over 13/ }).check();
  await expect(signUp).toBeEnabled();
  await shot(page, info, G, '06-student-step2-filled');
  await signUp.click();

  const success = page.getByRole('dialog', { name: 'Sign up successful!' });
  await expect(success).toContainText('spam');
  await shotViewport(page, info, G, '07-student-signup-success');
  expect(await page.evaluate(() => localStorage.getItem('signupFormData'))).toBeNull();
  await success.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // Not verified yet: refused with a clear message; closing clears both fields.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  const failed = page.getByRole('dialog', { name: 'Login Failed.' });
  await expect(failed).toContainText('verify');
  await shotViewport(page, info, G, '08-signin-not-verified');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  // The verification link, read from the HTML outbox.
  await page.goto(`/dev/outbox?${new URLSearchParams({ to: email })}`);
  const href = await page.locator('a[href*="/verify-email?token="]').first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(pathOf(href!));
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await shot(page, info, G, '09-verify-email-success');
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await shot(page, info, G, '10-signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // Without a redirect, sign-in lands on /profile (the recommendations list, spec part 2 §2).
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/profile/profile-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maya Lopez' })).toBeVisible();
  await expect(page.getByText('Junior')).toBeVisible();
  await expect(page.getByText("Bachelor's Degree")).toBeVisible();
  await expect(page.getByText('8 / 10')).toBeVisible();
  await shot(page, info, G, '11-profile-info-student');

  const menu = await openProfileMenu(page);
  await expect(menu.getByText('Hi Maya !')).toBeVisible();
  // Every student entry is a page now; the AI Insights Report stays locked until there is a report.
  await expect(menu.getByRole('link', { name: 'Recommendations', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profile Info', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('button', { name: /^AI Insights Report/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await shotViewport(page, info, G, '12-profile-menu-student');

  // Opening the link again says the address is already verified; a broken link offers a new one.
  await page.goto(pathOf(href!));
  await expect(page.getByRole('status')).toContainText('already verified');
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('invalid');
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  await shot(page, info, G, '13-verify-email-invalid-link');
});

test('mentor: sign-up on two pages with industries, tags and address autocomplete', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('sam', info.project.name);
  await page.goto('/signup');
  await page.getByRole('link', { name: /Community Partner/ }).click();
  await expect(page).toHaveURL(/\/signup\/mentor$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Signing up as Commmunity Partner' }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Industry/)).not.toHaveValue('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter valid first name')).toBeVisible();
  await expect(page.getByText('Please enter valid phone')).toBeVisible();
  await shot(page, info, G, '20-mentor-page1-errors');

  await page.getByLabel(/^First Name/).fill('Sam');
  await page.getByLabel(/^Last Name/).fill('Rivera');
  await page.getByLabel(/^Title/).fill('Registered Nurse');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('555-0101');
  const tags = page.getByLabel(/^Tags/);
  const firstTag = (await tags.locator('option').nth(1).textContent())!.trim();
  const secondTag = (await tags.locator('option').nth(2).textContent())!.trim();
  await tags.selectOption({ label: firstTag });
  await tags.selectOption({ label: secondTag });
  await page.getByRole('button', { name: `Remove ${firstTag}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${firstTag}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${secondTag}` })).toBeVisible();
  await page.getByLabel(/^Professional Profile Link/).fill('linkedin.com/in/sam-rivera');
  await shot(page, info, G, '21-mentor-page1-filled');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('combobox', { name: /^Address/ }).pressSequentially('Austin, TX', { delay: 15 });
  await page.getByRole('option').first().click();
  await expect(page.getByLabel(/^City/)).toHaveValue('Austin');
  await expect(page.getByLabel(/^Country/)).toHaveValue('United States');
  await page.getByLabel(/^Password/).fill('Mentor-Half-Hour-30');
  await page.getByLabel(/^Confirm Password/).fill('Mentor-Half-Hour-30');
  await page.getByRole('checkbox', { name: /certify/ }).check();
  await shot(page, info, G, '22-mentor-page2-filled');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  const success = page.getByRole('dialog', { name: 'Success !' });
  await expect(success).toContainText('verify');
  await shotViewport(page, info, G, '23-mentor-success');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForMailLink(request, email, '/verify-email');
});

test('forgot password: reset link from the outbox, new password, sign in with it', async ({
  page,
  request,
}, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'reset');
  const newPassword = 'Rocky-Road-Reset-88';

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByRole('button', { name: 'Send to Email' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await shot(page, info, G, '30-forgot-password-error');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send to Email' }).click();
  const check = page.getByRole('dialog', { name: 'Check your email' });
  await expect(check).toContainText('spam');
  await shotViewport(page, info, G, '31-forgot-password-check-email');
  await check.getByRole('button', { name: 'OK' }).click();

  const { link } = await waitForMailLink(request, account.email, '/forgotpassword');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('check Confirmation password')).toBeVisible();
  await page.getByRole('button', { name: 'Show new password', exact: true }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await shot(page, info, G, '32-reset-password-mismatch');
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toContainText('reset');
  await shot(page, info, G, '33-reset-password-done');

  // The old password no longer works; the new one does.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Login Failed.' })).toBeVisible();
  await shotViewport(page, info, G, '34-signin-failed');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await signInViaUi(page, account.email, newPassword, /\/profile$/);
  await page.goto('/profile/profile-info');
  await expect(page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` })).toBeVisible();

  // The link is single use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(pathOf(link));
  await page.getByLabel('New Password', { exact: true }).fill('Another-Pass-Word-77');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Another-Pass-Word-77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
});

test('sign-out asks for confirmation, revokes the session and protects the profile again', async ({
  page,
  request,
}, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'signout');
  await page.goto('/profile/profile-info');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile%2Fprofile-info$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile\/profile-info$/);

  // Signed in: /signin sends the visitor on at once (to /profile without a redirect).
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/profile/profile-info');

  let menu = await openProfileMenu(page);
  await menu.getByRole('button', { name: 'Log Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to Log Out?' });
  await expect(confirm).toBeVisible();
  await shotViewport(page, info, G, '40-logout-confirm');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/profile\/profile-info$/);

  const refresh = await page.evaluate(() => localStorage.getItem('PATHSCOOP_AUTH_REFRESH'));
  menu = await openProfileMenu(page);
  await menu.getByRole('button', { name: 'Log Out' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to Log Out?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() =>
      ['PATHSCOOP_AUTH_ACCESS', 'PATHSCOOP_AUTH_REFRESH', 'PATHSCOOP_USER', 'scenarios'].map((k) =>
        localStorage.getItem(k),
      ),
    ),
  ).toEqual([null, null, null, null]);
  await shot(page, info, G, '41-after-logout');

  // The server revoked the refresh token.
  const reuse = await request.post('/api/v1/auth/refresh/', { data: { refresh } });
  expect(reuse.status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
});

test('other account screens: older student form, an unknown profile page', async ({
  page,
  request,
}, info) => {
  await page.goto('/signup/student');
  await expect(page.getByRole('heading', { level: 1, name: 'Signing up as Career Explorer' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter valid first name')).toBeVisible();
  await shot(page, info, G, '50-older-student-form');

  const account = await createVerifiedStudent(request, info.project.name, 'screens');
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/no-such-page');
  await expect(page.getByRole('heading', { name: 'This scoop melted away' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Profile Info' })).toBeVisible();
  await shot(page, info, G, '51-profile-unknown-page');
});

test('account screens have no serious or critical axe violations', async ({ page, request }, info) => {
  const check = async (what: string) => {
    await page.evaluate(() => document.fonts.ready);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  };
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Password field may not be blank.')).toBeVisible();
  await check('signin');
  await page.goto('/signup');
  await check('signup');
  await page.goto('/new/student');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Grade is required.')).toBeVisible();
  await check('new-student-1');
  await page.goto('/signup/mentor');
  await expect(page.getByLabel(/^Industry/)).not.toHaveValue('');
  await check('mentor');
  await page.goto('/forgotpassword?token=abc');
  await check('reset');

  const account = await createVerifiedStudent(request, info.project.name, 'axe');
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/profile-info');
  await expect(page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` })).toBeVisible();
  await check('profile-info');
  const menu = await openProfileMenu(page);
  await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await check('profile-menu');
});
