import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { routePaths } from '../../src/console/lib/routePaths';
import { axeViolations, signInByApi, useLanguage } from './helpers';

const publicPages = ['/signin', '/signup', '/retrieve', '/reset?key=unknown', '/active?key=unknown', '/mail?key=unknown', '/medialogin/google', '/no-such-page'];
/** Public routes (checked above) and '/', which only redirects. */
const notShell = new Set(['/', '/signin', '/signup', '/retrieve', '/reset', '/active', '/mail']);
/** Every built signed-in route without parameters, from the route list itself, so a new page is checked without editing this file. */
const shellPages = [
  ...routePaths.filter((p) => !p.includes('{') && !notShell.has(p)).map((p) => (p === '/buyPackage' ? '/buyPackage?no=pkg-growth&billing=month' : p)),
  '/no-such-page',
];

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
