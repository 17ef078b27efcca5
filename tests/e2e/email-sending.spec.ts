import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { EmailDomain, EmailSender } from '../../src/contract/entities/email';
import { type DnsTestServer, startDnsTestServer } from '../fixtures/dnsTestServer';
import { emailDnsPort, workerGatewayPort } from './gateways';
import { accountApi, DEMO, signInByApi } from './helpers';
import { axeBothThemes } from './pageChecks';
import { test } from './test';

/**
 * /email/sending: the demo account (its e-mail wallet is funded by the seed) gets a verified domain
 * (records published in a DNS server the test starts) and a sender; the form refuses a send without
 * subject or recipients with the spec's texts, sends a campaign to typed addresses, the task page
 * (the messaging core's) shows it complete, and the mail is read in the local mailbox with its DKIM
 * signature and one-click unsubscribe headers. Pages at 1366 and 390 px in English and Chinese, axe
 * clean in light and dark (screenshots in test-results/email-sending/).
 */
const shots = 'test-results/email-sending';

async function fitsPhone(page: Page, what: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at 390 px`).toBeLessThanOrEqual(390);
}

test.describe('email: sending, task, local mailbox', () => {
  test.describe.configure({ timeout: 300_000 });
  let dns: DnsTestServer;

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    dns = await startDnsTestServer(emailDnsPort(workerGatewayPort(testInfo.parallelIndex)));
  });
  test.afterAll(async () => {
    await dns?.close();
  });

  test('send a campaign, watch the task complete, read the mail in the local mailbox; 1366 and 390 px, English and Chinese', async ({ page, request }) => {
    const api = await accountApi(request, DEMO.email, DEMO.password);
    const name = `news-${Date.now().toString(36)}.shop.example`;
    const domain = await api<EmailDomain>({ Action: 'CreateUEmailDomain', Domain: name, Type: 2 });
    for (const r of domain.Records) {
      const entry = dns.zone.get(r.Host) ?? {};
      if (r.Type === 'TXT') entry.TXT = [r.Value];
      if (r.Type === 'MX') entry.MX = [{ exchange: r.Value, priority: r.Priority! }];
      dns.zone.set(r.Host, entry);
    }
    await api({ Action: 'VerifyUEmailDomain', DomainId: domain.DomainId });
    const sender = await api<EmailSender>({ Action: 'CreateUEmailSender', Alias: 'Shop News', Email: `hello@${name}` });

    await signInByApi(page, request, DEMO.email, DEMO.password);
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/email/sending');
    await expect(page.getByRole('heading', { name: 'Send e-mail', level: 1 })).toBeVisible({ timeout: 60_000 });

    // Nothing filled: each field says what is missing, with the spec's texts.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByLabel('Subject')).toHaveAccessibleDescription(/Subject is required/);
    await expect(page.getByLabel('E-mail addresses')).toHaveAccessibleDescription(/Please select recipients\./);

    await page.getByLabel('Sender').selectOption(sender.SenderId);
    await page.getByLabel('Subject').fill('Autumn sale');
    await page.getByLabel('Content (HTML)').fill('<h1>Autumn sale</h1><p>Everything at half price.</p>');
    // A test with a variable is refused before it leaves.
    await page.getByLabel('Test addresses').fill('me@inbox.example');
    await page.getByLabel('Content (HTML)').fill('<h1>Hi {{name}}</h1>');
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByLabel('Test addresses')).toHaveAccessibleDescription(/cannot be sent while the content has variables/);
    await page.getByLabel('Content (HTML)').fill('<h1>Autumn sale</h1><p>Everything at half price.</p>');
    const stamp = Date.now().toString(36);
    const to = [`ann.${stamp}@inbox.example`, `bob.${stamp}@inbox.example`, `cy.${stamp}@inbox.example`];
    await page.getByLabel('E-mail addresses').fill([...to, 'not-an-address'].join('\n'));
    await expect(page.getByTestId('typed-count')).toHaveText('3 valid, 1 invalid, 0 repeated');
    await axeBothThemes(page, 'email sending');
    await page.screenshot({ path: `${shots}/sending-1366-en.png`, fullPage: true });
    await fitsPhone(page, 'email sending');
    await page.screenshot({ path: `${shots}/sending-390-en.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this e-mail?' });
    await expect(dialog).toContainText('Autumn sale');
    await dialog.getByRole('button', { name: 'Send' }).click();

    // The task page of the core: complete with three delivered.
    await expect(page).toHaveURL(/\/email\/task\/[^/]+\/[^/]+\/[^/]+$/);
    await expect(page.getByText('Complete').first()).toBeVisible({ timeout: 60_000 });
    await axeBothThemes(page, 'email task');
    await page.screenshot({ path: `${shots}/task-1366-en.png`, fullPage: true });
    await fitsPhone(page, 'email task');
    await page.screenshot({ path: `${shots}/task-390-en.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // "Duplicate" opens the form filled from the task: sender, subject, content and addresses.
    await page.getByRole('link', { name: 'Duplicate' }).click();
    await expect(page.getByTestId('copy-notice')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('Autumn sale');
    await expect(page.getByTestId('typed-count')).toHaveText('3 valid, 0 invalid, 0 repeated');

    // The mail in the local mailbox, signed, with its unsubscribe headers.
    await page.goto('/email/sending');
    const box = page.getByTestId('mailbox');
    await expect(box).toContainText(to[0]!);
    await expect(box.locator('li', { hasText: to[0]! })).toContainText('Autumn sale');
    await box.locator('li', { hasText: to[0]! }).getByRole('button').click();
    const source = page.getByTestId('mailbox-source');
    await expect(source).toContainText(`DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${name}`);
    await expect(source).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await expect(source).toContainText('Subject: Autumn sale');
    await expect(source).toContainText('Return-Path: <bounces+m');
    await page.screenshot({ path: `${shots}/mailbox-1366-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Close' }).last().click();

    // Records of the core.
    await page.goto('/email/message');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axeBothThemes(page, 'email records');
    await page.screenshot({ path: `${shots}/message-1366-en.png`, fullPage: true });
    await fitsPhone(page, 'email records');
    await page.screenshot({ path: `${shots}/message-390-en.png`, fullPage: true });

    // Chinese.
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.goto('/email/sending');
    await expect(page.getByRole('heading', { name: '发送邮件', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${shots}/sending-390-zh.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await axeBothThemes(page, 'email sending (zh)');
    await page.screenshot({ path: `${shots}/sending-1366-zh.png`, fullPage: true });
    await page.goBack();
    await page.goto('/email/message');
    await axeBothThemes(page, 'email records (zh)');
    await page.screenshot({ path: `${shots}/message-1366-zh.png`, fullPage: true });
  });
});
