import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createVerifiedStudent, uniqueEmail } from '../support/accounts';
import { readOutbox, waitForMailLink } from '../support/outbox';
import { ARTIFACTS, shot, shotViewport, skipWelcomeModal } from '../support/screens';
import { buyPlan, openProfileMenu, signInViaUi } from '../support/ui';

/**
 * Issue 13 journeys at 1280×800 and 390×844: edit profile (an error, then success), change the
 * password and sign in with it, a new photo, invite a friend, subscribe from the footer and
 * confirm, page through Picks For You, download my data, delete the account; axe on each page.
 */

async function axeClean(page: Page, what: string) {
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('edit profile: the first failing message per field, then a saved profile and back to Profile Info', async ({
  page,
  request,
}, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'edit');
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/profile-info');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/EditProfile$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await page.getByLabel('Full name').fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('City').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await axeClean(page, 'edit-profile-errors');
  await shot(page, info, 'profile13', 'edit-profile-errors');

  // Cancel asks first; No stays.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Are you sure you want to Cancel?' });
  await expect(cancel.getByText('Your changes will not be saved.')).toBeVisible();
  await shotViewport(page, info, 'profile13', 'edit-profile-cancel');
  await cancel.getByRole('button', { name: 'No' }).click();
  await expect(cancel).toBeHidden();

  await page.getByLabel('Full name').fill('Jordan Alex Reyes');
  await page.getByLabel('Email').fill(account.email);
  // The address autocomplete fills city, state, zip code and country.
  await page.getByRole('combobox', { name: 'Address' }).fill('');
  await page.getByRole('combobox', { name: 'Address' }).pressSequentially('Dayton');
  await page.getByRole('listbox', { name: 'Suggestions for Address' }).getByRole('option').first().click();
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await expect(page.getByLabel('Zip Code')).not.toHaveValue('');
  await page.getByLabel('Age').selectOption('17');
  await page.getByLabel('Certainty (1 to 10)').selectOption('8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile has been updated successfully.' }),
  ).toBeVisible();
  await shot(page, info, 'profile13', 'edit-profile-saved');
  await expect(page).toHaveURL(/\/profile\/profile-info$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Jordan Alex Reyes' })).toBeVisible();
  await expect(page.getByText('8 / 10')).toBeVisible();
});

test('change the password, then sign in with the new one', async ({ page, request }, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'pw');
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/editPassword');
  await page.getByRole('textbox', { name: 'Current password' }).fill(account.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('different');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Lantern-Orchard-58');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('password mismatch.')).toBeVisible();
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await axeClean(page, 'edit-password');
  await shot(page, info, 'profile13', 'edit-password-errors');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Lantern-Orchard-58');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/profile-info$/, { timeout: 6000 });

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('No active account found with the given credentials')).toBeVisible();
  await signInViaUi(page, account.email, 'Lantern-Orchard-58');
});

test('a new profile picture shows in the menu and the top bar', async ({ page, request }, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'photo');
  // A real JPEG of ours, renamed (the server checks the content, not the name).
  const file = new URL('../../apps/web/public/media/intro-poster.jpg', import.meta.url).pathname;
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/profile-info');
  await page
    .getByRole('link', { name: 'Change profile picture' })
    .or(page.getByRole('button', { name: 'Change profile picture' }))
    .click();
  if (info.project.name === 'mobile') {
    await expect(page).toHaveURL(/\/profile\/changePhoto$/);
    await expect(page.getByText('Change Profile Picture').first()).toBeVisible();
  } else {
    await expect(page.getByRole('dialog', { name: 'Change Profile Picture' })).toBeVisible();
  }
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByAltText('Preview of your new avatar')).toBeVisible();
  await axeClean(page, 'change-photo');
  await shotViewport(page, info, 'profile13', 'change-photo');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/profile\/profile-info$/);
  const uploaded = page.locator('img[src^="/api/v1/uploads/"]');
  await expect(uploaded.first()).toBeVisible();
  // Top bar (the signed-in user's picture) uses the new one too.
  await expect(page.locator('header img[src^="/api/v1/uploads/"]').filter({ visible: true })).toHaveCount(1);
  const menu = await openProfileMenu(page);
  await expect(menu.locator('img[src^="/api/v1/uploads/"]').filter({ visible: true })).toHaveCount(1);
  await shotViewport(page, info, 'profile13', 'photo-in-menu');
});

test('invite a friend: the mail is in the outbox', async ({ page, request }, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'inviter');
  const friend = uniqueEmail('friend', info.project.name);
  await signInViaUi(page, account.email, account.password);
  const menu = await openProfileMenu(page);
  await menu.getByRole('button', { name: 'Invite a Friend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a Friend' });
  await dialog.getByLabel("Friend's email").fill(friend);
  await dialog.getByLabel('Message').fill('Come and find your path with me!');
  await axeClean(page, 'invite');
  await shotViewport(page, info, 'profile13', 'invite');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const { message } = await waitForMailLink(request, friend, '/signup');
  expect(message.subject).toBe('Jordan invited you to Pathscoop');
  expect(message.text).toContain('Come and find your path with me!');
});

test('subscribe from the footer and confirm from the mail', async ({ page, request }, info) => {
  await skipWelcomeModal(page);
  const email = uniqueEmail('news', info.project.name);
  await page.goto('/about');
  const box = page.getByRole('textbox', { name: 'Get our newsletter' });
  await box.fill('nope');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await box.fill(email);
  await expect(page.getByText('Please enter a valid email address.')).toBeHidden();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog', { name: 'Thanks for subscribing!' })).toBeVisible();
  await expect(box).toHaveValue('');
  await axeClean(page, 'subscribe');
  await shotViewport(page, info, 'profile13', 'subscribed');
  const { link } = await waitForMailLink(request, email, '/subscription');
  const [mail] = await readOutbox(request, email);
  expect(mail?.links.some((l) => l.includes('action=unsubscribe'))).toBe(true);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Thank you! You are subscribed to the Pathscoop newsletter.')).toBeVisible();
  await shot(page, info, 'profile13', 'subscription-confirmed');
});

test('Picks For You pages to its second page; a pick opens the slider dialog', async ({
  page,
  request,
}, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'picks');
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/profile-info');
  const picks = page.getByRole('region', { name: 'Picks For You' });
  await expect(picks.getByRole('button', { name: /Shadow a Pro for a Day/ })).toBeVisible();
  const secondPage = page.waitForRequest(
    (r) =>
      r.url().includes('school-resource/') && r.url().includes('page=2') && r.url().includes('kind=picks'),
  );
  const next = picks.getByRole('button', { name: 'Next Picks For You' });
  for (let i = 0; i < 12 && (await next.isEnabled()); i++) await next.click();
  await secondPage;
  // The second page's items join the list (13 for everyone).
  await expect(picks.getByRole('button', { name: /Thinking About a Gap Year\?/ })).toBeAttached();
  await shot(page, info, 'profile13', 'picks-paged');
  await picks.getByRole('button', { name: /Thinking About a Gap Year\?/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Thinking About a Gap Year?' });
  await expect(dialog.getByText('A gap year works best with a plan')).toBeVisible();
  await axeClean(page, 'picks-dialog');
  await shotViewport(page, info, 'profile13', 'picks-dialog');
  // The slider dialog slides through the carousel's items.
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  const previous = page.getByRole('dialog', { name: 'Why Mentors Matter' });
  await expect(previous.locator('video')).toHaveAttribute('src', '/media/intro.mp4');
  await previous.getByRole('button', { name: 'Close' }).click();
  await expect(previous).toBeHidden();
});

test('download my data, then delete the account (the member can no longer sign in)', async ({
  page,
  request,
}, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'privacy');
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/profile-info');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pathscoop-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = `${ARTIFACTS}export-${info.project.name}.json`;
  await file.saveAs(path);
  const exported = JSON.parse(readFileSync(path, 'utf8'));
  expect(exported.data.profile.email).toBe(account.email);
  await expect(page.getByText('Your data file has been downloaded.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('textbox', { name: 'Your password' }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your password is not correct.')).toBeVisible();
  await axeClean(page, 'delete-account');
  await shotViewport(page, info, 'profile13', 'delete-account');
  await dialog.getByRole('textbox', { name: 'Your password' }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  // No first-visit welcome on top of the goodbye.
  await expect(page.getByRole('dialog', { name: 'Welcome to Pathscoop!' })).toHaveCount(0);
  await shotViewport(page, info, 'profile13', 'account-deleted-notice');
  const mails = await readOutbox(request, account.email);
  expect(mails.map((m) => m.subject)).toEqual(['Your Pathscoop account has been deleted']);
  const res = await request.post('/api/v1/auth/', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status()).toBe(401);
});

test('a student adds a parent or guardian (own address refused first), changes nothing else, removes it', async ({
  page,
  request,
}, info) => {
  const account = await createVerifiedStudent(request, info.project.name, 'guardian');
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/profile-info');
  const section = page.getByRole('region', { name: 'Parent or guardian' });
  await expect(section.getByText('No parent or guardian on file yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a parent or guardian' }).click();
  await section.getByLabel('Their name').fill('Ana Reyes');
  await section.getByLabel(/^Their email/).fill('not-an-address');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Enter a valid email address.')).toBeVisible();
  await section.getByLabel(/^Their email/).fill(account.email);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText("Enter your parent's or guardian's address, not your own.")).toBeVisible();
  await axeClean(page, 'guardian-form');
  await shot(page, info, 'profile13', 'guardian-error');
  const parent = uniqueEmail('parent', info.project.name);
  await section.getByLabel(/^Their email/).fill(parent);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(
    section.getByText('We will let your parent or guardian know about each session you book.'),
  ).toBeVisible();
  await expect(section.getByText(parent)).toBeVisible();
  await shotViewport(page, info, 'profile13', 'guardian-saved');
  await page.reload();
  await expect(section.getByText(parent)).toBeVisible();
  await section.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('No parent or guardian on file yet.')).toBeVisible();
});

test('Sundae: a student with a guardian sees the exact parent progress summary, sends one, and the parent gets it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const account = await createVerifiedStudent(request, info.project.name, 'summary');
  await signInViaUi(page, account.email, account.password);
  await page.goto('/profile/profile-info');
  const section = page.getByRole('region', { name: 'Parent or guardian' });
  const parent = uniqueEmail('summaryparent', info.project.name);
  await section.getByRole('button', { name: 'Add a parent or guardian' }).click();
  await section.getByLabel('Their name').fill('Ana Reyes');
  await section.getByLabel(/^Their email/).fill(parent);
  await section.getByRole('button', { name: 'Save' }).click();
  // Without a plan that includes it: one line that says which plans do.
  await expect(section.getByText(/The Sundae and Milkshake plans also send/)).toBeVisible();

  await buyPlan(page, /Sundae/, '$59.00');
  await page.goto('/profile/profile-info');
  await expect(section.getByRole('heading', { name: 'Parent progress summary' })).toBeVisible();
  const toggle = section.getByLabel('Send my parent or guardian a monthly progress summary');
  await expect(toggle).toBeChecked();
  await section.getByText('See what they will get').click();
  await expect(section.getByText(`${account.firstName}'s Pathscoop progress`)).toBeVisible();
  await expect(section.getByText('Career assessment: not finished yet.', { exact: false })).toBeVisible();
  await axeClean(page, 'parent-summary');
  await shot(page, info, 'profile13', 'parent-summary');
  await section.getByRole('button', { name: 'Send one now' }).click();
  await expect(section.getByText('We sent your parent or guardian a progress summary.')).toBeVisible();
  await expect(section.getByText(/Last sent:/)).toBeVisible();
  const mails = await readOutbox(request, parent);
  expect(mails.map((m) => m.subject)).toContain(
    `${account.firstName}'s Pathscoop progress, ${new Date().toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
  );
  // A second one the same day is refused in words; turning it off disables Send one now.
  await section.getByRole('button', { name: 'Send one now' }).click();
  await expect(
    section.getByText('A summary was sent in the last 24 hours. You can send the next one tomorrow.'),
  ).toBeVisible();
  await toggle.uncheck();
  await expect(section.getByText('Your parent or guardian will not get progress summaries.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Send one now' })).toBeDisabled();
  await shotViewport(page, info, 'profile13', 'parent-summary-off');
});
