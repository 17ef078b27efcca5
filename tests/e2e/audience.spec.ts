import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { rowOf, settle } from './audienceHelpers';
import { test } from './test';
import { accountApi, axeViolations, createActiveUser, dismissWelcome, signInByApi, useLanguage } from './helpers';

/**
 * The audience area's first pages: groups and contacts made, refused beside their fields (by the
 * contract's checks and by the gateway's libphonenumber and duplicate checks), searched, filtered,
 * edited and deleted; and both lists as row cards on a 390 px phone and full tables at 1366 px, in
 * English and Chinese (screenshots in test-results/audience/).
 */

test.describe('audience: contacts and groups', () => {
  test.describe.configure({ timeout: 300_000 });

  test('create groups and contacts, see refusals beside their fields, search, filter, edit, delete', async ({ page, request }) => {
    const user = await createActiveUser(request);
    await signInByApi(page, request, user.email, user.password);

    await page.goto('/audience/group');
    await dismissWelcome(page);
    await settle(page);
    await expect(page.getByText('No groups yet')).toBeVisible();
    expect(await axeViolations(page), '/audience/group').toEqual([]);
    await page.getByRole('link', { name: 'New group' }).click();
    await expect(page).toHaveURL(/\/audience\/list\/create$/);
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByLabel('Group name')).toHaveAccessibleDescription('Group Name is required');
    await page.getByLabel('Group name').fill('VIP');
    expect(await axeViolations(page), '/audience/list/create').toEqual([]);
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page).toHaveURL(/\/audience\/list\/detail\?groupId=GRP/);
    await expect(page.getByRole('heading', { name: 'VIP', level: 1 })).toBeVisible();
    await expect(page.getByText('This group has no contacts yet')).toBeVisible();
    await page.goto('/audience/group');
    await expect(rowOf(page, 'VIP')).toContainText('0 contacts');
    // The gateway refuses a name the account already has (ignoring case), beside the name.
    await page.getByRole('link', { name: 'New group' }).click();
    await page.getByLabel('Group name').fill('vip');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByLabel('Group name')).toHaveAccessibleDescription('A group with this name already exists');
    await page.getByLabel('Group name').fill('');

    await page.goto('/audience/contact');
    await settle(page);
    await expect(page.getByText('No contacts yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByTestId('contact-dialog');
    const save = dialog.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Every contact needs an email, phone or WhatsApp');
    await dialog.getByLabel('E-mail').fill('ada@');
    await save.click();
    await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription('Must be a valid email');
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('E-mail').fill('Ada@Example.com');
    await dialog.getByLabel('Phone', { exact: true }).fill('202 555 0142');
    await dialog.getByLabel('Country of national numbers').selectOption('US');
    await dialog.getByLabel('Add to group').selectOption({ label: 'VIP' });
    expect(await axeViolations(page), 'contact dialog').toEqual([]);
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, 'Ada Lovelace')).toContainText('+12025550142');
    await expect(rowOf(page, 'Ada Lovelace')).toContainText('ada@example.com');
    await expect(rowOf(page, 'Ada Lovelace')).toContainText('VIP');

    // The gateway's own checks: a number libphonenumber-js rejects, then a phone another contact has.
    await page.getByRole('button', { name: 'Add contact' }).click();
    await dialog.getByLabel('E-mail').fill('grace@example.com');
    const phone = dialog.getByLabel('Phone', { exact: true });
    await phone.fill('+1 000 12');
    await save.click();
    await expect(phone).toHaveAccessibleDescription('Invalid phone number format');
    await phone.fill('+1 (202) 555-0142');
    await save.click();
    await expect(phone).toHaveAccessibleDescription('A contact with this e-mail or phone number already exists');
    await phone.fill('+1 202 555 0143');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-row]')).toHaveCount(2);

    // Search (on the server) and the group filter.
    await page.getByRole('searchbox', { name: 'Search' }).fill('grace');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('[data-row]')).toHaveCount(1);
    await expect(rowOf(page, 'grace@example.com')).toContainText('+12025550143');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Group', { exact: true }).selectOption({ label: 'VIP' });
    await expect(page.locator('[data-row]')).toHaveCount(1);
    await expect(rowOf(page, 'Ada Lovelace')).toBeVisible();
    await page.getByLabel('Group', { exact: true }).selectOption('');
    await expect(page.locator('[data-row]')).toHaveCount(2);

    // Edit: the form starts with the contact's values.
    await page.getByRole('button', { name: 'Edit grace@example.com' }).click();
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('+12025550143');
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, 'Grace Hopper')).toContainText('grace@example.com');

    // The group's contacts, from the group list.
    await page.goto('/audience/group');
    await expect(rowOf(page, 'VIP')).toContainText('1 contact');
    await rowOf(page, 'VIP').getByRole('link', { name: 'Contacts of VIP' }).click();
    await expect(page).toHaveURL(/\/audience\/contact\?groupId=GRP/);
    await expect(page.locator('[data-row]')).toHaveCount(1);
    await expect(rowOf(page, 'Ada Lovelace')).toBeVisible();

    // Delete, after a question.
    await page.getByRole('button', { name: 'Delete Ada Lovelace' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No contact matches these filters')).toBeVisible();
    await page.goto('/audience/group');
    await expect(rowOf(page, 'VIP')).toContainText('0 contacts');
  });

  const shots = 'test-results/audience';
  const paths = [
    { path: '/audience/contact', name: 'contacts' },
    { path: '/audience/group', name: 'groups' },
  ];

  for (const language of ['en', 'zh'] as const) {
    test(`390 and 1366 px (${language}): row cards on a phone, full tables on a desktop`, async ({ page, request }) => {
      const user = await createActiveUser(request);
      const api = await accountApi(request, user.email, user.password);
      const group = await api<{ GroupId: string }>({ Action: 'CreateContactGroup', GroupName: '老客户 Returning customers' });
      await api({
        Action: 'CreateContacts',
        GroupIds: [group.GroupId],
        Contacts: [
          { FirstName: '伟', LastName: '李', Phone: '+86 138 0013 8000', WhatsApp: '+86 138 0013 8000' },
          { FirstName: 'Bartholomew', LastName: 'Featherstonehaugh-Worthington', Email: 'bartholomew.featherstonehaugh@very-long-company-name.example.com', Phone: '+44 20 7946 0018' },
          { Email: 'someone@example.org' },
        ],
      });
      await useLanguage(page, language);
      await signInByApi(page, request, user.email, user.password);
      mkdirSync(shots, { recursive: true });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/audience/contact');
      await dismissWelcome(page);
      for (const p of paths) {
        await page.goto(p.path);
        await expect(page.locator('[data-row]').first()).toBeVisible();
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(390);
        await expect(page.locator('[data-table] table'), `${p.path} is cards on a phone`).toHaveCount(0);
        for (const row of await page.locator('[data-row]').all()) {
          for (const el of await row.locator('[data-primary], [data-actions] a, [data-actions] button').all()) {
            const box = (await el.boundingBox())!;
            expect(box.x, p.path).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, p.path).toBeLessThanOrEqual(390.5);
          }
        }
        await page.screenshot({ path: `${shots}/${p.name}-390-${language}.png`, fullPage: true });
      }

      await page.setViewportSize({ width: 1366, height: 900 });
      for (const p of paths) {
        await page.goto(p.path);
        await expect(page.locator('[data-row]').first()).toBeVisible();
        await settle(page);
        const table = page.locator('[data-table]');
        const region = (await table.locator('[role="region"]').boundingBox())!;
        const headers = table.locator('table thead th');
        expect(await headers.count(), p.path).toBeGreaterThan(3);
        for (const th of await headers.all()) {
          const box = (await th.boundingBox())!;
          expect(box.x + box.width, `${p.path} column ${await th.getAttribute('data-col')}`).toBeLessThanOrEqual(region.x + region.width + 0.5);
        }
        expect(await axeViolations(page), `${p.path} ${language}`).toEqual([]);
        await page.screenshot({ path: `${shots}/${p.name}-1366-${language}.png`, fullPage: true });
      }
    });
  }
});
