import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type { EmailTemplate, EmailTemplateSummary } from '../../src/contract/email/emailTemplateEntity';
import { pngBytes } from '../gateway/uploadFixture';
import { workerGatewayPort } from './gateways';
import { accountApi, createActiveUser, dismissWelcome, signInByApi, storedDraftValues } from './helpers';
import { launch, newProfileDir, signInPage } from './offlineHarness';
import { axeBothThemes } from './pageChecks';
import { test } from './test';

/**
 * E-mail templates and the block editor (issue 13): a template built with blocks by mouse (drag and
 * drop with @dnd-kit) and by keyboard (Alt+Arrow moves, add, Delete, focus following the block),
 * previewed (the gateway's mjml HTML, its source and plain text), submitted and seen Passed in the
 * list; the pages at 1366 and 390 px in English and Chinese, axe clean in light and dark
 * (screenshots in test-results/email-template/). And the document kept as a draft through going
 * offline, a reload and a browser restart (a persistent profile).
 */
const shots = 'test-results/email-template';
const REVIEW_TIMEOUT = 30_000;

/** The outline's top-level block ids in order. */
const topOrder = (page: Page) => page.locator('ol[aria-label="Blocks"] > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-row')));
const row = (page: Page, id: string) => page.locator(`[data-block-select="${id}"]`);

async function fitsPhone(page: Page, what: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at 390 px`).toBeLessThanOrEqual(390);
}

/** Drags a block's handle onto another block's row with the mouse (pointer events in small steps, as a person would). */
async function drag(page: Page, handle: Locator, onto: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('email: templates and the block editor', () => {
  test.describe.configure({ timeout: 300_000 });

  test('build a template by mouse and by keyboard, preview it, submit it and see it Passed; 1366 and 390 px, English and Chinese', async ({ page, request }) => {
    const user = await createActiveUser(request);
    const api = await accountApi(request, user.email, user.password);
    await signInByApi(page, request, user.email, user.password);
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/email/template');
    await dismissWelcome(page);
    await expect(page.getByRole('heading', { name: 'E-mail templates', level: 1 })).toBeVisible();
    await expect(page.getByText('No e-mail templates yet.')).toBeVisible();
    await page.getByRole('link', { name: 'New template', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'New e-mail template', level: 1 })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Spring sale');
    await page.getByLabel('Subject', { exact: true }).fill('Spring is here, {{first_name}}');
    expect(await topOrder(page)).toEqual(['heading', 'body', 'button', 'footer']);

    // Keyboard: Alt+Up moves the button above the paragraph; the focus stays on it.
    await row(page, 'button').focus();
    await page.keyboard.press('Alt+ArrowUp');
    expect(await topOrder(page)).toEqual(['heading', 'button', 'body', 'footer']);
    await expect(row(page, 'button')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'moved to position 2 of 4' })).toBeAttached();
    // The footer stays last: the paragraph cannot move below it.
    await row(page, 'body').focus();
    await page.keyboard.press('Alt+ArrowDown');
    expect(await topOrder(page)).toEqual(['heading', 'button', 'body', 'footer']);
    await expect(page.getByRole('button', { name: 'Move Text 3 down' })).toBeDisabled();
    // Add a divider after the selected paragraph with the keyboard only; focus goes to the new block.
    await page.keyboard.press('Enter');
    await page.getByLabel('New block').selectOption('divider');
    await page.getByRole('button', { name: 'Add block' }).focus();
    await page.keyboard.press('Enter');
    expect(await topOrder(page)).toEqual(['heading', 'button', 'body', 'b5', 'footer']);
    await expect(row(page, 'b5')).toBeFocused();
    // Delete removes it; the focus moves to the block now in its place.
    await page.keyboard.press('Delete');
    expect(await topOrder(page)).toEqual(['heading', 'button', 'body', 'footer']);
    await expect(row(page, 'footer')).toBeFocused();
    // Tab walks the outline in order: a row's select button, then its move and delete buttons.
    await row(page, 'heading').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Move Text 1 down' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Delete Text 1' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(row(page, 'button')).toBeFocused();

    // Mouse: add an image block (at the end, before the footer) and drag it to the top.
    await page.getByLabel('New block').selectOption('image');
    await page.getByRole('button', { name: 'Add block' }).click();
    expect(await topOrder(page)).toEqual(['heading', 'button', 'body', 'b5', 'footer']);
    await drag(page, page.locator('[data-drag-handle="b5"]'), page.locator('[data-block-row="heading"]'));
    await expect.poll(() => topOrder(page)).toEqual(['b5', 'heading', 'button', 'body', 'footer']);
    // Until an image is uploaded, the problem is named under the editor; the upload flow fills it in.
    await expect(page.getByTestId('email-document-problems')).toContainText('Image 1: Images must be an https:// or http:// address or an uploaded image');
    await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'tulips.png', mimeType: 'image/png', buffer: pngBytes(2000) });
    await expect(page.getByLabel('Image address')).toHaveValue(/^\/media\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
    await expect(page.getByTestId('email-document-problems')).toBeHidden();
    await page.getByLabel('Alternative text').fill('Tulips');
    // Two columns, a text into the second column.
    await page.getByLabel('New block').selectOption('columns');
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByLabel('Add to').selectOption({ label: 'Columns 2, column 2' });
    await page.getByLabel('New block').selectOption('button');
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByLabel('Label', { exact: true }).fill('Order now');

    // The heading's text, a variable inserted, and a bad link named under the editor.
    await row(page, 'heading').click();
    await page.getByLabel('Text', { exact: true }).fill('Tulips are back');
    await page.getByLabel('Variable', { exact: true }).selectOption('first_name');
    await page.getByRole('button', { name: 'Insert into the selected text' }).click();
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Tulips are back {{first_name}}');
    await row(page, 'button').click();
    await page.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await expect(page.getByTestId('email-document-problems')).toContainText('Links must start with https://, http:// or mailto:, or be a {{variable}}');
    await page.getByLabel('Link', { exact: true }).fill('https://shop.example/spring');
    await expect(page.getByTestId('email-document-problems')).toBeHidden();
    await expect(page.getByTestId('email-variables-in-use')).toHaveText('In use: first_name');
    await axeBothThemes(page, 'email template form');
    await page.screenshot({ path: `${shots}/form-1366-en.png`, fullPage: true });

    // Preview: the gateway's HTML in a sandboxed frame, its source and the plain-text part.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.frameLocator('[data-testid="email-preview-frame"]');
    await expect(frame.getByText('Tulips are back {{first_name}}')).toBeVisible({ timeout: 20_000 });
    await expect(frame.getByRole('link', { name: 'Order now' })).toBeVisible();
    // The uploaded image is shown (served from /media/ to the sandboxed frame).
    await expect.poll(() => frame.locator('img[alt="Tulips"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await frame.locator('script').count()).toBe(0);
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect(page.getByTestId('email-preview-frame')).toHaveCSS('width', '375px');
    await page.screenshot({ path: `${shots}/preview-1366-en.png`, fullPage: true });
    await page.getByRole('tab', { name: 'HTML source' }).click();
    const html = await page.getByTestId('email-html-source').inputValue();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('href="https://shop.example/spring"');
    await page.getByRole('tab', { name: 'Plain text' }).click();
    await expect(page.getByTestId('email-text-part')).toHaveValue(/Tulips are back \{\{first_name\}\}[\s\S]*Unsubscribe: \{\{unsubscribe_url\}\}/);
    await axeBothThemes(page, 'email template plain text');

    // Submit: the list shows it in review, then Passed; the stored HTML is the previewed one.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail templates', level: 1 })).toBeVisible();
    const list = page.locator('[data-table="E-mail templates"]');
    await expect(list).toContainText('Spring sale');
    await expect(list).toContainText('first_name');
    await expect(list).toContainText('Passed', { timeout: REVIEW_TIMEOUT });
    const [summary] = (await api<{ Templates: EmailTemplateSummary[] }>({ Action: 'QueryUEmailTemplate' })).Templates;
    const stored = await api<EmailTemplate>({ Action: 'GetUEmailTemplate', TemplateId: summary!.TemplateId });
    expect(stored.Html).toBe(html);
    expect(stored.Document.blocks.map((b) => b.type)).toEqual(['image', 'columns', 'text', 'button', 'text', 'footer']);
    const image = stored.Document.blocks[0] as { src: string };
    expect(stored.Html).toContain(`src="${new URL(page.url()).origin}${image.src}"`);
    await axeBothThemes(page, 'email template list');
    await page.screenshot({ path: `${shots}/list-1366-en.png`, fullPage: true });
    await fitsPhone(page, 'template list');
    await page.screenshot({ path: `${shots}/list-390-en.png`, fullPage: true });

    // The edit page at 390 px, and both pages in Chinese.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit e-mail template', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Spring sale');
    await fitsPhone(page, 'template form');
    await page.screenshot({ path: `${shots}/form-390-en.png`, fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '编辑邮件模板', level: 1 })).toBeVisible();
    await fitsPhone(page, 'template form (zh)');
    await page.screenshot({ path: `${shots}/form-390-zh.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await axeBothThemes(page, 'email template form (zh)');
    await page.screenshot({ path: `${shots}/form-1366-zh.png`, fullPage: true });
    await page.goto('/email/template');
    await expect(page.locator('[data-table="邮件模板"]')).toContainText('已通过');
    await axeBothThemes(page, 'email template list (zh)');
    await page.screenshot({ path: `${shots}/list-1366-zh.png`, fullPage: true });
    await fitsPhone(page, 'template list (zh)');
    await page.screenshot({ path: `${shots}/list-390-zh.png`, fullPage: true });
    await page.goto('/email/message/email-editor');
    await expect(page.getByRole('heading', { name: '邮件编辑器', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${shots}/editor-390-zh.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await axeBothThemes(page, 'email editor (zh)');
    await page.screenshot({ path: `${shots}/editor-1366-zh.png`, fullPage: true });
  });

  test.describe('drafts', () => {
  // The offline reload needs the service worker (blocked by default in the browser tests); the test runner applies this to the persistent context too.
  test.use({ serviceWorkers: 'allow' });
  test('the editor\'s document is kept as a draft through going offline, a reload and a browser restart (persistent profile)', async ({ request }, testInfo) => {
    const user = await createActiveUser(request);
    const login = await request.post('/api', { data: { Action: 'LoginByPassword', Email: user.email, Password: user.password } });
    const tokens = ((await login.json()) as { Data: { AccessToken: string; RefreshToken: string; AdminUserID: number } }).Data;
    const profile = newProfileDir();
    const baseURL = `http://127.0.0.1:${workerGatewayPort(testInfo.parallelIndex)}`;
    let context = await launch(profile, baseURL);
    let page = await signInPage(context, { signIn: async () => tokens }, '/email/message/email-editor');
    await dismissWelcome(page);
    // The service worker installs (precaching the build) before it controls the page: slow on a busy machine.
    await page
      .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 120_000 })
      .catch(async (err: unknown) => {
        const state = await page.evaluate(async () => JSON.stringify((await navigator.serviceWorker.getRegistrations()).map((r) => [r.scope, r.installing?.state, r.waiting?.state, r.active?.state])));
        throw new Error(`no service worker in control: ${state}; ${String(err)}`);
      });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'E-mail editor', level: 1 })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Offline draft');
    await page.getByLabel('Subject', { exact: true }).fill('Made offline');
    // Offline: every edit is still kept on the device.
    await context.setOffline(true);
    await row(page, 'heading').click();
    await page.getByLabel('Text', { exact: true }).fill('Written without a connection');
    await page.getByLabel('New block').selectOption('spacer');
    await page.getByRole('button', { name: 'Add block' }).click();
    await row(page, 'b5').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByTestId('email-draft-saved')).toBeVisible();
    await expect.poll(async () => (await storedDraftValues(page)).some((v) => v.includes('Written without a connection') && v.includes('"spacer"'))).toBe(true);

    // Reload while offline: the page comes from the service worker and the draft is restored.
    await page.reload();
    await expect(page.getByText(/Your unsaved changes from .* were restored\./)).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Offline draft');
    expect(await topOrder(page)).toEqual(['b5', 'heading', 'body', 'button', 'footer']);

    // Restart the browser (same profile), online again: still there; then save it as a template.
    await context.close();
    context = await launch(profile, baseURL);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/email/message/email-editor');
    await expect(page.getByText(/Your unsaved changes from .* were restored\./)).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Made offline');
    await row(page, 'heading').click();
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Written without a connection');
    expect(await topOrder(page)).toEqual(['b5', 'heading', 'body', 'button', 'footer']);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.locator('[data-table="E-mail templates"]')).toContainText('Offline draft');
    await expect(page.locator('[data-table="E-mail templates"]')).toContainText('Draft');
    // Saved: the draft is gone.
    await expect.poll(async () => (await storedDraftValues(page)).some((v) => v.includes('Written without a connection'))).toBe(false);
    await context.close();
  });
});
});
