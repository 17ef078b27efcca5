import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { DEMO, outbox, signInByApi } from './helpers';

/** The value shown next to a label in a definition list (summary tiles, the estimate). */
const valueOf = (page: Page, label: string) => page.locator(`div:has(> dt:text-is("${label}")) > dd`).first();

test('pasted numbers, free content, live segments and estimate, send, task page', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/sms/sending');
  await page.getByLabel('Phone numbers').fill('+14155550199\n+1 415 555 0198, +14155550197');
  await page.getByLabel('Message text').fill('Spring sale: 20% off everything this weekend. Reply STOP to opt out.');

  await expect(valueOf(page, 'Valid')).toHaveText('3');
  await expect(page.getByLabel('Country or region')).toHaveValue('US');
  await expect(page.getByText('68 characters', { exact: true })).toBeVisible();
  await expect(page.getByText('1 segment', { exact: true })).toBeVisible();
  await expect(valueOf(page, 'Recipients')).toHaveText('3');
  await expect(valueOf(page, 'Segments in total')).toHaveText('3');
  // 3 recipients × 1 segment × $0.0079 = $0.0237.
  await expect(valueOf(page, 'Estimated cost')).toHaveText('$0.02');

  // A longer Unicode text: 70 per single message, then 67 per segment.
  await page.getByLabel('Message text').fill(`${'é'.repeat(10)}✓${'a'.repeat(60)}`);
  await expect(page.getByText('Unicode (UCS-2)')).toBeVisible();
  await expect(page.getByText('2 segments', { exact: true })).toBeVisible();
  await expect(valueOf(page, 'Segments in total')).toHaveText('6');
  await page.getByLabel('Message text').fill('Spring sale: 20% off everything this weekend. Reply STOP to opt out.');

  await page.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this SMS?' });
  await expect(dialog.getByRole('heading', { name: 'Send this SMS?' })).toBeVisible();
  await expect(dialog.locator('div:has(> dt:text-is("Recipients")) > dd')).toHaveText('3');
  await expect(dialog.locator('div:has(> dt:text-is("Estimated cost")) > dd')).toHaveText('$0.02');
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(/\/sms\/task\/[^/]+\/[^/]+\/[^/]+$/);

  const taskId = new URL(page.url()).pathname.split('/')[3]!;
  const login = await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: DEMO.email, Password: DEMO.password } })).json();
  const answer = await (await request.post('/api', { headers: { Authorization: `Bearer ${login.Data.AccessToken}` }, data: { Action: 'GetUSMSSendTask', TaskId: taskId } })).json();
  expect(answer.Data.Tasks[0]).toMatchObject({ TaskId: taskId, Submitted: 3, Content: 'Spring sale: 20% off everything this weekend. Reply STOP to opt out.', CountryCode: 'US' });
});

test('an uploaded .csv with duplicates and an invalid number shows the right counts', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/sms/sending');
  await page.getByRole('radio', { name: 'Upload a file' }).check({ force: true });
  const csv = 'name,phone\nAnn,+14155550199\nBob,+14155550198\nAnn again,+1 (415) 555-0199\nBad,12345\nCy,+447400900199\nBob again,+14155550198\n';
  await page.getByLabel('Recipient file').setInputFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(valueOf(page, 'Valid')).toHaveText('3');
  await expect(valueOf(page, 'Duplicates')).toHaveText('2');
  await expect(valueOf(page, 'Invalid')).toHaveText('1');
  await expect(page.getByText('12345', { exact: true })).toBeVisible();
  await expect(page.getByText('6 entries read.', { exact: false })).toBeVisible();

  // An empty file: the spec's text.
  await page.getByLabel('Recipient file').setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('phone\n\n') });
  await expect(page.getByText('The file data is empty')).toBeVisible();
});

test('a recipient file is uploaded and the send names it by FileId: the gateway reads the numbers', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/sms/sending');
  await page.getByRole('radio', { name: 'Upload a file' }).check({ force: true });
  const csv = 'name,phone\nAnn,+14155550199\nBob,+14155550198\nAnn again,+14155550199\nBad,12345\nCy,+14155550197\n';
  await page.getByLabel('Recipient file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // The check in its worker and the upload (MD5 workers, outbox code) start together: the first time on a page both load.
  await expect(valueOf(page, 'Valid')).toHaveText('3', { timeout: 30_000 });
  await expect(valueOf(page, 'Duplicates')).toHaveText('1');
  await expect(valueOf(page, 'Invalid')).toHaveText('1');
  await expect(page.getByTestId('recipient-upload')).toHaveText('File uploaded: the numbers are read from it when you send.');
  await page.getByLabel('Message text').fill('Spring sale for the customers of the file.');

  await page.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this SMS?' });
  await expect(dialog.locator('div:has(> dt:text-is("Recipients")) > dd')).toHaveText('3');
  // The send may leave from the page or, replaying the outbox, from the service worker: watch the whole context.
  const sends: Array<{ FileId?: string; PhoneNumbers?: string[] }> = [];
  page.context().on('request', (r) => {
    if (r.method() !== 'POST' || !r.url().endsWith('/api')) return;
    const body = r.postDataJSON() as { Action?: string; FileId?: string; PhoneNumbers?: string[] } | null;
    if (body?.Action === 'AddUSMSSendTask') sends.push(body);
  });
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(/\/sms\/task\/[^/]+\/[^/]+\/[^/]+$/);
  expect(sends.length).toBeGreaterThan(0);
  for (const body of sends) {
    expect(body.FileId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(body.PhoneNumbers).toBeUndefined();
  }

  const taskId = new URL(page.url()).pathname.split('/')[3]!;
  const login = await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: DEMO.email, Password: DEMO.password } })).json();
  const answer = await (await request.post('/api', { headers: { Authorization: `Bearer ${login.Data.AccessToken}` }, data: { Action: 'GetUSMSSendTask', TaskId: taskId } })).json();
  expect(answer.Data.Tasks[0]).toMatchObject({ TaskId: taskId, Submitted: 3, Content: 'Spring sale for the customers of the file.' });
});

test('a trial account sends only the test content to its verified number', async ({ page, request }) => {
  const phone = `41555${String(Date.now()).slice(-5)}`;
  const email = `sms-trial-${Date.now()}@example.org`;
  const password = 'Trial-2026!';
  const call = async (Action: string, params: object) => {
    const body = await (await request.post('/api', { data: { Action, ...params } })).json();
    expect(body.RetCode, `${Action}: ${body.Message}`).toBe(0);
    return body.Data;
  };
  await call('SendRegisterPhoneCodeV1', { Phone: phone, PhonePrefix: '1' });
  const code = /\b(\d{6})\b/.exec((await outbox(request, `1${phone}`))[0]!.Body)![1];
  await call('RegisterAdminUser', { Email: email, Password: password, DisplayName: 'Trial Sender', Phone: phone, PhonePrefix: '1', PhoneCode: code, Country: 'us' });
  const key = decodeURIComponent(/\/active\?key=(\S+)/.exec((await outbox(request, email))[0]!.Body)![1]!);
  await call('ActivateAdminUser', { Key: key });

  await signInByApi(page, request, email, password);
  await page.goto('/sms/sending');
  // A new account is welcomed first (no package yet).
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByText('Your account is in its free trial')).toBeVisible();
  await expect(page.getByLabel('Message text')).toHaveValue('Your verification code is 123456. This is a test message.');
  await expect(page.getByLabel('Phone numbers')).toHaveValue(`+1${phone}`);
  await expect(valueOf(page, 'Estimated cost')).toHaveText('Free (trial)');

  // Another number: the gateway refuses, and its message shows beside the numbers it concerns (and goes once they change).
  await page.getByLabel('Phone numbers').fill(`+1${phone}\n+14155550199`);
  await expect(valueOf(page, 'Recipients')).toHaveText('2');
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  const refusal = 'Trial accounts can send only the default test content to verified numbers';
  await expect(page.getByLabel('Phone numbers')).toHaveAccessibleDescription(new RegExp(refusal));
  await expect(page.getByLabel('Phone numbers')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Phone numbers').fill(`+1${phone}`);
  await expect(page.getByLabel('Phone numbers')).not.toHaveAccessibleDescription(new RegExp(refusal));
  await expect(valueOf(page, 'Recipients')).toHaveText('1');
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(/\/sms\/task\//);
});
