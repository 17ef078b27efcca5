import { expect } from '@playwright/test';
import { test } from './test';
import { signInByApi } from './helpers';

test.use({ viewport: { width: 320, height: 640 } });

test('on a 320 px phone the top bar fits: every control in view, nothing scrolls sideways', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.goto('/dashboard');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('button', { name: 'Account menu' })).toBeVisible();
  for (const control of [bar.getByRole('button', { name: 'Account menu' }), bar.getByRole('button', { name: '中文' }), bar.getByRole('link', { name: /^Notifications/ })]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(320);
  }
  // Only the other language is offered on a phone; choosing it switches.
  await expect(bar.getByRole('button', { name: 'EN', exact: true })).toBeHidden();
  await bar.getByRole('button', { name: '中文' }).click();
  await expect(bar.getByRole('button', { name: 'EN', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
