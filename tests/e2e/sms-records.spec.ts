import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './test';
import { axeViolations, DEMO, signInByApi } from './helpers';

interface TaskAnswer {
  TaskId: string;
  AccountId: string;
  SessionNo: string;
  Submitted: number;
}

/** A task created through the API, as a script or another client would (Bearer token, IdempotencyKey). */
async function createTask(request: APIRequestContext, fields: Record<string, unknown>): Promise<TaskAnswer> {
  const login = (await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: DEMO.email, Password: DEMO.password } })).json()) as { Data: { AccessToken: string } };
  const res = await request.post('/api', {
    headers: { Authorization: `Bearer ${login.Data.AccessToken}` },
    data: { Action: 'AddUSMSSendTask', IdempotencyKey: `e2e-records-${Date.now()}-${Math.random()}`, ...fields },
  });
  const body = (await res.json()) as { RetCode: number; Message: string; Data: TaskAnswer };
  expect(body.RetCode, body.Message).toBe(0);
  return body.Data;
}

/** Fresh US numbers for this run (the simulated carrier delivers numbers ending in 99). */
function freshNumbers(): string[] {
  const exchange = 200 + Math.floor(Math.random() * 700);
  const line = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return ['99', '98', '97'].map((end) => `+1415${exchange}${line}${end}`);
}

test('a task sent through the API is watched to completion, its records exported and downloaded, one message looked up', async ({ page, request }) => {
  const phones = freshNumbers();
  const name = `E2E records ${Date.now()}`;
  const task = await createTask(request, { TaskName: name, PhoneNumbers: phones, Content: 'Your order has shipped. Reply STOP to opt out.', Tags: ['spring'] });
  expect(task.Submitted).toBe(3);

  await signInByApi(page, request);
  await page.goto(`/sms/task/${task.TaskId}/${task.AccountId}/${task.SessionNo}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Polled every 2 s until final.
  await expect(page.getByText('Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('3 of 3 messages final (100%)')).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Per-recipient results of this task' });
  for (const phone of phones) await expect(recipients.getByRole('cell', { name: phone })).toBeVisible();
  await expect(recipients.getByText('Pending')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Tags: a repeated one is refused, a new one is saved.
  const newTag = page.getByLabel('New tag');
  await newTag.fill('Spring');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Tag already exists')).toBeVisible();
  await newTag.fill('vip');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByRole('button', { name: 'Save tags' }).click();
  await expect(page.getByText('Tags saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove tag vip' })).toBeVisible();

  // The task's records, filtered in the address.
  await page.getByRole('link', { name: 'View and export these records' }).click();
  await expect(page).toHaveURL(new RegExp(`/sms/message\\?task=${task.TaskId}&from=\\d{4}-\\d{2}-\\d{2}&to=\\d{4}-\\d{2}-\\d{2}`));
  await expect(page.getByLabel('Task ID')).toHaveValue(task.TaskId);
  const records = page.getByRole('table', { name: 'Send records matching the filters' });
  for (const phone of phones) await expect(records.getByRole('cell', { name: phone })).toBeVisible();
  await expect(page.getByText('3 records')).toBeVisible();
  await expect(records.getByRole('link', { name }).first()).toBeVisible();

  // Reloading keeps the filtered view.
  await page.reload();
  await expect(records.getByRole('row')).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);

  // Export, wait for it to complete, download the CSV through the blob client.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText('Export started.', { exact: false })).toBeVisible();
  const exportRow = page.getByRole('table', { name: 'Exports of send records, newest first' }).getByRole('row').filter({ hasText: `Task ${task.TaskId}` }).first();
  await expect(exportRow.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await exportRow.getByRole('button', { name: `Download Task ${task.TaskId}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sms-records-.+\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  for (const phone of phones) expect(csv).toContain(phone);
  expect(csv).toContain(task.TaskId);

  // Look one message up by phone number (send day: today).
  await page.goto('/sms/search');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await page.getByLabel('Phone number').fill('41-55');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Invalid phone number format')).toBeVisible();
  await page.getByLabel('Phone number').fill(phones[0]!.slice(1));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: `1 message to ${phones[0]!.slice(1)}` })).toBeVisible();
  const message = page.getByRole('article');
  await expect(message).toHaveCount(1);
  await expect(message.getByText('Your order has shipped. Reply STOP to opt out.')).toBeVisible();
  await expect(message.getByText('Success')).toBeVisible();
  await expect(message.getByText('DELIVRD')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await message.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/sms/task/${task.TaskId}/`));
});

test('a scheduled task can be cancelled from its page', async ({ page, request }) => {
  const task = await createTask(request, {
    TaskName: `E2E scheduled ${Date.now()}`,
    PhoneNumbers: freshNumbers().slice(0, 1),
    Content: 'See you tomorrow.',
    SendTime: Math.floor(Date.now() / 1000) + 86_400,
    TimeZone: 'America/New_York',
  });
  await signInByApi(page, request);
  await page.goto(`/sms/task/${task.TaskId}/${task.AccountId}/${task.SessionNo}`);
  await expect(page.getByText('(America/New_York)', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this task?' });
  await dialog.getByRole('button', { name: 'Cancel task' }).click();
  await expect(page.getByText('Task cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel task' })).toHaveCount(0);
});
