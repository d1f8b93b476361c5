import { expect, test } from '@playwright/test';
import { createVerifiedMentor, createVerifiedStudent, submitAssessmentViaApi } from '../support/accounts';
import { shot, shotViewport, skipWelcomeModal } from '../support/screens';
import { signInViaUi } from '../support/ui';

/**
 * Issue 24, walk items at 1280×800 and 390×844 (screens: e2e/artifacts/walk24-<project>-<name>.png):
 * #15 a mentor picks careers by title and starts in the browser's time zone; #19 "Game Des" offers
 * Video Game Designers first, and "Choose your way to learn more." has a Close button.
 */
const G = 'walk24';

test.use({ timezoneId: 'America/Los_Angeles' });
test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('issue 24 #15 #19: a mentor picks "Careers you know" by title; the time zone is the browser’s', async ({
  page,
  request,
}, info) => {
  const mentor = await createVerifiedMentor(request, info.project.name);
  await signInViaUi(page, mentor.email, mentor.password);
  await page.goto('/profile/sessions');
  const panel = page.getByRole('region', { name: 'Your mentoring profile' });
  await expect(panel.getByLabel('Time zone')).toHaveValue('America/Los_Angeles');
  await expect(panel.getByText(/O\*NET codes/)).toHaveCount(0);
  const careers = panel.getByRole('combobox', { name: /Careers you know/ });
  await careers.pressSequentially('Game Des', { delay: 40 });
  const first = page
    .getByRole('listbox', { name: /Suggestions for Careers you know/ })
    .getByRole('option')
    .first();
  await expect(first).toHaveText('Video Game Designers');
  await shotViewport(page, info, G, 'mentor-career-picker');
  await first.click();
  await expect(panel.getByRole('group', { name: 'Careers you know' })).toContainText('Video Game Designers');
  await panel.getByRole('button', { name: 'Save mentoring profile' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved.');
  await shot(page, info, G, 'mentor-profile-saved');
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Your mentoring profile' })
      .getByRole('group', { name: 'Careers you know' }),
  ).toContainText('Video Game Designers');
});

test('issue 24 #19: "Choose your way to learn more." closes with its Close button', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const student = await createVerifiedStudent(request, info.project.name, 'walk24');
  await submitAssessmentViaApi(request, student);
  await signInViaUi(page, student.email, student.password);
  await page.goto('/profile/recommendations');
  await page
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Get the Scoop on This Career' })).toBeVisible();
  await page.getByRole('button', { name: 'Learn More' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your way to learn more.' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await shotViewport(page, info, G, 'learn-more-close');
  await dialog.getByRole('button', { name: /Mentorship Session/ }).click();
  await expect(page.getByText(/a professional who works in this career \(/)).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Book a mentorship session?' })
    .getByRole('button', { name: 'Back' })
    .click();
  await page
    .getByRole('dialog', { name: 'Choose your way to learn more.' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Choose your way to learn more.' })).toHaveCount(0);
});
