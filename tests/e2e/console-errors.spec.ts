import { expect } from '@playwright/test';
import { test } from './test';
import { useLanguage } from './helpers';

// Every public page, loaded fresh (the prerendered ones hydrate): no console error, no page error
// (React's hydration mismatch #418 is thrown as an uncaught error and logged as a console error).
const publicPages = ['/signin', '/signup', '/retrieve', '/reset?key=unknown', '/active?key=unknown', '/mail?key=unknown', '/medialogin/google', '/no-such-page'];

for (const language of ['en', 'zh'] as const) {
  for (const path of publicPages) {
    // A fresh page per test: the first visit, without a service worker or cached answers.
    test(`${path} loads without a console error (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: the prerendered form's fieldset is enabled once React has taken the page over.
      await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
      expect(errors, `${path} (${language})`).toEqual([]);
    });
  }
}
