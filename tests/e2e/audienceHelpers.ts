import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A list row (card on a phone, table row on a desktop) holding the text. */
export const rowOf = (page: Page, text: string) => page.locator('[data-row]').filter({ hasText: text });

/** A new account is welcomed first (no package yet): "Later" (the dialog's first button, in either language) puts it off for the day. */
export async function dismissWelcome(page: Page) {
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The gateway as the fresh account's script: a failed Action fails the test with its Message. */
export async function accountApi(request: APIRequestContext, email: string, password: string) {
  const login = (await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: email, Password: password } })).json()) as { Data: { AccessToken: string } };
  return async <T>(data: Record<string, unknown>): Promise<T> => {
    const body = (await (await request.post('/api', { headers: { Authorization: `Bearer ${login.Data.AccessToken}` }, data })).json()) as { RetCode: number; Message: string; Data: T };
    expect(body.RetCode, `${String(data.Action)}: ${body.Message}`).toBe(0);
    return body.Data;
  };
}
