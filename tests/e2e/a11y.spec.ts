import { expect, type Page } from '@playwright/test';
import { test } from './test';
import { routePaths } from '../../src/console/lib/routePaths';
import { axeViolations, openInApp, settle, signInByApi, useLanguage } from './helpers';

const publicPages = ['/signin', '/signup', '/retrieve', '/reset?key=unknown', '/active?key=unknown', '/mail?key=unknown', '/medialogin/google', '/no-such-page'];
/** Public routes (checked above) and '/', which only redirects. */
const notShell = new Set(['/', '/signin', '/signup', '/retrieve', '/reset', '/active', '/mail']);
/** The query a page is checked with (a group's page with an id no account has: its not-found state). */
const withQuery: Record<string, string> = { '/buyPackage': '?no=pkg-growth&billing=month', '/audience/list/detail': '?groupId=GRP000000' };
/** Every built signed-in route without parameters, from the route list itself, so a new page is checked without editing this file. */
const shellPages = [
  ...routePaths.filter((p) => !p.includes('{') && !notShell.has(p)).map((p) => p + (withQuery[p] ?? '')),
  '/no-such-page',
];

/** Settled, with no spinner left either. */
async function settledPage(page: Page) {
  await settle(page);
  await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0);
}

/**
 * axe on the page as loaded, then again after the system theme flips (the console follows the
 * system preference live, public/theme.js applies it before the first paint). The flip is undone for
 * the next page. `flip: false` (the signed-in pages in Chinese): the theme it loaded in only — colours
 * do not change with the language, and the pages alternate their first theme, so both themes are still
 * checked in Chinese; what a language can break (names, labels, the document language) is checked.
 */
async function checkBothThemes(page: Page, path: string, language: string, first: 'light' | 'dark', flip = true) {
  const second = first === 'light' ? 'dark' : 'light';
  await expect(page.locator('html')).toHaveAttribute('data-theme', first);
  expect(await axeViolations(page), `${path} (${language}, ${first})`).toEqual([]);
  if (!flip) return;
  await page.emulateMedia({ colorScheme: second });
  await expect(page.locator('html')).toHaveAttribute('data-theme', second);
  expect(await axeViolations(page), `${path} (${language}, ${second})`).toEqual([]);
  await page.emulateMedia({ colorScheme: first });
}

for (const language of ['en', 'zh'] as const) {
  test(`axe finds no violations on the public pages in light and dark (${language})`, async ({ page }) => {
    test.slow(); // every public page in one test
    await useLanguage(page, language);
    for (const [i, path] of publicPages.entries()) {
      // Half the pages load dark, so the theme applied at load is checked as well as the live switch.
      const first = i % 2 === 0 ? 'dark' : 'light';
      await page.emulateMedia({ colorScheme: first });
      await page.goto(path);
      await settledPage(page);
      await checkBothThemes(page, path, language, first);
    }
  });

  test(`axe finds no violations on the signed-in pages in light and dark (${language}${language === 'en' ? '' : ', each page in the theme it loads in'})`, async ({ page, request }) => {
    test.slow(); // every signed-in page in one test
    await useLanguage(page, language);
    await signInByApi(page, request);
    for (const [i, path] of shellPages.entries()) {
      const first = i % 2 === 0 ? 'light' : 'dark';
      await page.emulateMedia({ colorScheme: first });
      // The first page starts the console; the others are opened from inside it, as a reader's
      // clicks open them (a start-up per page made this the slowest browser test).
      if (i === 0) {
        await page.goto(path);
        await settledPage(page);
      } else {
        await openInApp(page, path);
      }
      await checkBothThemes(page, path, language, first, language === 'en');
    }
  });
}
