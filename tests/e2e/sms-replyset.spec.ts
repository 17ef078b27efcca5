import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './test';
import { axeViolations, DEMO, signInByApi } from './helpers';

/** The gateway through its API as the demo user (Bearer token from LoginByPassword). */
async function apiAs(request: APIRequestContext) {
  const login = (await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: DEMO.email, Password: DEMO.password } })).json()) as { RetCode: number; Data: { AccessToken: string } };
  expect(login.RetCode).toBe(0);
  const headers = { Authorization: `Bearer ${login.Data.AccessToken}` };
  return async <T>(data: Record<string, unknown>): Promise<T> => {
    const body = (await (await request.post('/api', { data, headers })).json()) as { RetCode: number; Message: string; Data: T };
    expect(body.RetCode, `${String(data.Action)}: ${body.Message}`).toBe(0);
    return body.Data;
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('an MO reply to a send shows on /sms/reply with its task, and answering it shows our answer', async ({ page, request }) => {
  const api = await apiAs(request);
  // A US test number ending in 99: the simulated carrier delivers it and answers with an MO reply.
  let exchange = '';
  while (!exchange || exchange.endsWith('11')) exchange = String(200 + Math.floor(Math.random() * 800));
  const phone = `+1415${exchange}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}99`;
  const sent = await api<{ TaskId: string }>({ Action: 'AddUSMSSendTask', PhoneNumbers: [phone], Content: 'Your order has shipped. Reply to this message with any question.', IdempotencyKey: `e2e-replyset-${Date.now()}-${phone.slice(1)}` });
  await expect.poll(async () => (await api<{ Total: number }>({ Action: 'GetUSMSReplyRecord', PhoneNumber: phone })).Total, { timeout: 30_000, intervals: [500] }).toBeGreaterThan(0);

  await signInByApi(page, request);
  await page.goto('/sms/reply');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: phone });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Thanks, got it!');
  await expect(row).toContainText('Not answered');
  await expect(row.getByRole('link', { name: sent.TaskId })).toHaveAttribute('href', new RegExp(`^/sms/task/${sent.TaskId}/[^/]+/[^/]+$`));
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Answer ${phone}` }).click();
  const dialog = page.getByRole('dialog', { name: `Answer ${phone}` });
  await expect(dialog).toContainText('charged like any send');
  const answer = `We are glad it arrived (${Date.now() % 10_000}).`;
  await dialog.getByLabel('Your answer').fill(answer);
  await expect(dialog.getByLabel('Your answer')).toHaveAccessibleDescription(new RegExp(`${answer.length} characters · 1 segment · GSM-7`));
  await dialog.getByLabel('Sender ID (optional)').fill('A-1');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByLabel('Sender ID (optional)')).toHaveAccessibleDescription(/Sender ID must be 3-11 letters or digits/);
  await dialog.getByLabel('Sender ID (optional)').fill('');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Answer sent to ${phone}.`)).toBeVisible();
  const answered = page.getByRole('row').filter({ hasText: phone }).filter({ hasText: answer });
  await expect(answered).toHaveCount(1);
  await expect(answered.getByRole('button', { name: `Answer ${phone} again` })).toBeVisible();

  const after = await api<{ Records: { ReplyContent: string | null }[] }>({ Action: 'GetUSMSReplyRecord', PhoneNumber: phone });
  expect(after.Records.map((r) => r.ReplyContent)).toContain(answer);
});

test('/sms/setting: callback address messages and saving, and a send-limit rule checked, created and deleted', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/sms/setting');

  const url = page.getByLabel('Callback URL');
  const save = page.getByRole('button', { name: 'Save callback' });
  await url.fill('');
  await save.click();
  await expect(url).toHaveAccessibleDescription(/Callback address cannot be empty/);
  await url.fill('hooks.example.com/sms');
  await save.click();
  await expect(url).toHaveAccessibleDescription(/The entered address format is incorrect/);
  const good = `https://hooks.example.com/sms/${Date.now()}`;
  await url.fill(good);
  await save.click();
  await expect(page.getByText('Callback settings saved.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_/);
  await expect(page.getByText('X-Signature: sha256=<hex>', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Callback URL')).toHaveValue(good);
  await expect(page.getByRole('switch', { name: 'Send receipts to this address' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  const name = `E2E cap ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'New limit rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New send-limit rule' });
  await dialog.getByLabel('Rule name').fill(name);
  await dialog.getByLabel('Daily total').fill('1000');
  await dialog.getByLabel('Monthly total').fill('500');
  await dialog.getByLabel('Daily per recipient').fill('5');
  await dialog.getByLabel('Monthly per recipient').fill('50');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByLabel('Monthly total')).toHaveAccessibleDescription(/The monthly total must exceed the daily total/);
  await dialog.getByLabel('Monthly total').fill('30000');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(escape(name)) });
  await expect(row).toContainText('30,000');
  await expect(row.getByRole('switch', { name: `Enable ${name}` })).toBeChecked();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this rule?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Rule deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
