import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { axeViolations, signInByApi, useLanguage } from './helpers';

const publicPages = ['/signin', '/signup', '/retrieve', '/reset?key=unknown', '/active?key=unknown', '/mail?key=unknown', '/medialogin/google', '/no-such-page'];
const shellPages = ['/dashboard', '/subscription', '/buyPackage?no=pkg-growth&billing=month', '/experience', '/notification', '/analysis/marketing_analysis', '/sms/overview', '/sms/sending', '/sms/message', '/sms/template', '/sms/new-template', '/sms/search', '/sms/reply', '/sms/analytics', '/sms/setting', '/audience/contact', '/audience/group', '/audience/segment', '/audience/segment/create', '/audience/list/create', '/audience/list/detail?groupId=GRP000000', '/no-such-page'];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [role="status"] .animate-spin')).toHaveCount(0);
}

// Every page in both themes: the dark one through the system preference (public/theme.js applies it).
for (const [language, theme] of [['en', 'light'], ['zh', 'light'], ['en', 'dark'], ['zh', 'dark']] as const) {
  test(`axe finds no violations on the public pages (${language}, ${theme})`, async ({ page }) => {
    test.slow(); // every public page in one test
    await page.emulateMedia({ colorScheme: theme });
    await useLanguage(page, language);
    for (const path of publicPages) {
      await page.goto(path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await axeViolations(page), `${path} (${language}, ${theme})`).toEqual([]);
    }
  });

  test(`axe finds no violations on the signed-in pages (${language}, ${theme})`, async ({ page, request }) => {
    test.slow(); // every signed-in page in one test
    await page.emulateMedia({ colorScheme: theme });
    await useLanguage(page, language);
    await signInByApi(page, request);
    for (const path of shellPages) {
      await page.goto(path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await axeViolations(page), `${path} (${language}, ${theme})`).toEqual([]);
    }
  });
}
