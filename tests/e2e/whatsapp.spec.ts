import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { rowOf, settle } from './audienceHelpers';
import { accountApi, createActiveUser, signInByApi, useLanguage } from './helpers';
import { checkPageAtWidth, openPastWelcome } from './pageChecks';
import { test } from './test';

/**
 * WhatsApp in the browser (issue 15): a number with its quality and tier; a template that breaks a
 * rule shows the rule's message beside the body, is fixed, submitted and approved by the simulated
 * provider; and the pages at 390 and 1366 px in English and Chinese, axe in light and dark
 * (screenshots in test-results/whatsapp/).
 */

const slow = expect.configure({ timeout: 45_000 });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('whatsapp: numbers and templates', () => {
  test.describe.configure({ timeout: 300_000 });

  test('see a number\'s quality and tier; a template breaking a rule shows its message, is fixed, submitted and approved', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await signInByApi(page, request, user.email, user.password);
    await openPastWelcome(page, '/whatsapp/number');
    const number = rowOf(page, 'Demo Business');
    await slow(number).toBeVisible();
    await expect(number).toContainText('High (green)');
    await expect(number).toContainText('1K per 24 h');
    await expect(number).toContainText('Connected');

    await page.goto('/whatsapp/template');
    await slow(page.getByText('No templates yet')).toBeVisible();
    await page.getByRole('link', { name: 'New template' }).click();
    await expect(page).toHaveURL(/\/whatsapp\/new-template$/);
    const name = `order_update_${stamp()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Category').selectOption({ label: 'Utility' });
    const body = page.getByLabel('Body', { exact: true });
    await body.fill('Your order has shipped, tracking number ');
    await page.getByRole('button', { name: 'Add variable' }).click();
    await expect(body).toHaveValue('Your order has shipped, tracking number {{1}}');
    await page.getByLabel('Sample for {{1}}').fill('ZX-4711');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('A variable cannot be at the end of the body')).toBeVisible();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await body.fill('Your order has shipped, tracking number {{1}}, arriving soon.');
    await expect(page.getByText('A variable cannot be at the end of the body')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/whatsapp\/template$/);
    const row = rowOf(page, name);
    await slow(row).toBeVisible();
    // Reviewed by the simulated provider after 2 s; the list looks again while one is pending.
    await slow(row).toContainText('Approved');
    await expect(row.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
  });

  test('numbers, templates and the template form at 390 and 1366 px, English and Chinese, axe light and dark', async ({ page, request }) => {
    const user = await createActiveUser(request);
    const api = await accountApi(request, user.email, user.password);
    await api({ Action: 'ListWhatsAppNumbers' });
    const t = await api<{ TemplateId: string; Name: string; WabaId: string }>({
      Action: 'CreateWhatsAppTemplate',
      Name: 'spring_sale_announcement_for_returning_customers',
      Language: 'zh_CN',
      Category: 'MARKETING',
      Header: { Format: 'TEXT', Text: '春季促销 {{1}}', Sample: '五折' },
      Body: '您好 {{1}}，我们的春季促销现已开始，全场商品限时优惠，欢迎您再次光临本店选购。',
      BodySamples: ['李伟'],
      Footer: '回复 STOP 退订',
      Buttons: [{ Type: 'URL', Text: '立即选购', Url: 'https://shop.example/spring' }, { Type: 'QUICK_REPLY', Text: '不再接收' }],
    });
    const numbers = await api<{ Numbers: { DisplayPhoneNumber: string }[] }>({ Action: 'ListWhatsAppNumbers' });
    const phone = numbers.Numbers[0]!.DisplayPhoneNumber.replace(/\D/g, '');
    const shots = 'test-results/whatsapp';
    mkdirSync(shots, { recursive: true });
    const pages = [
      { path: '/whatsapp/number', name: 'number', ready: () => page.locator('[data-row]').first() },
      { path: '/whatsapp/template', name: 'template', ready: () => page.locator('[data-row]').first() },
      { path: '/whatsapp/new-template', name: 'new-template', ready: () => page.locator('textarea') },
      { path: `/whatsapp/update-template/${t.Name}/${t.TemplateId}/${t.WabaId}/${phone}`, name: 'update-template', ready: () => page.locator('textarea') },
    ];
    for (const language of ['en', 'zh'] as const) {
      await useLanguage(page, language);
      await signInByApi(page, request, user.email, user.password);
      await page.setViewportSize({ width: 390, height: 844 });
      // The welcome is put off for the day once.
      if (language === 'en') await openPastWelcome(page, '/whatsapp/number');
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const p of pages) {
          await page.goto(p.path);
          await slow(p.ready()).toBeVisible();
          await settle(page);
          if (p.name === 'new-template') {
            // The form with its rule messages showing.
            await page.getByLabel(language === 'en' ? 'Body' : '正文', { exact: true }).fill('Hi {{2}} {{1}}');
            await page.getByRole('button', { name: language === 'en' ? 'Submit for review' : '提交审核' }).click();
            await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
          }
          await checkPageAtWidth(page, { path: p.path, name: p.name, width, language, shots });
        }
      }
    }
  });
});
