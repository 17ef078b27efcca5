import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FINAL_TASK_STATUSES } from '../../src/contract/sms/taskStatus';
import { test } from './test';
import { apiClient, openInApp, signInByApi, useLanguage } from './helpers';

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

/**
 * Where the shown tables break the phone layout, measured in the page in one step (a round trip per
 * cell made this the second slowest browser test): a table element instead of row cards, a row
 * without its primary columns, a primary column or an action hidden or not inside the screen.
 * Visible as Playwright means it: a non-empty box and not `visibility: hidden`.
 */
function phoneProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate((w) => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const inside = (el: Element, what: string) => {
      const r = el.getBoundingClientRect();
      if (!shown(el)) problems.push(`${what} is not visible`);
      else if (r.left < 0) problems.push(`${what} starts left of the screen`);
      else if (r.right > w + 0.5) problems.push(`${what} ends right of the screen (${r.right} > ${w})`);
    };
    for (const table of document.querySelectorAll('[data-table]')) {
      if (!shown(table)) continue;
      const name = `${location.pathname}${location.search} ${table.getAttribute('data-table')}`;
      if (table.querySelector('table')) problems.push(`${name} is a table, not row cards, on a phone`);
      table.querySelectorAll('[data-row]').forEach((row, i) => {
        const primary = row.querySelectorAll('[data-primary]');
        if (primary.length === 0) problems.push(`${name} row ${i} shows no primary column`);
        primary.forEach((cell) => inside(cell, `${name} row ${i} column ${cell.getAttribute('data-col')}`));
        row.querySelectorAll('[data-actions] a, [data-actions] button').forEach((a) => inside(a, `${name} row ${i} action "${(a as HTMLElement).innerText}"`));
      });
    }
    return problems;
  }, width);
}

/** Where the shown tables at desktop width miss a column: fewer than two headers, a first row whose cells do not match the headers, a header hidden or past the table's scroll region. */
function desktopProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll('[data-table]')) {
      const box = table.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(table).visibility === 'hidden') continue;
      const name = `${location.pathname}${location.search} ${table.getAttribute('data-table')}`;
      const headers = [...table.querySelectorAll('table thead th')];
      const cells = table.querySelector('tbody tr')?.querySelectorAll('td').length ?? 0;
      if (headers.length < 2) problems.push(`${name} has ${headers.length} column headers`);
      if (cells !== headers.length) problems.push(`${name}: ${cells} cells in the first row, ${headers.length} headers`);
      const region = table.querySelector('[role="region"]')?.getBoundingClientRect();
      if (!region) problems.push(`${name} has no table region`);
      for (const th of headers) {
        const r = th.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) problems.push(`${name} column ${th.getAttribute('data-col')} is not visible`);
        else if (region && r.right > region.right + 0.5) problems.push(`${name} column ${th.getAttribute('data-col')} is past the table's right edge`);
      }
    }
    return problems;
  });
}

/** The first page starts the console; the others open from inside it, as a reader's clicks open them. */
async function open(page: Page, path: string, first: boolean): Promise<void> {
  if (first) await page.goto(path);
  else await openInApp(page, path);
}

for (const language of ['en', 'zh'] as const) {
  test(`390 px (${language}): every table is row cards with their primary columns and actions inside the screen`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const task = await seed(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, language);
    await signInByApi(page, request);
    mkdirSync(shots, { recursive: true });
    for (const [i, p] of pages(task).entries()) {
      await open(page, p.path, i === 0);
      await waitForRows(page, p.tables);
      // No sideways scrolling anywhere on the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(390);
      expect(await phoneProblems(page, 390), p.path).toEqual([]);
      await page.screenshot({ path: `${shots}/${p.name}-390-${language}.png`, fullPage: true });
    }
  });

  test(`1366 px (${language}): the same tables show every column`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const task = await seed(request);
    await page.setViewportSize({ width: 1366, height: 900 });
    await useLanguage(page, language);
    await signInByApi(page, request);
    for (const [i, p] of pages(task).entries()) {
      await open(page, p.path, i === 0);
      await waitForRows(page, p.tables);
      expect(await desktopProblems(page), p.path).toEqual([]);
      await page.screenshot({ path: `${shots}/${p.name}-1366-${language}.png`, fullPage: true });
    }
  });
}
