import { expect, type Page } from '@playwright/test';
import { axeViolations, settle } from './helpers';

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
  await settle(page, { pointerAway: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    expect(await axeViolations(page), `${what} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * A settled page at one width: no sideways scroll and a full-page screenshot
 * (`<shots>/<name>-<width>-<language>.png`); at 1366 px also axe in the light and the dark theme
 * (the system's choice, which the console follows while none is stored), with a dark screenshot.
 */
export async function checkPageAtWidth(page: Page, o: { path: string; name: string; width: number; language: string; shots: string }): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${o.path} at ${o.width}`).toBeLessThanOrEqual(o.width);
  await page.screenshot({ path: `${o.shots}/${o.name}-${o.width}-${o.language}.png`, fullPage: true });
  if (o.width !== 1366) return;
  expect(await axeViolations(page), `${o.path} ${o.language} light`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Colours change with a transition: measured once they have settled.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  expect(await axeViolations(page), `${o.path} ${o.language} dark`).toEqual([]);
  await page.screenshot({ path: `${o.shots}/${o.name}-${o.width}-${o.language}-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}
