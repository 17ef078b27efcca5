import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { formatMoney } from '../../src/contract/money';
import { FINAL_TASK_STATUSES } from '../../src/contract/sms/taskStatus';
import { isoWeekOf, periodsIn } from '../../src/console/lib/periods';
import { presetDays } from '../../src/console/lib/rangePresets';
import { addDays, statsZone, todayInZone, zonedRange } from '../../src/console/lib/zonedDays';
import { apiClient, axeViolations, signInByApi } from './helpers';

type Counts = { Submitted: number; Success: number; Fail: number; Unknown: number; SubmitFail: number; Pending: number; Segments: number; Cost: number };
type Balance = { Amount: number; AmountFree: number; AmountCredit: number; AmountFreeze: number; Available: number };
type Task = { TaskId: string; AccountId: string; SessionNo: string; Status: number; Succeeded: number; ChargedAmount: number };


/** Fresh US numbers ending in 99 (the simulated carrier always delivers them). */
function deliveredNumbers(n: number): string[] {
  const exchange = 200 + Math.floor(Math.random() * 700);
  return Array.from({ length: n }, (_, i) => `+1415${exchange}${String(Math.floor(Math.random() * 10) * 10 + i).padStart(2, '0')}99`);
}

/** The value of a labelled tile of the totals. */
const tile = (page: Page, label: string) => page.locator('dl[aria-label^="Send totals"] > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first();

test('messages sent through the API show up in the overview counts and wallet, and in the analytics trends and receipt codes', async ({ page, request }) => {
  const api = await apiClient(request);
  // Tasks of earlier tests still being delivered would move the wallet too: wait until they are done.
  const busy = async () => {
    const { Tasks } = await api<{ Tasks: Array<Task & { SendTime: number }> }>({ Action: 'GetUSMSSendTask', Limit: 100 });
    const now = Date.now() / 1000;
    return Tasks.filter((t) => !FINAL_TASK_STATUSES.includes(t.Status) && t.SendTime <= now + 5).length;
  };
  await expect.poll(busy, { timeout: 20_000, intervals: [500] }).toBe(0);
  const before = await api<Balance>({ Action: 'GetBalance', ProductType: 9 });
  const name = `Stats e2e ${Date.now()}`;
  const added = await api<Task>({ Action: 'AddUSMSSendTask', TaskName: name, PhoneNumbers: deliveredNumbers(3), Content: 'Your order has shipped. Reply STOP to opt out.', IdempotencyKey: `e2e-stats-${Date.now()}-${Math.random()}` });
  const describe = async () => (await api<{ Tasks: Task[] }>({ Action: 'DescribeUSMSTaskStatus', TaskIds: [added.TaskId] })).Tasks[0]!;
  await expect.poll(async () => (await describe()).Status, { timeout: 30_000, intervals: [500] }).toBe(3);
  const done = await describe();
  expect(done.Succeeded).toBe(3);
  // The hold is settled when the task ends: the wallet moves by exactly the charge.
  await expect.poll(async () => (await api<Balance>({ Action: 'GetBalance', ProductType: 9 })).Available, { timeout: 10_000 }).toBe(before.Available - done.ChargedAmount);
  const after = await api<Balance>({ Action: 'GetBalance', ProductType: 9 });

  // The page counts in the user's zone (Timezone of GetUserInfo, else the browser's).
  const info = await api<{ Timezone: string }>({ Action: 'GetUserInfo' });
  const zone = statsZone(info.Timezone, 'UTC');
  const today = todayInZone(new Date(), zone);
  const todays = (await api<{ Total: Counts }>({ Action: 'GetUSMSSendStatistics', ...zonedRange({ from: today, to: today }, zone), Granularity: 'day', TimeZone: zone })).Total;
  expect(todays.Success).toBeGreaterThanOrEqual(3);

  await signInByApi(page, request);
  await page.goto('/sms/overview');
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 'Submitted')).toHaveText(todays.Submitted.toLocaleString('en-US'));
  await expect(tile(page, 'Delivered')).toHaveText(todays.Success.toLocaleString('en-US'));
  await expect(tile(page, 'Cost')).toHaveText(formatMoney(todays.Cost));
  const wallet = page.locator('section').filter({ has: page.getByRole('heading', { name: 'SMS wallet' }) });
  await expect(wallet.getByTestId('sms-wallet-available')).toHaveText(formatMoney(after.Available));
  await expect(wallet.getByRole('row', { name: /^Amount / }).getByRole('cell')).toHaveText(formatMoney(after.Amount));
  expect(formatMoney(after.Available)).not.toBe(formatMoney(before.Available));
  const recent = page.getByRole('table', { name: 'The latest send tasks' }).getByRole('row').filter({ hasText: name });
  await expect(recent.getByText('Complete')).toBeVisible();
  await expect(recent.getByRole('link', { name })).toHaveAttribute('href', `/sms/task/${done.TaskId}/${done.AccountId}/${done.SessionNo}`);
  await page.getByRole('button', { name: 'Show data table' }).click();
  await expect(page.getByRole('table', { name: `Daily sends from ${today} to ${today}` }).getByRole('row', { name: new RegExp(`^${today} `) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /Daily, weekly and monthly trends/ }).click();
  await expect(page).toHaveURL(/\/sms\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Daily send results' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Show data table' }).click();
  const trend = (title: string) => page.getByRole('table', { name: new RegExp(`^${title} from `) });
  await expect(trend('Daily send results').getByRole('row', { name: new RegExp(`^${today} `) })).toBeVisible();

  const codes = page.getByRole('table', { name: /^Receipt codes from / });
  const delivered = codes.getByRole('row').filter({ hasText: 'DELIVRD' });
  await expect(delivered.getByText('Success')).toBeVisible();
  expect(Number((await delivered.getByRole('cell').nth(3).innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(3);
  await expect(delivered.getByRole('cell').nth(4)).toHaveText(/^\d{1,3}\.\d%$/);

  await page.getByRole('radio', { name: 'Weekly' }).check();
  await expect(page.getByRole('heading', { name: 'Weekly send results' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last half year' })).toHaveAttribute('aria-pressed', 'true');
  await expect(trend('Weekly send results').getByRole('row', { name: new RegExp(`^${isoWeekOf(today)} `) })).toBeVisible();
  // Receipt codes are counted over at most 31 days: the end of the longer range.
  await expect(page.getByText(/Receipt codes cover at most 31 days/)).toBeVisible();
  await expect(delivered).toBeVisible();

  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(page.getByRole('heading', { name: 'Monthly send results' })).toBeVisible();
  await expect(trend('Monthly send results').getByRole('row', { name: new RegExp(`^${today.slice(0, 7)} `) })).toBeVisible();
  await page.getByRole('button', { name: 'Last half year' }).click();
  await expect(page.getByRole('button', { name: 'Last half year' })).toHaveAttribute('aria-pressed', 'true');
  await expect(trend('Monthly send results').getByRole('row')).toHaveCount(1 + periodsIn(presetDays('halfYear', today), 'month').length);

  await page.getByRole('radio', { name: 'Daily' }).check();
  await page.getByRole('button', { name: 'Yesterday' }).click();
  const yesterday = addDays(today, -1);
  await expect(page.getByText(new RegExp(`^(From ${yesterday} to ${yesterday}:|No messages were submitted from ${yesterday} to ${yesterday})`))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
