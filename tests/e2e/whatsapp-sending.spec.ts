import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { rowOf, settle } from './audienceHelpers';
import { accountApi, DEMO, signInByApi, useLanguage } from './helpers';
import { axeBothThemes, checkPageAtWidth } from './pageChecks';
import { test } from './test';

/**
 * WhatsApp sending in the browser (issue 15): a template made in the form and approved by the
 * simulated provider, sent to a segment of contacts' WhatsApp numbers, the task's statuses
 * (delivered, read, failed) and the analytics by conversation type; the sending, overview,
 * records, task and analytics pages at 390 and 1366 px in English and Chinese, axe in light and
 * dark (screenshots in test-results/whatsapp-sending/).
 */

const slow = expect.configure({ timeout: 60_000 });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const digits = () => String(Math.floor(Math.random() * 900) + 100);

/** Three contacts of the demo account on WhatsApp (the simulated provider: a number ending 1 is read, 7 replies, 0 has no WhatsApp) and a segment of them. */
async function whatsappSegment(api: Awaited<ReturnType<typeof accountApi>>, id: string) {
  const mid = digits();
  await api({
    Action: 'CreateContacts',
    Contacts: [
      { FirstName: id, LastName: 'Read', WhatsApp: `+1202555${mid}1` },
      { FirstName: id, LastName: 'Replies', WhatsApp: `+1202555${mid}7` },
      { FirstName: id, LastName: 'Missing', WhatsApp: `+1202555${mid}0` },
    ],
  });
  const name = `WhatsApp ${id}`;
  const seg = await api<{ SegmentId: string }>({
    Action: 'CreateSegment',
    SegmentName: name,
    Rules: { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'Attribute', Attribute: 'WHATSAPP', Operator: 'IsSet' }, { Kind: 'Attribute', Attribute: 'FIRST_NAME', Operator: 'Equals', Value: id }] },
  });
  return { ...seg, name };
}

async function completeTask(page: Page) {
  await expect(page).toHaveURL(/\/whatsapp\/search\?taskId=\w+/);
  await slow(page.getByText('Complete', { exact: true }).first()).toBeVisible();
}

test.describe('whatsapp: sending', () => {
  test.describe.configure({ timeout: 240_000 });

  test('make a template, see it approved, send it to a segment, see the statuses and the analytics by conversation type', async ({ page, request }) => {
    const id = stamp();
    const api = await accountApi(request, DEMO.email, DEMO.password);
    const segment = await whatsappSegment(api, id);
    await signInByApi(page, request);
    await page.goto('/whatsapp/template');
    await page.getByRole('link', { name: 'New template' }).click();
    const name = `shipping_${id}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Category').selectOption({ label: 'Utility' });
    await page.getByLabel('Body', { exact: true }).fill('Hello {{1}}, your order has shipped and will arrive tomorrow morning.');
    await page.getByLabel('Sample for {{1}}').fill('Ana');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/whatsapp\/template$/);
    const row = rowOf(page, name);
    await slow(row).toContainText('Approved');

    await row.getByRole('link', { name: `Send ${name}` }).click();
    await expect(page).toHaveURL(/\/whatsapp\/template\?send=1&templateId=\w+/);
    await expect(page.getByTestId('whatsapp-preview')).toContainText('your order has shipped');
    await expect(page.getByTestId('whatsapp-preview')).toContainText('Conversation type: Utility');
    await page.locator('label').filter({ hasText: /^A segment$/ }).click();
    await expect(page.getByRole('radio', { name: 'A segment' })).toBeChecked();
    await page.getByLabel('Segment', { exact: true }).selectOption({ label: `${segment.name} (3)` });
    await slow(page.getByTestId('audience-recipients')).toHaveText('3');
    await page.getByLabel('Variable {{1}}').fill('Ana');
    await settle(page);
    await axeBothThemes(page, '/whatsapp/template?send=1');
    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Utility');
    await dialog.getByRole('button', { name: 'Send now' }).click();

    await completeTask(page);
    await expect(page.getByText('Hello Ana, your order has shipped and will arrive tomorrow morning.')).toBeVisible();
    await settle(page);
    await axeBothThemes(page, '/whatsapp/search?taskId');
    await page.getByRole('link', { name: 'View and export these records' }).click();
    await expect(page).toHaveURL(/\/whatsapp\/search\?/);
    await expect(page.locator('[data-row]')).toHaveCount(3);
    await expect(page.locator('[data-row]').filter({ hasText: 'WA_131026' })).toHaveCount(1);
    await expect(page.locator('[data-row]').filter({ hasText: 'DELIVERED' })).toHaveCount(2);

    await page.goto('/whatsapp/analytics');
    const types = page.getByTestId('conversation-types');
    const utility = types.locator('[data-row]').filter({ hasText: 'Utility' });
    await slow(utility).toBeVisible();
    await expect(types.locator('canvas').first()).toBeVisible();
    await settle(page);
    await axeBothThemes(page, '/whatsapp/analytics');
  });

  const shots = 'test-results/whatsapp-sending';
  for (const language of ['en', 'zh'] as const) {
    test(`the WhatsApp sending pages at 390 and 1366 px (${language})`, async ({ page, request }) => {
      const id = stamp();
      const api = await accountApi(request, DEMO.email, DEMO.password);
      const segment = await whatsappSegment(api, id);
      const t = await api<{ TemplateId: string }>({ Action: 'CreateWhatsAppTemplate', Name: `restock_${id}`, Language: 'en_US', Category: 'MARKETING', Body: 'Good news {{1}}, the jacket you liked is back in stock this week.', BodySamples: ['Ana'] });
      await expect
        .poll(async () => (await api<{ Templates: Array<{ TemplateId: string; Status: string }> }>({ Action: 'ListWhatsAppTemplates' })).Templates.find((x) => x.TemplateId === t.TemplateId)?.Status, { timeout: 60_000 })
        .toBe('APPROVED');
      const sent = await api<{ TaskId: string }>({ Action: 'AddWhatsAppSendTask', SegmentId: segment.SegmentId, TemplateId: t.TemplateId, TemplateParams: ['Ana'], IdempotencyKey: `e2e-${id}` });
      mkdirSync(shots, { recursive: true });
      await useLanguage(page, language);
      await signInByApi(page, request);
      await page.setViewportSize({ width: 390, height: 844 });
      const pages = [
        { path: '/whatsapp/overview', name: 'overview', ready: () => page.locator('[data-row]:visible').first() },
        { path: `/whatsapp/template?send=1&templateId=${t.TemplateId}`, name: 'sending', ready: () => page.getByTestId('whatsapp-preview') },
        { path: `/whatsapp/search?taskId=${sent.TaskId}`, name: 'task', ready: () => page.locator('[data-row]:visible').first() },
        { path: '/whatsapp/search', name: 'search', ready: () => page.locator('[data-row]:visible').first() },
        { path: '/whatsapp/analytics', name: 'analytics', ready: () => page.getByTestId('conversation-types').locator('[data-row]:visible').first() },
      ];
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const p of pages) {
          await page.goto(p.path);
          await slow(p.ready()).toBeVisible();
          await settle(page);
          await checkPageAtWidth(page, { path: p.path, name: p.name, width, language, shots });
          await page.emulateMedia({ colorScheme: 'light' });
        }
      }
    });
  }
});
