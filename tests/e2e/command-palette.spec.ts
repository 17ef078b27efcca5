import { expect } from '@playwright/test';
import { test } from './test';
import { signInByApi } from './helpers';

test('the command palette works by keyboard alone: pages, templates and contacts by name, commands', async ({ page, request }) => {
  await signInByApi(page, request);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Search (Ctrl K)' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const atStart = scripts.length;

  // '/' opens it (the palette's chunk loads only now), a page by its title, Enter goes there.
  await page.keyboard.press('/');
  const dialog = page.getByRole('combobox', { name: 'Search pages, tasks, templates, contacts or run a command' });
  await expect(dialog).toBeVisible();
  expect(scripts.length).toBeGreaterThan(atStart);
  await page.keyboard.type('templates');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/sms\/template$/);

  // A template by its name (made through the API): arrows to the hit, Enter opens sending with it.
  const name = `Palette ${Date.now()}`;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const made = await request.post('/api', {
    headers: { Authorization: `Bearer ${token}` },
    data: { Action: 'CreateUSMSTemplate', TemplateName: name, Purpose: 1, Template: 'Your code is {1}', Remark: '' },
  });
  const templateId = ((await made.json()) as { Data: { TemplateId: string } }).Data.TemplateId;
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.type(name);
  const hit = page.getByRole('option').filter({ hasText: name });
  await expect(hit).toBeVisible();
  for (let i = 0; i < 30 && (await hit.getAttribute('data-focus')) === null; i++) await page.keyboard.press('ArrowDown');
  await expect(hit).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sms/sending\\?templateId=${templateId}$`));

  // A contact by a part of its name: Enter opens the contact list searched for its number.
  const stamp = Date.now();
  const phone = `+1415${200 + (stamp % 700)}${String(stamp % 10000).padStart(4, '0')}`;
  const contact = await request.post('/api', {
    headers: { Authorization: `Bearer ${token}` },
    data: { Action: 'CreateContacts', Contacts: [{ FirstName: 'Paletta', LastName: `Rossi${stamp}`, Phone: phone }] },
  });
  expect(((await contact.json()) as { RetCode: number }).RetCode).toBe(0);
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.type(`Rossi${stamp}`);
  const person = page.getByRole('option').filter({ hasText: `Paletta Rossi${stamp}` });
  await expect(person).toBeVisible();
  await expect(person).toContainText(phone);
  for (let i = 0; i < 30 && (await person.getAttribute('data-focus')) === null; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/audience\/contact\?keyword=%2B1415/);
  await expect(page.getByText(`Rossi${stamp}`).first()).toBeVisible();

  // A command: the dark theme, stored.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('dark theme');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // Escape closes.
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
