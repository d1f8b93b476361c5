import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedMentor, createVerifiedStudent } from '../support/accounts';
import { makeStaff, signInBackoffice } from '../support/backoffice';
import { test } from '../support/fixtures';
import { shot } from '../support/screens';
import { signInViaUi } from '../support/ui';

/**
 * Back-office Content (issue 20, docs/backoffice.md "Content") at 1280 px: an operator writes a
 * Picks For You resource for the demo school with the rich-text editor and a thumbnail, previews
 * it, publishes it; a demo-school student sees it under Picks For You, another student does not.
 * axe: no serious or critical issue on the Content pages.
 */
const G = 'bo-content';

async function axe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function freshPage(browser: Browser, info: TestInfo) {
  const u = info.project.use;
  const context = await browser.newContext({ baseURL: u.baseURL, viewport: u.viewport });
  return context.newPage();
}

test.skip(({ isMobile }) => isMobile, 'The back office is a desktop tool: 1280 px.');

test('an operator publishes a resource for the demo school; its students see it, others do not', async ({
  browser,
  page,
  request,
}, info) => {
  // Three accounts and three browser sessions: longer than the default on a busy machine.
  test.setTimeout(300_000);
  const p = info.project.name;
  const operator = await createVerifiedMentor(request, p);
  const secret = (await makeStaff(request, operator.email, { enrol: true })) as string;
  const demoStudent = await createVerifiedStudent(request, p, 'bo-demo', {
    affiliate_code: 'PATHSCOOP-DEMO',
  });
  const otherStudent = await createVerifiedStudent(request, p, 'bo-other');
  const title = `Demo open house ${Date.now().toString(36)}`;

  await signInBackoffice(page, operator.email, operator.password, secret);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'School resources' })).toBeVisible();
  await shot(page, info, G, 'resources');
  await axe(page, 'resources list');

  await page.getByRole('button', { name: 'New resource' }).click();
  const form = page.getByRole('form', { name: 'New resource' });
  // Nothing filled in: the server says what is missing, in words.
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Enter a title.')).toBeVisible();
  await expect(form.getByText('Write the text of the resource.')).toBeVisible();

  await form
    .getByLabel('Who sees it')
    .selectOption({ label: 'Students of Pathscoop Demo High School (PATHSCOOP-DEMO)' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Subtitle').fill('Thursday evening, room 12');
  const editor = form.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.type('Meet teachers from every department. ');
  // Each toggle is applied before typing on (under load the editor's state can lag the click).
  const bold = form.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Bring a parent.');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Robotics lab tour');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Career talks');
  await expect(editor.locator('strong')).toHaveText('Bring a parent.');
  await expect(editor.locator('ul li')).toHaveCount(2);
  const png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#ffb37a' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Thumbnail')
    .setInputFiles({ name: 'open-house.png', mimeType: 'image/png', buffer: png });

  // Preview: the body as the server will store it, in the students' layout.
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByRole('region', { name: `Preview of ${title}` });
  await expect(preview.locator('strong')).toHaveText('Bring a parent.');
  await shot(page, info, G, 'editor-preview');
  await axe(page, 'editor');

  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${title} saved as a draft. Preview it, then publish it.`,
  );
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Draft')).toBeVisible();
  await expect(item.locator('img')).toHaveAttribute('src', /\/api\/v1\/uploads\/[0-9a-f]{32}-768\.webp$/);

  // Not yet published: the demo student does not see it.
  const demo = await freshPage(browser, info);
  await signInViaUi(demo, demoStudent.email, demoStudent.password);
  await demo.goto('/profile/profile-info');
  const demoPicks = demo.getByRole('region', { name: 'Picks For You' });
  await expect(demoPicks.getByRole('button').first()).toBeVisible();
  await expect(demoPicks.getByText(title)).toHaveCount(0);

  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published: members see it now.');
  await expect(item.getByText('Published', { exact: true })).toBeVisible();
  await shot(page, info, G, 'published');
  await axe(page, 'published list');

  // The demo-school student sees it under Picks For You (first: new resources go to the top).
  await demo.reload();
  await expect(demoPicks.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await demoPicks.getByRole('button', { name: new RegExp(title) }).click();
  const dialog = demo.getByRole('dialog', { name: title });
  await expect(dialog.locator('strong')).toHaveText('Bring a parent.');
  await expect(dialog.locator('img')).toBeVisible();
  await shot(demo, info, G, 'demo-student-dialog');
  await demo.context().close();

  // Another student does not.
  const other = await freshPage(browser, info);
  await signInViaUi(other, otherStudent.email, otherStudent.password);
  await other.goto('/profile/profile-info');
  const otherPicks = other.getByRole('region', { name: 'Picks For You' });
  await expect(otherPicks.getByRole('button').first()).toBeVisible();
  await expect(otherPicks.getByText(title)).toHaveCount(0);
  await shot(other, info, G, 'other-student');
  await other.context().close();

  // Testimonials and stories: the other tab.
  await page.getByRole('link', { name: 'Testimonials and stories' }).click();
  await expect(page.getByRole('heading', { name: 'Testimonials and stories' })).toBeVisible();
  await page.getByRole('button', { name: 'New testimonial or story' }).click();
  await page
    .getByRole('form', { name: 'New testimonial or story' })
    .getByRole('button', { name: 'Preview' })
    .click();
  await shot(page, info, G, 'testimonials');
  await axe(page, 'testimonials');

  // Clean up: unpublish, so other journeys' counts are unchanged.
  await page.getByRole('link', { name: 'School resources' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Unpublished: members no longer see it.');
});

test('an operator adds an FAQ entry and a Scoop question: the public FAQ shows the entry at once', async ({
  browser,
  page,
  request,
}, info) => {
  const p = info.project.name;
  const operator = await createVerifiedMentor(request, p);
  const secret = (await makeStaff(request, operator.email, { enrol: true })) as string;
  const question = `Can my club visit Pathscoop ${Date.now().toString(36)}?`;

  await signInBackoffice(page, operator.email, operator.password, secret);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
  await page.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'FAQ', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New question' }).click();
  const form = page.getByRole('form', { name: 'New question' });
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Enter the question.')).toBeVisible();
  await expect(form.getByText('Enter the answer.')).toBeVisible();
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Answer').fill('Yes. Write to us.\n\nWe visit schools in the spring.');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByRole('region', { name: `Preview of ${question}` }).locator('p')).toHaveCount(4);
  await shot(page, info, G, 'faq-editor');
  await axe(page, 'faq editor');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved as a draft.');

  const visitor = await freshPage(browser, info);
  await visitor.goto('/faq');
  await expect(visitor.getByRole('button', { name: 'What is Pathscoop?' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: question })).toHaveCount(0);

  const item = page.getByRole('listitem').filter({ hasText: question });
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published: members see it now.');
  await visitor.reload();
  await visitor.getByRole('button', { name: question }).click();
  await expect(visitor.getByText('We visit schools in the spring.')).toBeVisible();
  await shot(visitor, info, G, 'faq-public');
  await visitor.context().close();

  // Scoop questions: the list of presets and a new draft (not published: students are unaffected).
  await page.getByRole('link', { name: 'Scoop questions' }).click();
  await expect(page.getByRole('button', { name: 'Edit How will AI change this career?' })).toBeVisible();
  await page.getByRole('button', { name: 'New question' }).click();
  const presetForm = page.getByRole('form', { name: 'New Scoop question' });
  await presetForm.getByLabel('Question').fill('Can I do this work part-time?');
  await presetForm.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved as a draft.');
  await shot(page, info, G, 'scoop-questions');
  await axe(page, 'scoop questions');

  // Clean up: unpublish the FAQ entry.
  await page.getByRole('link', { name: 'FAQ', exact: true }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: question })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Unpublished: members no longer see it.');
});
