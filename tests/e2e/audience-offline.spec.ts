import { expect as baseExpect } from '@playwright/test';
import { rowOf } from './audienceHelpers';
import { accountApi, createActiveUser } from './helpers';
import { launch, newProfileDir, signInPage, waitForWorker } from './offlineHarness';
import { test } from './test';

// This spec needs the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A whole page load and worker start take long on a busy 2-core machine. */
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Issue 11 offline: the contact list, a group's page and the segments (with their counts and
 * their age) visited online read offline from the worker's cache; a new contact, an edit, a tag
 * put on and a contact put into a group while offline wait in the outbox under their titles, and
 * reach the gateway when the connection is back.
 */
test.describe('audience offline', () => {
  test.describe.configure({ timeout: 300_000 });

  test('lists and segments visited read offline; contacts, edits, tags and group changes made offline go through the outbox', async ({ request, baseURL }) => {
    const user = await createActiveUser(request);
    const api = await accountApi(request, user.email, user.password);
    const group = await api<{ GroupId: string }>({ Action: 'CreateContactGroup', GroupName: 'Field visits' });
    await api({ Action: 'CreateContactTag', TagName: 'Met in person' });
    await api({ Action: 'CreateContacts', GroupIds: [group.GroupId], Contacts: [{ FirstName: 'Olga', Email: 'olga@shop.example' }] });
    await api({ Action: 'CreateContacts', Contacts: [{ FirstName: 'Pete', Email: 'pete@shop.example' }] });
    const segment = await api<{ SegmentId: string }>({ Action: 'CreateSegment', SegmentName: 'Field group', Rules: { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'List', Operator: 'In', GroupId: group.GroupId }] } });

    const context = await launch(newProfileDir(), baseURL!);
    const signIn = async () => ((await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: user.email, Password: user.password } })).json()) as { Data: { AccessToken: string; RefreshToken: string; AdminUserID: number } }).Data;
    const page = await signInPage(context, { signIn }, '/audience/segment');
    await page.getByRole('dialog').getByRole('button').first().click();
    await waitForWorker(page);

    // Online visits, read through the worker (which keeps the answers).
    await page.reload();
    await expect(rowOf(page, 'Field group')).toContainText('1 contact');
    await page.goto(`/audience/list/detail?groupId=${group.GroupId}`);
    await expect(rowOf(page, 'Olga')).toBeVisible();
    await page.goto('/audience/contact');
    await expect(rowOf(page, 'Pete')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Pete' }).click();
    await expect(page.getByTestId('contact-dialog').getByLabel('First name')).toHaveValue('Pete');
    await page.getByTestId('contact-dialog').getByRole('button', { name: 'Cancel' }).click();

    await context.setOffline(true);
    await page.goto('/audience/segment');
    await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-online', 'false');
    await expect(rowOf(page, 'Field group')).toContainText(/1 contact counted \d\d:\d\d/);
    await expect(page.getByText(/Offline — showing data as of \d\d:\d\d/)).toBeVisible();
    await page.goto(`/audience/list/detail?groupId=${group.GroupId}`);
    await expect(page.getByRole('heading', { name: 'Field visits', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Olga')).toBeVisible();
    await page.goto('/audience/contact');
    await expect(rowOf(page, 'Pete')).toBeVisible();

    // A new contact.
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByTestId('contact-dialog');
    await dialog.getByLabel('First name').fill('Quinn');
    await dialog.getByLabel('E-mail').fill('quinn@shop.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // An edit.
    await page.getByRole('button', { name: 'Edit Pete' }).click();
    await dialog.getByLabel('Last name').fill('Offline');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // A tag put on.
    await page.getByRole('button', { name: 'Tags of Pete' }).click();
    const chooser = page.getByTestId('tag-contacts');
    await chooser.getByRole('checkbox', { name: 'Met in person' }).check();
    await chooser.getByRole('button', { name: 'Save' }).click();
    await expect(chooser).toBeHidden();
    // A group change.
    await page.getByRole('checkbox', { name: 'Select Pete' }).check();
    await page.getByRole('button', { name: 'Add to group' }).click();
    await page.getByTestId('add-to-group').getByLabel('Group').selectOption({ label: 'Field visits' });
    await page.getByTestId('add-to-group').getByRole('button', { name: 'Add to group' }).click();
    await expect(page.getByTestId('add-to-group')).toBeHidden();

    await page.getByTestId('offline-indicator').click();
    const outbox = page.getByTestId('outbox-dialog');
    await expect(outbox.getByTestId('outbox-title')).toHaveText(['Add contacts (1)', 'Contact pete@shop.example', 'Tag contacts (1)', 'Add contacts to a group (1)']);
    await expect(outbox).not.toContainText('Failed to fetch');
    await page.keyboard.press('Escape');

    // Nothing reached the gateway yet.
    expect((await api<{ Total: number }>({ Action: 'ListContacts' })).Total).toBe(2);
    await context.setOffline(false);
    await baseExpect.poll(async () => (await api<{ Total: number }>({ Action: 'ListContacts' })).Total, { timeout: 90_000 }).toBe(3);
    await baseExpect
      .poll(async () => (await api<{ Contacts: Array<{ LastName: string; Tags: Array<{ TagName: string }>; Groups: Array<{ GroupName: string }> }> }>({ Action: 'ListContacts', Keyword: 'pete' })).Contacts[0], { timeout: 90_000 })
      .toMatchObject({ LastName: 'Offline', Tags: [{ TagName: 'Met in person' }], Groups: [{ GroupName: 'Field visits' }] });
    expect((await api<{ Contacts: Array<{ Email: string }> }>({ Action: 'ListContacts', Keyword: 'quinn' })).Contacts.map((c) => c.Email)).toEqual(['quinn@shop.example']);
    // The segment's members follow: Olga and Pete.
    expect((await api<{ Total: number }>({ Action: 'ListContacts', SegmentId: segment.SegmentId })).Total).toBe(2);
    // The page reads again once the outbox has sent it all.
    await expect(rowOf(page, 'Quinn')).toBeVisible();
    await context.close();
  });
});
