import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test';
import { apiClient, axeViolations, signInByApi, useLanguage } from './helpers';

/**
 * /sms/reply's conversations and opt-out list, at 1366 px and on a 390 px phone: a reply shows as
 * an unread conversation linked to the task that prompted it; opening it shows the thread in order
 * and clears the unread count; opting the number out shows it on the list, where the form checks
 * the number with the spec's texts and a number can be removed. Screenshots go to
 * test-results/sms-conversations/.
 */

const shots = 'test-results/sms-conversations';

/** A fresh US number ending in 99: the simulated carrier delivers it and answers 'Thanks, got it!'. */
async function conversationWithReply(request: APIRequestContext): Promise<{ phone: string; taskId: string }> {
  const api = await apiClient(request);
  let exchange = '';
  while (!exchange || exchange.endsWith('11')) exchange = String(200 + Math.floor(Math.random() * 800));
  const phone = `+1415${exchange}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}99`;
  const sent = await api<{ TaskId: string }>({ Action: 'AddUSMSSendTask', PhoneNumbers: [phone], Content: 'Flash sale tonight: 20% off everything.', IdempotencyKey: `e2e-conv-${Date.now()}-${phone.slice(1)}` });
  await expect.poll(async () => (await api<{ Total: number }>({ Action: 'GetUSMSConversationList', PhoneNumber: phone })).Total, { timeout: 30_000, intervals: [500] }).toBe(1);
  return { phone, taskId: sent.TaskId };
}

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1366, 390] as const) {
  test(`${width} px: a reply is an unread conversation with its task; its thread reads it; the number is opted out and removed again`, async ({ page, request }) => {
    test.setTimeout(120_000);
    mkdirSync(shots, { recursive: true });
    const { phone, taskId } = await conversationWithReply(request);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInByApi(page, request);

    await page.goto('/sms/reply');
    await page.getByRole('navigation', { name: 'Reply views' }).getByRole('link', { name: 'Conversations' }).click();
    await expect(page).toHaveURL(/\/sms\/reply\?view=conversations$/);
    const table = page.locator('[data-table="Conversations"]');
    const row = table.locator('[data-row]').filter({ hasText: phone });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Thanks, got it!');
    await expect(row).toContainText('1 unread');
    await expect(row.getByRole('link', { name: taskId })).toHaveAttribute('href', new RegExp(`^/sms/task/${taskId}/[^/]+/[^/]+$`));
    if (width === 390) {
      await expect(table.locator('table')).toHaveCount(0);
      for (const cell of await row.locator('[data-primary]').all()) await expect(cell).toBeInViewport();
    }
    await noSidewaysScroll(page, width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/list-${width}-en.png`, fullPage: true });

    await row.getByRole('link', { name: `Open the conversation with ${phone}` }).click();
    const thread = page.getByRole('list', { name: `Messages with ${phone}, oldest first` });
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').nth(0)).toContainText('Flash sale tonight');
    await expect(thread.getByRole('listitem').nth(0)).toContainText('Delivered');
    await expect(thread.getByRole('listitem').nth(1)).toContainText('Thanks, got it!');
    // Opening the thread reads it.
    await expect(thread.getByText('1 unread')).toHaveCount(0);
    await noSidewaysScroll(page, width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/thread-${width}-en.png`, fullPage: true });

    // The answer dialog answers the latest reply.
    await page.getByRole('button', { name: `Answer ${phone}` }).click();
    const dialog = page.getByRole('dialog', { name: `Answer ${phone}` });
    await expect(dialog).toContainText('Thanks, got it!');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Opt out ${phone}` }).click();
    await expect(page.getByText(`${phone} opted out: your sends to it are not delivered and not charged.`)).toBeVisible();

    await page.getByRole('link', { name: 'All conversations' }).click();
    const readRow = page.locator('[data-table="Conversations"] [data-row]').filter({ hasText: phone });
    await expect(readRow).toContainText('Read');
    await expect(readRow).toContainText('Opted out');

    await page.getByRole('navigation', { name: 'Reply views' }).getByRole('link', { name: 'Opt-out list' }).click();
    const optOuts = page.locator('[data-table="Numbers that opted out"]');
    const optRow = optOuts.locator('[data-row]').filter({ hasText: phone });
    await expect(optRow).toContainText('Added by hand');

    const field = page.getByLabel('Phone number');
    const add = page.getByRole('button', { name: 'Add to list' });
    await add.click();
    await expect(field).toHaveAccessibleDescription(/Phone number is required/);
    await field.fill('12ab');
    await add.click();
    await expect(field).toHaveAccessibleDescription(/Invalid phone number format/);
    // The right shape but no real number: the gateway's refusal, beside the field.
    await field.fill('+19999999999');
    await add.click();
    await expect(field).toHaveAccessibleDescription(/Invalid phone number format/);
    await noSidewaysScroll(page, width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/optouts-${width}-en.png`, fullPage: true });

    await optRow.getByRole('button', { name: `Remove ${phone} from the opt-out list` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${phone}?` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${phone} removed from the opt-out list.`)).toBeVisible();
    await expect(optOuts.locator('[data-row]').filter({ hasText: phone })).toHaveCount(0);
  });
}

test('390 px in Chinese: the conversations and the opt-out list in Chinese', async ({ page, request }) => {
  test.setTimeout(90_000);
  mkdirSync(shots, { recursive: true });
  const { phone } = await conversationWithReply(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'zh');
  await signInByApi(page, request);
  await page.goto('/sms/reply?view=conversations');
  const row = page.locator('[data-table="会话"] [data-row]').filter({ hasText: phone });
  await expect(row).toContainText('1 条未读');
  await noSidewaysScroll(page, 390);
  await page.screenshot({ path: `${shots}/list-390-zh.png`, fullPage: true });
  await page.goto('/sms/reply?view=optouts');
  await expect(page.getByRole('button', { name: '加入名单' })).toBeVisible();
  await noSidewaysScroll(page, 390);
  await page.screenshot({ path: `${shots}/optouts-390-zh.png`, fullPage: true });
});
