import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { apiClient, axeViolations, signInByApi, useLanguage } from './helpers';

interface TaskAnswer {
  TaskId: string;
  AccountId: string;
  SessionNo: string;
  Submitted: number;
}

/**
 * Fresh US numbers for this run; the simulated carrier delivers numbers ending in 99, fails those
 * ending in 01, refuses at submit those ending in 03 and leaves those ending in 02 unknown.
 */
function freshNumbers(): { delivered: string; fails: string; refused: string; unknown: string } {
  const stem = `+1415${200 + Math.floor(Math.random() * 700)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  return { delivered: `${stem}99`, fails: `${stem}01`, refused: `${stem}03`, unknown: `${stem}02` };
}

const SHOTS = process.env.TASK_ACTION_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('a task with failures: its failed numbers are retried as a linked task, then the task is duplicated into the sending form', async ({ page, request, browser }) => {
  // Two tasks delivered by the simulated carrier (receipts after 1 to 8 s), on a machine that may be busy.
  test.setTimeout(SHOTS ? 420_000 : 180_000);
  const api = await apiClient(request);
  const n = freshNumbers();
  const name = `E2E retry ${Date.now()}`;
  const content = 'Flash sale tonight: 20% off. Reply STOP to opt out.';
  const task = await api<TaskAnswer>({
    Action: 'AddUSMSSendTask',
    TaskName: name,
    PhoneNumbers: [n.delivered, n.fails, n.refused, n.unknown],
    Content: content,
    SenderId: 'Acme',
    IdempotencyKey: `e2e-retry-${Date.now()}-${Math.random()}`,
  });
  expect(task.Submitted).toBe(4);

  await signInByApi(page, request);
  await page.goto(`/sms/task/${task.TaskId}/${task.AccountId}/${task.SessionNo}`);
  // The first page of a fresh gateway may take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('4 of 4 messages final (100%)')).toBeVisible({ timeout: 60_000 });

  // Retry: the count and the estimate first; the failed (01) and refused (03) numbers only.
  await page.getByRole('button', { name: 'Retry 2 failed numbers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the failed numbers again?' });
  await expect(dialog.getByTestId('retry-count')).toHaveText('2');
  await expect(dialog.getByTestId('retry-cost')).toHaveText(/^\$0\.\d\d$/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send again' }).click();

  // The new task's page, linked back to the original, sending to the two numbers.
  await expect(page).not.toHaveURL(new RegExp(task.TaskId));
  const [, retriedId, retriedAccount, retriedSession] = /\/sms\/task\/([^/]+)\/([^/]+)\/([^/?]+)/.exec(page.url())!;
  const retried = { TaskId: retriedId!, AccountId: retriedAccount!, SessionNo: retriedSession! };
  const link = page.getByTestId('retry-of').getByRole('link', { name: `Retry of task ${task.TaskId}` });
  await expect(link).toBeVisible();
  await expect(page.getByText('2 of 2 messages final (100%)')).toBeVisible({ timeout: 60_000 });
  const recipients = page.getByRole('table', { name: 'Per-recipient results of this task' });
  for (const phone of [n.fails, n.refused]) await expect(recipients.getByRole('cell', { name: phone })).toBeVisible();
  for (const phone of [n.delivered, n.unknown]) await expect(recipients.getByRole('cell', { name: phone })).toHaveCount(0);

  // Back on the original: its failed numbers were already sent again, so nothing is left to retry.
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Retry 2 failed numbers' }).click();
  await expect(page.getByRole('dialog').getByText('There are no failed numbers left to retry', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();

  // Duplicate: the sending form filled in from the task; nothing is sent.
  const before = await api<{ Total: number }>({ Action: 'GetUSMSSendTask', Limit: 1 });
  await page.getByRole('link', { name: 'Duplicate', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sms/sending\\?copy=${task.TaskId}$`));
  await expect(page.getByTestId('copy-notice')).toContainText(`A copy of task ${task.TaskId}`);
  await expect(page.getByLabel('Phone numbers')).toHaveValue([n.delivered, n.fails, n.refused, n.unknown].join('\n'));
  await expect(page.getByLabel('Message text')).toHaveValue(content);
  await expect(page.getByLabel('Sender ID (optional)')).toHaveValue('Acme');
  await expect(page.getByText('4 entries read.', { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.waitForTimeout(500);
  expect((await api<{ Total: number }>({ Action: 'GetUSMSSendTask', Limit: 1 })).Total).toBe(before.Total);

  // Screenshots for review: the task page, the retry dialog and the copy, at 390 and 1366 px, in English and Chinese.
  if (SHOTS) {
    for (const language of ['en', 'zh'] as const) {
      for (const width of [390, 1366]) {
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
        const p = await context.newPage();
        await useLanguage(p, language);
        await signInByApi(p, request);
        await p.goto(`/sms/task/${task.TaskId}/${task.AccountId}/${task.SessionNo}`);
        await expect(p.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
        await shot(p, `task-${width}-${language}`);
        await p.goto(`/sms/task/${retried.TaskId}/${retried.AccountId}/${retried.SessionNo}`);
        await expect(p.getByTestId('retry-of')).toBeVisible({ timeout: 60_000 });
        await p.getByRole('button', { name: language === 'en' ? 'Retry 2 failed numbers' : '重试 2 个失败号码' }).click();
        await expect(p.getByTestId('retry-count')).toHaveText('2', { timeout: 30_000 });
        await shot(p, `retry-dialog-${width}-${language}`);
        await p.goto(`/sms/sending?copy=${task.TaskId}`);
        await expect(p.getByTestId('copy-notice')).toContainText(task.TaskId, { timeout: 60_000 });
        await shot(p, `duplicate-${width}-${language}`);
        await context.close();
      }
    }
  }
});
