import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test';
import { DEMO, signInByApi } from './helpers';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 5's whole journey in the browser: create a template, wait for it to pass review, send it to
 * three numbers, watch the task complete, find its records and export them; then the same kind of
 * send made offline is delivered exactly once after reconnecting.
 */
test.describe.configure({ timeout: 120_000 });

async function token(request: APIRequestContext): Promise<string> {
  const body = (await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: DEMO.email, Password: DEMO.password } })).json()) as { Data: { AccessToken: string } };
  return body.Data.AccessToken;
}

async function tasksNamed(request: APIRequestContext, bearer: string, name: string) {
  const res = await request.post('/api', { headers: { Authorization: `Bearer ${bearer}` }, data: { Action: 'GetUSMSSendTask', Keyword: name, Offset: 0, Limit: 20 } });
  const body = (await res.json()) as { Data: { Tasks: Array<{ TaskId: string; TaskName: string; Submitted: number }> } };
  return body.Data.Tasks.filter((t) => t.TaskName === name);
}

function freshNumbers(): string[] {
  const exchange = 200 + Math.floor(Math.random() * 700);
  const line = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return ['99', '98', '97'].map((end) => `+1628${exchange}${line}${end}`);
}

async function fillRecipients(page: Page, phones: string[], taskName: string) {
  await page.getByLabel('Phone numbers').fill(phones.join('\n'));
  await page.getByLabel('Task name').fill(taskName);
  await expect(page.locator('div:has(> dt:text-is("Valid")) > dd').first()).toHaveText(String(phones.length));
}

test('template -> send to three numbers -> task completes -> records -> export', async ({ page, request }) => {
  await signInByApi(page, request);
  const stamp = Date.now().toString(36);
  const templateName = `Pickup ${stamp}`;

  await page.goto('/sms/new-template');
  await page.getByLabel('Template name').fill(templateName);
  await page.getByLabel('Purpose').selectOption({ label: 'Notification' });
  await page.getByLabel('Content', { exact: true }).fill('Hi {{1}}, your order is ready for pickup today.');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/sms\/template$/);
  // The list re-reads templates under review until the gateway's reviewer passes it.
  await expect(page.getByRole('row').filter({ hasText: templateName }).getByText('Passed')).toBeVisible({ timeout: 45_000 });

  await page.goto('/sms/sending');
  const phones = freshNumbers();
  const taskName = `Pickup run ${stamp}`;
  await fillRecipients(page, phones, taskName);
  await page.getByRole('radio', { name: 'Use a template' }).check({ force: true });
  await page.getByLabel('Template', { exact: true }).selectOption({ label: templateName });
  await page.getByLabel('Value of {{1}}').fill('Ann');
  await expect(page.getByText('Hi Ann, your order is ready for pickup today.')).toBeVisible();
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(/\/sms\/task\/[^/]+\/[^/]+\/[^/]+$/);

  await expect(page.getByRole('heading', { level: 1, name: taskName })).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('3 of 3 messages final (100%)')).toBeVisible();

  await page.getByRole('link', { name: 'View and export these records' }).click();
  const records = page.getByRole('table', { name: 'Send records matching the filters' });
  for (const phone of phones) await expect(records.getByRole('cell', { name: phone })).toBeVisible();
  await expect(records.getByText('Hi Ann, your order is ready for pickup today.').first()).toBeVisible();

  // Other tests of this gateway may have exported before: wait for this export's own row (newest first).
  const exportRows = page.getByRole('table', { name: 'Exports of send records, newest first' }).getByRole('row');
  const before = await exportRows.count();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(exportRows).toHaveCount(before === 0 ? 2 : before + 1);
  const exportRow = exportRows.nth(1);
  await expect(exportRow.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await exportRow.getByRole('button', { name: /^Download / }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  for (const phone of phones) expect(csv).toContain(phone);
});

test('a send made offline is delivered once after reconnecting', async ({ page, request, context }) => {
  await signInByApi(page, request);
  const bearer = await token(request);
  const taskName = `Offline run ${Date.now().toString(36)}`;
  await page.goto('/sms/sending');
  await fillRecipients(page, freshNumbers(), taskName);
  await page.getByLabel('Message text').fill('Written in a tunnel, sent from the outbox. Reply STOP to opt out.');
  // Prices and balance are known; now the connection drops.
  await expect(page.locator('div:has(> dt:text-is("Estimated cost")) > dd').first()).not.toHaveText('$0.00');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Saved offline - your SMS will be sent when you are back online.').first()).toBeVisible();
  await expect(page.getByTestId('outbox-pending')).toHaveText('1');
  expect(await tasksNamed(request, bearer, taskName)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-pending')).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await tasksNamed(request, bearer, taskName)).length, { timeout: 30_000 }).toBe(1);
  // The replay and any retry after it carry one IdempotencyKey: still one task a moment later.
  await page.waitForTimeout(2_000);
  const tasks = await tasksNamed(request, bearer, taskName);
  expect(tasks).toHaveLength(1);
  expect(tasks[0]!.Submitted).toBe(3);
});
