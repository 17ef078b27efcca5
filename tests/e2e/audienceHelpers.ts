import { expect, type Page } from '@playwright/test';

/** A list row (card on a phone, table row on a desktop) holding the text. */
export const rowOf = (page: Page, text: string) => page.locator('[data-row]').filter({ hasText: text });

/** The page has loaded and no part of it is busy. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
