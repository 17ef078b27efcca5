import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { EmailDomain } from '../../src/contract/entities/email';
import { type DnsTestServer, startDnsTestServer } from '../fixtures/dnsTestServer';
import { emailDnsPort, workerGatewayPort } from './gateways';
import { accountApi, createActiveUser, dismissWelcome, signInByApi } from './helpers';
import { axeBothThemes } from './pageChecks';
import { test } from './test';

/**
 * /email/setting: add a sending domain (a bad name refused beside the field), see its SPF, DKIM, DMARC
 * and MX records, publish them in a DNS server the test starts (the gateway's Resolver asks it) and
 * verify the domain, then add a sender on it. The page at 1366 and 390 px in English and Chinese,
 * axe clean in light and dark (screenshots in test-results/email-setting/).
 */
const shots = 'test-results/email-setting';

async function fitsPhone(page: Page, what: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at 390 px`).toBeLessThanOrEqual(390);
}

test.describe('email: domains and senders', () => {
  test.describe.configure({ timeout: 240_000 });
  let dns: DnsTestServer;

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    dns = await startDnsTestServer(emailDnsPort(workerGatewayPort(testInfo.parallelIndex)));
  });
  test.afterAll(async () => {
    await dns?.close();
  });

  test('add a domain, copy its records, verify it against DNS, add a sender; 1366 and 390 px, English and Chinese', async ({ page, request }) => {
    const user = await createActiveUser(request);
    const api = await accountApi(request, user.email, user.password);
    await signInByApi(page, request, user.email, user.password);
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/email/setting');
    await dismissWelcome(page);
    await expect(page.getByRole('heading', { name: 'Domains and senders', level: 1 })).toBeVisible();
    await expect(page.getByText('DNS changes take 10-30 minutes to take effect.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add sender' })).toBeDisabled();

    // A bad name is refused beside the field, with the spec's rule.
    await page.getByRole('button', { name: 'Add domain' }).click();
    const form = page.getByTestId('domain-dialog');
    await form.getByLabel('Domain', { exact: true }).fill('shop_mail.example');
    await form.getByRole('button', { name: 'Add domain' }).click();
    await expect(form.getByLabel('Domain', { exact: true })).toHaveAccessibleDescription(/Sending domain: letters, digits and hyphen only/);
    await form.getByLabel('Domain', { exact: true }).fill('Mail.Shop-1.example');
    await form.getByLabel('Tracking prefix').fill('trk');
    await form.getByRole('button', { name: 'Add domain' }).click();

    // Its records open at once, each to copy.
    const records = page.getByTestId('dns-records');
    await expect(records.getByRole('heading', { name: 'DNS records of mail.shop-1.example' })).toBeVisible();
    const [domain] = (await api<{ Domains: EmailDomain[] }>({ Action: 'QueryUEmailDomain' })).Domains;
    for (const r of domain!.Records) {
      const item = records.locator(`[data-record="${r.Kind}"]`);
      await expect(item.locator('code').first()).toHaveText(r.Host);
      await expect(item.locator('code').nth(1)).toHaveText(r.Value);
      await expect(item).toContainText('Unverified');
    }
    await expect(records.locator('[data-record="DKIM"] code').nth(1)).toContainText('v=DKIM1; k=rsa; p=MII');
    await expect(records.getByRole('button', { name: 'Copy the value of the SPF record' })).toBeVisible();
    await axeBothThemes(page, 'DNS records');

    // Nothing published yet: Failed, naming what DNS holds.
    await records.getByRole('button', { name: 'Verify' }).click();
    await expect(records.locator('[data-record="SPF"]')).toContainText('Failed');
    await expect(records.locator('[data-record="SPF"]')).toContainText('Found in DNS');

    // Published as shown: Passed.
    for (const r of domain!.Records) {
      const entry = dns.zone.get(r.Host) ?? {};
      if (r.Type === 'TXT') entry.TXT = [r.Value];
      if (r.Type === 'MX') entry.MX = [{ exchange: r.Value, priority: r.Priority! }];
      if (r.Type === 'CNAME') entry.CNAME = r.Value;
      dns.zone.set(r.Host, entry);
    }
    await records.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('mail.shop-1.example is verified.')).toBeVisible();
    for (const kind of ['SPF', 'DKIM', 'DMARC', 'MX', 'Tracking']) await expect(records.locator(`[data-record="${kind}"]`)).toContainText('Passed');
    await records.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.locator('[data-table="Sending domains"]')).toContainText('Passed');
    // The last check is now, in the reader's time.
    await expect(page.locator('[data-table="Sending domains"]')).toContainText(String(new Date().getFullYear()));

    // A sender on the verified domain.
    await page.getByRole('button', { name: 'Add sender' }).click();
    const sender = page.getByTestId('sender-dialog');
    await sender.getByRole('button', { name: 'Add sender' }).click();
    await expect(sender.getByLabel('From Name')).toHaveAccessibleDescription(/From Name is required/);
    await sender.getByLabel('From Name').fill('Shop News');
    await sender.getByLabel('Address (before the @)').fill('News');
    await expect(sender.getByLabel('Domain')).toHaveValue('mail.shop-1.example');
    await sender.getByRole('button', { name: 'Add sender' }).click();
    await expect(sender).toBeHidden();
    const senders = page.locator('[data-table="Senders"]');
    await expect(senders).toContainText('news@mail.shop-1.example');
    await expect(senders).toContainText('Enabled');

    await axeBothThemes(page, 'email setting');
    await page.screenshot({ path: `${shots}/setting-1366-en.png`, fullPage: true });
    await fitsPhone(page, 'email setting');
    await page.screenshot({ path: `${shots}/setting-390-en.png`, fullPage: true });

    // Chinese.
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await expect(page.getByRole('heading', { name: '域名与发件人', level: 1 })).toBeVisible();
    await expect(page.locator('[data-table="发件人"]')).toContainText('已启用');
    await page.screenshot({ path: `${shots}/setting-390-zh.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await axeBothThemes(page, 'email setting (zh)');
    await page.screenshot({ path: `${shots}/setting-1366-zh.png`, fullPage: true });
    await page.getByRole('button', { name: 'mail.shop-1.example 的 DNS 记录' }).click();
    await expect(page.getByTestId('dns-records')).toContainText('已通过');
    await page.screenshot({ path: `${shots}/records-1366-zh.png`, fullPage: true });
  });
});
