import { expect, type Page } from '@playwright/test';
import { axeViolations } from './helpers';

/** The machine running the suite may be busy: reads get 30 s. */
const slow = expect.configure({ timeout: 30_000 });

/**
 * Opens a signed-in page of an account without a package, which is welcomed first: "Later" (the
 * dialog's first button, in either language) puts the welcome off.
 */
export async function openPastWelcome(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const later = page.getByRole('dialog').getByRole('button').first();
  await slow(later).toBeVisible();
  await later.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** axe on the settled page in the light and the dark theme (the pointer moved off the last clicked button first). */
export async function axeBothThemes(page: Page, what: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await slow(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    expect(await axeViolations(page), `${what} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
