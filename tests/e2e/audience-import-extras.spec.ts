import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './test';
import { accountApi, axeViolations, createActiveUser, dismissWelcome, signInByApi, useLanguage } from './helpers';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * /audience/contacts/import with tags and custom attributes: a file whose "Tags" column and columns
 * headed with the account's attribute names are suggested as such, the preview naming the attribute
 * of a bad value, the import's rejected rows, and the contacts with their tags; at 390 and 1366 px in
 * English and Chinese, axe clean in light and dark (screenshots in test-results/audience-import/).
 */

const file = join(import.meta.dirname, '../fixtures/contact-import/contacts-tags-attributes.csv');
const shots = 'test-results/audience-import';

test.describe('audience: contact import of tags and attributes', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const language of ['en', 'zh'] as const) {
    test(`map a Tags column and attribute columns, see bad values per row, find the tagged contacts (${language})`, async ({ page, request }) => {
      const en = language === 'en';
      const user = await createActiveUser(request);
      const api = await accountApi(request, user.email, user.password);
      const attr = async (Name: string, Type: number, Options: string[] = []) => (await api<{ AttributeId: string }>({ Action: 'CreateContactAttribute', Name, Type, Options })).AttributeId;
      const age = await attr('Age', 1);
      await attr('VIP', 3);
      await attr('Joined', 5);
      await attr('Plan', 4, ['Gold', 'Silver']);
      await attr('Note', 2);
      await useLanguage(page, language);
      await signInByApi(page, request, user.email, user.password);
      mkdirSync(shots, { recursive: true });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/audience/contacts/import');
      await dismissWelcome(page);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.locator('input[type="file"]').setInputFiles(file);
      const picker = (column: string) => page.getByLabel(en ? `Field of column ${column}` : `“${column}”列对应的字段`);
      await expect(picker('Tags')).toHaveValue('Tags');
      await expect(picker('Age')).toHaveValue(`Attribute:${age}`);
      await expect(picker('Age').locator('option:checked')).toHaveText(en ? 'Age (Number)' : 'Age（数字）');
      // The preview reads each attribute cell by its type and names the attribute of a bad value.
      const preview = page.getByRole('table', { name: en ? 'The first rows of the file' : '文件的前几行' });
      await expect(preview.getByRole('row').filter({ hasText: 'linus@example.com' })).toContainText(en ? 'Age: Must be a number' : 'Age: 必须是数字');
      await expect(preview.getByRole('row').filter({ hasText: 'li@example.com' })).toContainText(en ? 'VIP: Must be true or false' : 'VIP: 必须是 true 或 false');
      await expect(preview.getByRole('row').filter({ hasText: 'aisha@example.com' })).toContainText(en ? 'Cannot contain quotes' : '不能包含引号');
      // Unmapping the attribute leaves its column unread: that row is fine then.
      await picker('Age').selectOption('');
      await expect(preview.getByRole('row').filter({ hasText: 'linus@example.com' })).toContainText(en ? 'OK' : '正常');
      await picker('Age').selectOption(`Attribute:${age}`);
      await page.screenshot({ path: `${shots}/mapping-extras-1366-${language}.png`, fullPage: true });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        expect(await axeViolations(page), `mapping ${theme}`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'mapping at 390 px').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/mapping-extras-390-${language}.png`, fullPage: true });

      await page.getByRole('button', { name: en ? 'Import 11 rows' : '导入 11 行' }).click();
      await expect(page.locator('dl dd').nth(2)).toHaveText('7', { timeout: 60_000 });
      await expect(page.locator('dl dd').nth(0)).toHaveText('3');
      await expect(page.locator('dl dd').nth(1)).toHaveText('1');
      const rejected = page.locator('[data-table]').filter({ hasText: en ? 'Must be a number' : '必须是数字' }).first();
      await expect(rejected).toContainText(en ? 'Must be one of the category values' : '必须是分类中的某个取值');
      await expect(rejected).toContainText('Plan');
      await expect(rejected).toContainText(en ? 'Tag names must be at most 32 characters' : '标签名最多 32 个字符');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'result at 390 px').toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${shots}/result-extras-390-${language}.png`, fullPage: true });

      await page.goto('/audience/contact');
      await expect(page.locator('[data-row]')).toHaveCount(3);
      const ada = page.locator('[data-row]').filter({ hasText: 'ada@example.com' });
      await expect(ada).toContainText('Newsletter');
      await expect(ada).toContainText('vip');
      await expect(ada).toContainText('Beta');
    });
  }
});
