import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { test } from './test';
import { createHash } from 'node:crypto';
import { accountApi, axeViolations, DEMO, openRoute, settle, signInByApi, useLanguage } from './helpers';
import { axeBothThemes } from './pageChecks';

/** The machine running the suite may be busy: the review (2 s here) and the simulated carrier's receipts (1-8 s) get time. */
const slow = expect.configure({ timeout: 60_000 });

/** A small valid PNG (a 1×1 pixel) padded with a text chunk to `pad` extra bytes. */
function png(pad = 0): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 60])))];
  if (pad > 0) parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(pad, 0x61)])));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

test.describe('MMS', () => {
  test.describe.configure({ timeout: 180_000 });

  test('make a template with an image, send it as a task and watch the task complete', async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto('/mms/new-template');
    const name = `Reminder ${Date.now().toString(36)}`;
    const image = page.getByLabel('Image (PNG, JPEG or GIF, at most 300KB)');
    // Over 300 KB, or not an image by its bytes: refused before any upload, with the spec's words.
    await image.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(300 * 1024) });
    await expect(page.getByText('Uploaded image exceeds 300KB').first()).toBeVisible();
    await image.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is a program, not a picture') });
    await expect(page.getByText('The uploaded file type does not match').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Upload the image of the MMS')).toBeVisible();

    await page.getByLabel('Template name').fill(name);
    await page.getByLabel('Subject').fill('Your appointment');
    await image.setInputFiles({ name: 'clinic.png', mimeType: 'image/png', buffer: png(2000) });
    await expect(page.getByTestId('mms-template-image')).toBeVisible();
    await page.getByLabel('Text').fill('Dear {{1}}, see you on Monday at 9:00.');
    await settle(page, { pointerAway: true });
    expect(await axeViolations(page), '/mms/new-template').toEqual([]);
    await page.getByRole('button', { name: 'Submit for review' }).click();

    await expect(page).toHaveURL(/\/mms\/template$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('In Review');
    await slow(row).toContainText('Passed');
    await row.getByRole('link', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/mms\/sending\?templateId=\w+/);
    await expect(page.getByTestId('mms-preview')).toContainText('Your appointment');
    await page.getByLabel('Phone numbers').fill('+12025550199, +12025550188\n+12025550177');
    await page.getByLabel('Variable {{1}}').fill('Ann');
    await page.getByLabel('Sender ID (optional)').fill('Clinic');
    await settle(page, { pointerAway: true });
    await axeBothThemes(page, '/mms/sending');
    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Send this MMS?');
    await dialog.getByRole('button', { name: 'Send now' }).click();

    await expect(page).toHaveURL(/\/mms\/task\/[^/]+\/[^/]+\/[^/]+$/);
    await slow(page.getByText('Complete', { exact: true }).first()).toBeVisible();
    // The task shows what was sent: subject, image and the filled text.
    await expect(page.getByTestId('task-image')).toBeVisible();
    await expect(page.getByText('Dear Ann, see you on Monday at 9:00.')).toBeVisible();
    await settle(page, { pointerAway: true });
    await axeBothThemes(page, '/mms/task');
    await page.getByRole('link', { name: 'View and export these records' }).click();
    await expect(page).toHaveURL(/\/mms\/message\?/);
    await expect(page.locator('[data-row]')).toHaveCount(3);
  });

  const shots = 'test-results/mms';
  for (const language of ['en', 'zh'] as const) {
    test(`the MMS pages at 390 and 1366 px (${language})`, async ({ page, request }) => {
      // A passed template with an image and a task sent with it, made through the gateway, so the pages have rows.
      const api = await accountApi(request, DEMO.email, DEMO.password);
      const image = png(1500);
      const grant = await api<{ Authorization: string; Address: string; FileId: string }>({ Action: 'GetMediaFileSign', ExpiryDate: Math.floor(Date.now() / 1000) + 3600, FileName: 'clinic.png', FileType: 'image/png', MD5value: createHash('md5').update(image).digest('hex'), FileSize: image.length, Kind: 'mms-image' });
      const put = await request.put(grant.Address, { headers: { Authorization: grant.Authorization, 'Content-MD5': createHash('md5').update(image).digest('base64'), 'Content-Type': 'image/png' }, data: image });
      expect(put.status()).toBe(200);
      const template = await api<{ TemplateId: string }>({ Action: 'CreateUMMSTemplate', TemplateName: language === 'zh' ? '复诊提醒 Follow-up reminder' : 'Follow-up reminder for patients', Subject: language === 'zh' ? '您的复诊预约' : 'Your follow-up visit', Template: 'Dear {{1}}, your follow-up visit at the Riverside Family Clinic is on Monday at 9:00. Reply STOP to opt out.', MediaFileId: grant.FileId });
      await expect.poll(async () => (await api<{ Status: number }>({ Action: 'GetUMMSTemplate', TemplateId: template.TemplateId })).Status, { timeout: 30_000 }).toBe(2);
      const task = await api<{ TaskId: string; AccountId: string; SessionNo: string }>({ Action: 'AddUMMSSendTask', IdempotencyKey: `mms-pages-${language}-${Date.now()}`, TemplateId: template.TemplateId, TemplateParams: ['Ann'], PhoneNumbers: ['+12025550101', '+12025550199', '+447400900123'], TaskName: 'Monday reminders' });
      const pages = ['/mms/overview', '/mms/template', '/mms/new-template', `/mms/update-template/${template.TemplateId}/${task.AccountId}`, '/mms/sending', `/mms/task/${task.TaskId}/${task.AccountId}/${task.SessionNo}`, '/mms/message', '/mms/search', '/mms/analytics'];
      await useLanguage(page, language);
      await signInByApi(page, request);
      mkdirSync(shots, { recursive: true });
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const path of pages) {
          await openRoute(page, path);
          await expect(page.locator('main h1')).toBeVisible();
          await settle(page, { pointerAway: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
          if (width === 1366) expect(await axeViolations(page), `${path} ${language}`).toEqual([]);
          await page.screenshot({ path: `${shots}/${path.slice('/mms/'.length).split('/')[0]}-${width}-${language}.png`, fullPage: true });
        }
      }
    });
  }
});
