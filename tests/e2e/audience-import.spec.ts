import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { accountApi, axeViolations, createActiveUser, dismissWelcome, signInByApi, useLanguage } from './helpers';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * /audience/contacts/import in the browser: a file chosen, read in the worker, its columns mapped on
 * the preview, imported by the gateway's job with a progress bar that comes back after a reload,
 * rejected rows with their row numbers and reasons, and the contacts found in the list; at 390 and
 * 1366 px, in English and Chinese, axe clean in light and dark (screenshots in test-results/audience-import/).
 */

const fixtures = join(import.meta.dirname, '../fixtures/contact-import');
const shots = 'test-results/audience-import';

/** The welcome dialog put off, and the service worker the first page installed active before a file is read. */
async function welcomeDone(page: Page) {
  await dismissWelcome(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** A .csv of `n` contacts written here (comma separated, no BOM), every 100th row without an address. */
function bigCsv(n: number): { name: string; mimeType: string; buffer: Buffer } {
  const lines = ['Name,Email'];
  for (let i = 1; i <= n; i++) lines.push(i % 100 === 0 ? `Nobody ${i},` : `Person ${i},person${i}@big.example`);
  return { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) };
}

test.describe('audience: contact import', () => {
  test.describe.configure({ timeout: 420_000 });

  test('import a file, map its columns, follow the progress (also after a reload), find the contacts', async ({ page, request }) => {
    const user = await createActiveUser(request);
    const api = await accountApi(request, user.email, user.password);
    await api({ Action: 'CreateContactGroup', GroupName: 'Fair 2026' });
    await signInByApi(page, request, user.email, user.password);
    await page.goto('/audience/contact');
    await welcomeDone(page);
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await expect(page).toHaveURL(/\/audience\/contacts\/import$/);
    await expect(page.getByText('No import yet')).toBeVisible();

    // The semicolon .csv with a BOM: the header is recognised and its columns suggested.
    await page.getByLabel('Contact file (.csv, or .xlsx under 10 MB)').setInputFiles(join(fixtures, 'contacts-semicolon-bom.csv'));
    await expect(page.getByText('contacts-semicolon-bom.csv · 9 rows with data')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'The first row is a header (not imported)' })).toBeChecked();
    await expect(page.getByLabel('Field of column email')).toHaveValue('Email');
    await expect(page.getByLabel('Field of column phone')).toHaveValue('Phone');
    // Mapping two columns to one field is not possible: the later choice moves the field.
    await page.getByLabel('Field of column note').selectOption('Email');
    await expect(page.getByLabel('Field of column email')).toHaveValue('');
    await page.getByLabel('Field of column note').selectOption('');
    await page.getByLabel('Field of column phone').selectOption('');
    await expect(page.getByRole('alert')).toHaveText('Map a column to e-mail, phone or WhatsApp: every contact needs one');
    await expect(page.getByRole('button', { name: 'Import 8 rows' })).toBeDisabled();
    await page.getByLabel('Field of column email').selectOption('Email');
    await page.getByLabel('Field of column phone').selectOption('Phone');
    // Each preview row is checked as the gateway will: row 4's e-mail and row 5's missing address.
    const preview = page.getByRole('table', { name: 'The first rows of the file' });
    await expect(preview.getByRole('row').filter({ hasText: 'anna@@example.de' })).toContainText('Must be a valid email');
    await expect(preview.getByRole('row').filter({ hasText: 'only a note' })).toContainText('Every contact needs an email, phone or WhatsApp');
    await page.getByLabel('Add to group').selectOption({ label: 'Fair 2026' });
    await page.getByLabel('Country of national numbers').selectOption('DE');
    expect(await axeViolations(page), 'mapping').toEqual([]);
    await page.getByRole('button', { name: 'Import 8 rows' }).click();

    await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
    const counts = page.locator('dl');
    await expect(counts.getByText('New contacts').locator('..')).toContainText('4');
    await expect(counts.getByText('Updated (merged)').locator('..')).toContainText('1');
    await expect(counts.getByText('Rejected rows').locator('..')).toContainText('3');
    const rejected = page.locator('[data-table]').filter({ hasText: 'Must be a valid email' }).first();
    await expect(rejected).toContainText('Invalid phone number format');
    await expect(rejected).toContainText('Every contact needs an email, phone or WhatsApp');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rejected rows (.csv)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^rejected-rows-IMP[0-9A-F]+\.csv$/);

    await page.getByRole('link', { name: 'View the imported contacts' }).click();
    await expect(page).toHaveURL(/\/audience\/contact\?groupId=GRP/);
    await expect(page.locator('[data-row]')).toHaveCount(4);
    await expect(page.locator('[data-row]').filter({ hasText: 'zoe@example.de' })).toContainText('Zoë');
    await expect(page.locator('[data-row]').filter({ hasText: '+4930901821' })).toContainText('Tom');

    // A larger file: the progress bar moves, and a reload in the middle shows the same import going on.
    await page.goto('/audience/contacts/import');
    await page.getByLabel('Contact file (.csv, or .xlsx under 10 MB)').setInputFiles(bigCsv(6000));
    await expect(page.getByText('big.csv · 6,001 rows with data')).toBeVisible();
    await expect(page.getByLabel('Field of column Name')).toHaveValue('FirstName');
    await page.getByRole('button', { name: 'Import 6000 rows' }).click();
    await expect(page.getByRole('heading', { name: 'Import of big.csv' })).toBeVisible();
    await expect(page.getByText(/of 6,000 rows/).first()).toBeVisible({ timeout: 60_000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Import of big.csv' })).toBeVisible();
    await expect(page.getByText('Import finished')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText('6,000 of 6,000 rows').first()).toBeVisible();
    await expect(counts.getByText('Rejected rows').locator('..')).toContainText('60');
    await page.goto('/audience/contact?keyword=person5999%40');
    await expect(page.locator('[data-row]')).toHaveCount(1);
    await expect(page.locator('[data-row]')).toContainText('Person 5999');
  });

  for (const language of ['en', 'zh'] as const) {
    test(`390 and 1366 px (${language}): the mapping, progress and rejected rows fit, axe clean in light and dark`, async ({ page, request }) => {
      const user = await createActiveUser(request);
      await useLanguage(page, language);
      await signInByApi(page, request, user.email, user.password);
      mkdirSync(shots, { recursive: true });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/audience/contacts/import');
      await welcomeDone(page);
      const input = page.locator('input[type="file"]');
      await input.setInputFiles(join(fixtures, 'contacts-mixed.xlsx'));
      await expect(page.locator('table select').first()).toBeVisible();
      await page.screenshot({ path: `${shots}/mapping-1366-${language}.png`, fullPage: true });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        expect(await axeViolations(page), `mapping ${language} ${theme}`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'mapping at 390 px').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/mapping-390-${language}.png`, fullPage: true });
      await page.getByRole('button', { name: language === 'en' ? 'Import 11 rows' : '导入 11 行' }).click();
      await expect(page.locator('dl dd').nth(2)).toHaveText('6', { timeout: 60_000 });
      await expect(page.locator('[data-row]').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'result at 390 px').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/result-390-${language}.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${shots}/result-1366-${language}.png`, fullPage: true });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        expect(await axeViolations(page), `result ${language} ${theme}`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/audience/contact');
      await expect(page.locator('[data-row]').first()).toBeVisible();
      await page.getByRole('button', { name: language === 'en' ? 'Export .xlsx' : '导出 .xlsx' }).click();
      const exportsCard = page.locator('[data-table]').filter({ hasText: '.xlsx' });
      const download = page.waitForEvent('download');
      await exportsCard.getByRole('button', { name: /Download export|下载导出/ }).click({ timeout: 60_000 });
      expect((await download).suggestedFilename()).toMatch(/^contacts-CEX[0-9A-F]+\.xlsx$/);
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        expect(await axeViolations(page), `contacts with exports ${language} ${theme}`).toEqual([]);
      }
      await page.screenshot({ path: `${shots}/contacts-exports-1366-${language}.png`, fullPage: true });
    });
  }
});
