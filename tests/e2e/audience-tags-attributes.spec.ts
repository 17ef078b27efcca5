import { expect } from '@playwright/test';
import { rowOf, settle } from './audienceHelpers';
import { accountApi, axeViolations, createActiveUser, dismissWelcome, signInByApi } from './helpers';
import { test } from './test';

/**
 * Tags and custom attributes on /audience/contact: tags created, refused ('Tag already exists'),
 * renamed and deleted; put on one contact and on many, taken off many, shown on rows and used as
 * a filter; attributes created with the spec's name and category rules shown beside their fields,
 * and values typed in the contact dialog, refused by type beside the attribute.
 */
test.describe('audience: tags and attributes', () => {
  test.describe.configure({ timeout: 300_000 });

  test('manage tags, tag one contact and many, filter by tag; attributes by type in the contact dialog', async ({ page, request }) => {
    const user = await createActiveUser(request);
    const api = await accountApi(request, user.email, user.password);
    await api({ Action: 'CreateContacts', Contacts: [{ FirstName: 'Ada', Email: 'ada@shop.example' }, { FirstName: 'Bob', Email: 'bob@shop.example' }, { FirstName: 'Cy', Email: 'cy@shop.example' }] });
    await signInByApi(page, request, user.email, user.password);
    await page.goto('/audience/contact');
    await dismissWelcome(page);
    await settle(page);

    // Tags: create, the same name refused beside the field, rename, a second one.
    await page.getByRole('button', { name: 'Tags', exact: true }).click();
    const manager = page.getByTestId('tag-manager');
    await manager.getByLabel('Tag name').fill('VIP');
    await manager.getByRole('button', { name: 'Add tag' }).click();
    await expect(manager.locator('[data-tag="VIP"]')).toContainText('0 contacts');
    await manager.getByLabel('Tag name').fill('vip');
    await manager.getByRole('button', { name: 'Add tag' }).click();
    await expect(manager.getByLabel('Tag name')).toHaveAccessibleDescription('Tag already exists');
    await manager.getByLabel('Tag name').fill('Lead');
    await manager.getByRole('button', { name: 'Add tag' }).click();
    await expect(manager.locator('[data-tag="Lead"]')).toBeVisible();
    await manager.getByRole('button', { name: 'Rename Lead' }).click();
    await manager.getByRole('textbox', { name: 'Rename Lead' }).fill('Leads');
    await manager.getByRole('button', { name: 'Save' }).click();
    await expect(manager.locator('[data-tag="Leads"]')).toBeVisible();
    expect(await axeViolations(page), 'tag manager').toEqual([]);
    await manager.getByRole('button', { name: 'Close' }).click();

    // One contact's tags.
    await page.getByRole('button', { name: 'Tags of Ada' }).click();
    const chooser = page.getByTestId('tag-contacts');
    await chooser.getByRole('checkbox', { name: 'VIP' }).check();
    await chooser.getByRole('button', { name: 'Save' }).click();
    await expect(chooser).toBeHidden();
    await expect(rowOf(page, 'Ada')).toContainText('VIP');

    // Many: all three get Leads, then Bob and Cy lose it again.
    await page.getByRole('checkbox', { name: 'Select all contacts on this page' }).check();
    await page.getByRole('button', { name: 'Add tags' }).click();
    await chooser.getByRole('button', { name: 'Save' }).click();
    await expect(chooser.getByRole('alert')).toHaveText('Choose at least one tag');
    await chooser.getByRole('checkbox', { name: 'Leads' }).check();
    expect(await axeViolations(page), 'tag chooser').toEqual([]);
    await chooser.getByRole('button', { name: 'Save' }).click();
    await expect(chooser).toBeHidden();
    for (const name of ['Ada', 'Bob', 'Cy']) await expect(rowOf(page, name)).toContainText('Leads');
    await page.getByRole('checkbox', { name: 'Select all contacts on this page' }).uncheck();
    await page.getByRole('checkbox', { name: 'Select Bob' }).check();
    await page.getByRole('checkbox', { name: 'Select Cy' }).check();
    await page.getByRole('button', { name: 'Remove tags' }).click();
    await chooser.getByRole('checkbox', { name: 'Leads' }).check();
    await chooser.getByRole('button', { name: 'Remove tags' }).click();
    await expect(chooser).toBeHidden();
    await expect(rowOf(page, 'Bob')).not.toContainText('Leads');
    await expect(rowOf(page, 'Ada')).toContainText('Leads');

    // The tag filter.
    await page.getByLabel('Tag', { exact: true }).selectOption({ label: 'VIP' });
    await expect(page.locator('[data-row]')).toHaveCount(1);
    await expect(rowOf(page, 'Ada')).toBeVisible();
    await page.getByLabel('Tag', { exact: true }).selectOption('');
    await expect(page.locator('[data-row]')).toHaveCount(3);

    // Attributes: the spec's name and category rules beside their fields.
    await page.getByRole('button', { name: 'Attributes', exact: true }).click();
    const attrs = page.getByTestId('attribute-manager');
    await expect(attrs.locator('[data-attribute="EMAIL"]')).toContainText('Built-in');
    await attrs.getByRole('button', { name: 'New attribute' }).click();
    await attrs.getByLabel('Name').fill('1st_tier');
    await attrs.getByRole('button', { name: 'Save' }).click();
    await expect(attrs.getByLabel('Name')).toHaveAccessibleDescription(/Attribute names cannot start with a digit or special character/);
    await expect(attrs.getByLabel('Type')).toHaveAccessibleDescription('Type is required');
    await attrs.getByLabel('Name').fill('tier');
    await attrs.getByLabel('Type').selectOption({ label: 'Category' });
    await attrs.getByLabel('Category values').fill('Gold\nSilver; drop');
    await attrs.getByRole('button', { name: 'Save' }).click();
    await expect(attrs.getByLabel('Category values')).toHaveAccessibleDescription(/Category values cannot contain quotes, semicolons/);
    await attrs.getByLabel('Category values').fill('Gold\nSilver');
    expect(await axeViolations(page), 'attribute editor').toEqual([]);
    await attrs.getByRole('button', { name: 'Save' }).click();
    await expect(attrs.locator('[data-attribute="tier"]')).toContainText('Category');
    await attrs.getByRole('button', { name: 'New attribute' }).click();
    await attrs.getByLabel('Name').fill('orders');
    await attrs.getByLabel('Type').selectOption({ label: 'Number' });
    await attrs.getByRole('button', { name: 'Save' }).click();
    await expect(attrs.locator('[data-attribute="orders"]')).toBeVisible();
    // The gateway refuses a name the account has.
    await attrs.getByRole('button', { name: 'New attribute' }).click();
    await attrs.getByLabel('Name').fill('ORDERS');
    await attrs.getByLabel('Type').selectOption({ label: 'Text' });
    await attrs.getByRole('button', { name: 'Save' }).click();
    await expect(attrs.getByLabel('Name')).toHaveAccessibleDescription(/An attribute with this name already exists/);
    await attrs.getByRole('button', { name: 'Cancel' }).click();
    expect(await axeViolations(page), 'attribute manager').toEqual([]);
    await attrs.getByRole('button', { name: 'Close' }).click();

    // Values in the contact dialog, checked by type.
    await page.getByRole('button', { name: 'Edit Ada' }).click();
    const dialog = page.getByTestId('contact-dialog');
    await dialog.getByLabel('orders').fill('many');
    await dialog.getByLabel('tier').selectOption('Gold');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel('orders')).toHaveAccessibleDescription('Must be a number');
    await dialog.getByLabel('orders').fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The list is read again after the change; the dialog opens with the contact as it is now.
    await settle(page);
    await page.getByRole('button', { name: 'Edit Ada' }).click();
    await expect(dialog.getByLabel('orders')).toHaveValue('12');
    await expect(dialog.getByLabel('tier')).toHaveValue('Gold');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Deleting a tag takes it off every contact.
    await page.getByRole('button', { name: 'Tags', exact: true }).click();
    await manager.getByRole('button', { name: 'Delete VIP' }).click();
    await page.getByRole('dialog', { name: 'Delete tag?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(manager.locator('[data-tag="VIP"]')).toHaveCount(0);
    await manager.getByRole('button', { name: 'Close' }).click();
    await expect(rowOf(page, 'Ada')).not.toContainText('VIP');
  });
});
