import { type Page } from '@playwright/test';

/** A list row (card on a phone, table row on a desktop) holding the text. */
export const rowOf = (page: Page, text: string) => page.locator('[data-row]').filter({ hasText: text });

export { settle } from './helpers';
