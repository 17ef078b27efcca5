import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FINAL_TASK_STATUSES } from '../../src/contract/sms/taskStatus';
import { test } from './test';
import { apiClient, signInByApi, useLanguage } from './helpers';

/**
 * Every page with a table, with rows in each: on a 390 px phone each row is a card whose primary
 * columns and actions are all inside the screen (nothing scrolls sideways); at 1366 px the same
 * tables are tables again with every column header in view. Screenshots of both widths, en and zh,
 * go to test-results/phone-tables/.
 */

type Task = { TaskId: string; AccountId: string; SessionNo: string; Status: number };


let seeded: Promise<Task> | null = null;

/** A finished task (delivered, failed and MO-answered numbers), a template, a limit and an alarm rule, an opt-out, an export, a contact in a group, an access key, a ticket, a task without a name. Once per run. */
function seed(request: APIRequestContext): Promise<Task> {
  seeded ??= (async () => {
    const api = await apiClient(request);
    const stamp = Date.now();
    const exchange = 200 + Math.floor(Math.random() * 700);
    // Numbers ending in 99 are delivered and answered with an MO reply; 01 fails.
    const phones = [`+1415${exchange}1099`, `+1415${exchange}2099`, `+1415${exchange}3001`];
    const task = await api<Task>({ Action: 'AddUSMSSendTask', TaskName: `Tables ${stamp}`, PhoneNumbers: phones, Content: 'Your order has shipped. Reply to this message with any question.', IdempotencyKey: `e2e-tables-${stamp}` });
    // A task without a name: its records show the task's id, which has no space to wrap at.
    await api({ Action: 'AddUSMSSendTask', PhoneNumbers: [`+1415${exchange}6099`], Content: 'No name on this task.', IdempotencyKey: `e2e-tables-unnamed-${stamp}` });
    await api({ Action: 'CreateUSMSTemplate', TemplateName: `通用模板 ${stamp}`, Purpose: 1, Template: 'Your code is {{1}}, valid for 5 minutes.', Remark: '' });
    await api({ Action: 'CreateUSMSSendLimitRule', RuleName: `Limit ${stamp}`, DailyTotal: 1000, MonthlyTotal: 10000, DailySingle: 10, MonthlySingle: 100 });
    await api({ Action: 'AddUSMSOptOut', PhoneNumber: `+1415${exchange}4000` });
    // Audience, billing and settings tables: a group with a contact in it, an access key (transactions come from the send).
    const group = await api<{ GroupId: string }>({ Action: 'CreateContactGroup', GroupName: `Customers ${stamp}` });
    await api({ Action: 'CreateContacts', Contacts: [{ FirstName: 'Ana', LastName: 'Lima', Email: `ana.${stamp}@example.com`, Phone: `+1415${exchange}5000` }], GroupIds: [group.GroupId] });
    await api({ Action: 'CreateAccessKey', Name: `Key ${stamp}` });
    await api({ Action: 'CreateTicket', Category: 'SMS', Title: `Delivery report missing for task ${stamp}`, Content: 'The task finished but one number shows no receipt.' });
    await api({ Action: 'CreateUSMSSendCountAlarmRule', RuleName: `Alarm ${stamp}`, DailyThreshold: 500, MonthlyThreshold: 5000, NotifyEmails: ['ops@example.com'] });
    const now = Math.floor(Date.now() / 1000);
    await api({ Action: 'AddUSMSExportSendRecordTask', StartTime: now - 6 * 86400, EndTime: now + 60, Name: `Export ${stamp}` });
    const finished = async () => FINAL_TASK_STATUSES.includes((await api<{ Tasks: Task[] }>({ Action: 'DescribeUSMSTaskStatus', TaskIds: [task.TaskId] })).Tasks[0]!.Status);
    await expect.poll(finished, { timeout: 40_000, intervals: [500] }).toBe(true);
    await expect.poll(async () => (await api<{ Total: number }>({ Action: 'GetUSMSReplyRecord', PhoneNumber: phones[0] })).Total, { timeout: 30_000, intervals: [500] }).toBeGreaterThan(0);
    return task;
  })();
  return seeded;
}

/** Each page with the number of tables that must show rows there. */
function pages(task: Task): { path: string; name: string; tables: number }[] {
  return [
    { path: '/sms/template', name: 'templates', tables: 1 },
    { path: '/sms/message', name: 'records', tables: 2 },
    { path: '/sms/reply', name: 'replies', tables: 1 },
    { path: '/sms/reply?view=conversations', name: 'conversations', tables: 1 },
    { path: '/sms/reply?view=optouts', name: 'optouts', tables: 1 },
    { path: `/sms/task/${task.TaskId}/${task.AccountId}/${task.SessionNo}`, name: 'task', tables: 3 },
    { path: '/sms/overview', name: 'overview', tables: 1 },
    { path: '/sms/analytics', name: 'analytics', tables: 1 },
    { path: '/sms/setting', name: 'setting', tables: 2 },
    { path: '/subscription', name: 'subscription', tables: 1 },
    { path: '/analysis/marketing_analysis', name: 'marketing', tables: 2 },
    { path: '/notification', name: 'notifications', tables: 1 },
    { path: '/audience/contact', name: 'contacts', tables: 1 },
    { path: '/audience/group', name: 'groups', tables: 1 },
    { path: '/bill/management', name: 'transactions', tables: 1 },
    { path: '/setting/user-setting', name: 'access-keys', tables: 1 },
    { path: '/setting/work-order', name: 'work-orders', tables: 1 },
  ];
}

const shots = 'test-results/phone-tables';

/** Tables of the page that are on screen (a trend's data table stays closed until asked for). */
const shownTables = (page: Page): Locator => page.locator('[data-table]:visible');

async function waitForRows(page: Page, count: number): Promise<void> {
  await expect(shownTables(page)).toHaveCount(count, { timeout: 20_000 });
  for (const table of await shownTables(page).all()) await expect(table.locator('[data-row]').first(), await table.getAttribute('data-table') ?? '').toBeVisible({ timeout: 20_000 });
}

function inside(box: { x: number; width: number } | null, width: number, what: string): void {
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends right of the screen`).toBeLessThanOrEqual(width + 0.5);
}

for (const language of ['en', 'zh'] as const) {
  test(`390 px (${language}): every table is row cards with their primary columns and actions inside the screen`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const task = await seed(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, language);
    await signInByApi(page, request);
    mkdirSync(shots, { recursive: true });
    for (const p of pages(task)) {
      await page.goto(p.path);
      await waitForRows(page, p.tables);
      // No sideways scrolling anywhere on the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(390);
      for (const table of await shownTables(page).all()) {
        const name = `${p.path} ${await table.getAttribute('data-table')}`;
        await expect(table.locator('table'), `${name} is cards on a phone`).toHaveCount(0);
        const rows = await table.locator('[data-row]').all();
        for (const [i, row] of rows.entries()) {
          const primary = row.locator('[data-primary]');
          expect(await primary.count(), `${name} row ${i} shows its primary columns`).toBeGreaterThan(0);
          for (const cell of await primary.all()) {
            await expect(cell).toBeVisible();
            inside(await cell.boundingBox(), 390, `${name} row ${i} column ${await cell.getAttribute('data-col')}`);
          }
          for (const action of await row.locator('[data-actions]').locator('a, button').all()) {
            await expect(action).toBeVisible();
            inside(await action.boundingBox(), 390, `${name} row ${i} action "${await action.innerText()}"`);
          }
        }
      }
      await page.screenshot({ path: `${shots}/${p.name}-390-${language}.png`, fullPage: true });
    }
  });

  test(`1366 px (${language}): the same tables show every column`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const task = await seed(request);
    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    await signInByApi(page, request);
    for (const p of pages(task)) {
      await page.goto(p.path);
      await waitForRows(page, p.tables);
      for (const table of await shownTables(page).all()) {
        const name = `${p.path} ${await table.getAttribute('data-table')}`;
        const headers = table.locator('table thead th');
        const cells = table.locator('tbody tr').first().locator('td');
        expect(await headers.count(), `${name} has a header per column`).toBeGreaterThan(1);
        expect(await cells.count(), name).toBe(await headers.count());
        // Every column is in view: the table does not need sideways scrolling at this width.
        const region = (await table.locator('[role="region"]').boundingBox())!;
        for (const th of await headers.all()) {
          await expect(th).toBeVisible();
          const box = (await th.boundingBox())!;
          expect(box.x + box.width, `${name} column ${await th.getAttribute('data-col')}`).toBeLessThanOrEqual(region.x + region.width + 0.5);
        }
      }
      await page.screenshot({ path: `${shots}/${p.name}-1366-${language}.png`, fullPage: true });
    }
  });
}
