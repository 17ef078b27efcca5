import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './test';
import { axeViolations, settle, signInByApi, storedDraftValues } from './helpers';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The gateway reviews a template about 10 s after it is saved (SMS_TEMPLATE_REVIEW_MS); the list polls. */
const REVIEW_TIMEOUT = 30_000;

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Types the body with the "Insert variable" button putting {{n}} at the cursor. */
async function typeBody(body: Locator, page: Page, parts: string[]) {
  await body.fill('');
  for (const [i, part] of parts.entries()) {
    await body.pressSequentially(part);
    if (i < parts.length - 1) {
      await page.getByRole('button', { name: 'Insert variable' }).click();
      await expect(body).toBeFocused();
    }
  }
}

async function searchList(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Template name' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('SMS templates', () => {
  test.describe.configure({ timeout: 90_000 });

  test('create with two variables, see it in review, edit it once passed, read it offline', async ({ page, request, context }) => {
    await signInByApi(page, request);
    const name = unique('Order shipped');
    await page.goto('/sms/template');
    await settle(page);
    expect(await axeViolations(page), '/sms/template').toEqual([]);
    await page.getByRole('link', { name: 'New template' }).click();
    await expect(page).toHaveURL(/\/sms\/new-template$/);

    // The contract's spec texts show next to the fields.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Field is required')).toBeVisible();
    await page.getByLabel('Template name').fill('Bad; name');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Must not contain quotes', { exact: false }).and(page.locator('.text-red-700'))).toBeVisible();

    await page.getByLabel('Template name').fill(name);
    await page.getByLabel('Purpose').selectOption({ label: 'Notification' });
    const body = page.getByLabel('Content', { exact: true });
    await typeBody(body, page, ['Hi ', ', order ', ' ships today.']);
    await expect(body).toHaveValue('Hi {{1}}, order {{2}} ships today.');
    await expect(page.getByTestId('segment-counter')).toContainText('34/1000 characters · 1 segment');
    await page.getByLabel('Sample value for {{1}}').fill('Ann');
    await page.getByLabel('Sample value for {{2}}').fill('A-17');
    await expect(page.getByTestId('template-preview')).toHaveText('Hi Ann, order A-17 ships today.');
    await settle(page);
    expect(await axeViolations(page), '/sms/new-template').toEqual([]);
    await page.getByRole('button', { name: 'Submit for review' }).click();

    await expect(page).toHaveURL(/\/sms\/template$/);
    await expect(page.getByText('Template submitted for review.')).toBeVisible();
    await searchList(page, name);
    const row = rowOf(page, name);
    await expect(row).toContainText('Notification');
    await expect(row).toContainText('In Review');
    await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    // The list looks again while a template is in review; the demo reviewer passes this one.
    await expect(row).toContainText('Passed', { timeout: REVIEW_TIMEOUT });
    await expect(row.getByRole('link', { name: 'Use in a send' })).toHaveAttribute('href', /\/sms\/sending\?templateId=\w+/);
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/sms\/update-template\/[^/]+\/[^/]+$/);
    await expect(page.getByText('Saving sends the template back to review')).toBeVisible();
    await expect(page.getByLabel('Template name')).toHaveValue(name);
    await expect(body).toHaveValue('Hi {{1}}, order {{2}} ships today.');
    await body.fill('Hi {{1}}, order {{2}} ships tomorrow.');
    await page.getByRole('button', { name: 'Save and resubmit for review' }).click();

    await expect(page).toHaveURL(/\/sms\/template$/);
    await expect(page.getByText('Template saved and sent back to review.')).toBeVisible();
    await searchList(page, name);
    await expect(rowOf(page, name)).toContainText('ships tomorrow.');
    await expect(rowOf(page, name)).toContainText('In Review');

    // Offline: a search the worker never stored is answered from the templates mirrored on this device.
    await context.setOffline(true);
    await searchList(page, name.split(' ').pop()!);
    await expect(page.getByText('You are offline: these are the templates saved on this device')).toBeVisible();
    await expect(rowOf(page, name)).toContainText('ships tomorrow.');
    await context.setOffline(false);
    await expect(page.getByText('You are offline: these are the templates saved on this device')).toHaveCount(0, { timeout: 20_000 });
  });

  test('a draft typed in the form survives a reload', async ({ page, request }) => {
    page.on('dialog', (d) => void d.accept());
    await signInByApi(page, request);
    await page.goto('/sms/new-template');
    const name = unique('Draft');
    await page.getByLabel('Template name').fill(name);
    await page.getByLabel('Content', { exact: true }).fill('Your code is {{1}}');
    await expect(page.getByText(/^Draft saved /)).toBeVisible();
    // On a busy machine the name may be saved before the content is typed: reload once both are stored.
    await expect.poll(async () => (await storedDraftValues(page)).some((v) => v.includes(name) && v.includes('Your code is {{1}}'))).toBe(true);
    await page.reload();
    await expect(page.getByText(/Your unsaved draft from .* was restored/)).toBeVisible();
    await expect(page.getByLabel('Template name')).toHaveValue(name);
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue('Your code is {{1}}');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByLabel('Template name')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Template name')).toHaveValue('');
    await expect(page.getByText(/was restored/)).toHaveCount(0);
  });

  test('recreate a rejected template, then delete both', async ({ page, request }) => {
    await signInByApi(page, request);
    const name = unique('Weekend promo');
    await page.goto('/sms/new-template');
    await page.getByLabel('Template name').fill(name);
    await page.getByLabel('Purpose').selectOption({ label: 'Marketing' });
    // The demo reviewer refuses gambling promotion.
    await page.getByLabel('Content', { exact: true }).fill('Casino night for {{1}} this weekend');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/sms\/template$/);
    await searchList(page, name);
    const row = rowOf(page, name);
    await expect(row).toContainText('Rejected', { timeout: REVIEW_TIMEOUT });
    await expect(row).toContainText('Reject reason: The content promotes gambling');

    await row.getByRole('link', { name: 'Recreate' }).click();
    await expect(page).toHaveURL(/\/sms\/new-template\/[^/]+$/);
    await expect(page.getByText(`This creates a new template from "${name}"`)).toBeVisible();
    await expect(page.getByLabel('Purpose')).toHaveValue('4');
    await page.getByLabel('Template name').fill(`${name} v2`);
    await page.getByLabel('Content', { exact: true }).fill('Weekend sale for {{1}}: 20 percent off');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/sms\/template$/);
    await searchList(page, name);
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(rowOf(page, `${name} v2`)).toContainText('In Review');

    await page.getByRole('checkbox', { name: 'Select all templates on this page' }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 templates?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 templates deleted.')).toBeVisible();
    await expect(page.getByText('No templates match.')).toBeVisible();
  });
});
