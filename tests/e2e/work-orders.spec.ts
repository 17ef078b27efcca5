import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { openPastWelcome } from './pageChecks';
import { test } from './test';
import { axeViolations, createActiveUser, settle, signInByApi, useLanguage } from './helpers';

const shots = 'test-results/work-orders';
/** The machine running the suite may be busy: reads and uploads get 30 s. */
const slow = expect.configure({ timeout: 30_000 });
const OPERATOR = { email: 'operator@example.com', password: 'Operator-2026!' };

/** A signed-in API client for one account; a failed Action fails the test with its Message. */
async function apiAs(request: APIRequestContext, who: { email: string; password: string }) {
  const login = (await (await request.post('/api', { data: { Action: 'LoginByPassword', Email: who.email, Password: who.password } })).json()) as { Data: { AccessToken: string } };
  const call = async (data: Record<string, unknown>) =>
    (await (await request.post('/api', { headers: { Authorization: `Bearer ${login.Data.AccessToken}` }, data })).json()) as { RetCode: number; Message: string; Data: unknown };
  return {
    call,
    ok: async <T>(data: Record<string, unknown>): Promise<T> => {
      const body = await call(data);
      expect(body.RetCode, `${String(data.Action)}: ${body.Message}`).toBe(0);
      return body.Data as T;
    },
  };
}

/** A phone photo with EXIF (author and GPS position) and a screenshot. */
async function pictures() {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 110, b: 190 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Browser-Test-Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2980/100' } })
    .toBuffer();
  const screenshot = await sharp({ create: { width: 1366, height: 768, channels: 3, background: { r: 245, g: 245, b: 245 } } }).png().toBuffer();
  return [
    { name: 'phone-photo.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'screenshot.png', mimeType: 'image/png', buffer: screenshot },
  ];
}

test('a customer opens a ticket with two pictures, gets the operator\'s answer, sees the badge and marks it solved', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = await createActiveUser(request);
  const operator = await apiAs(request, OPERATOR);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, request, customer.email, customer.password);
  await openPastWelcome(page, '/dashboard');

  await page.goto('/setting/work-order');
  await slow(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
  await slow(page.getByText('No tickets yet. Open one when you need help.')).toBeVisible();
  await page.getByRole('link', { name: 'New ticket', exact: true }).click();
  await slow(page.getByRole('heading', { name: 'New ticket', level: 1 })).toBeVisible();

  // The form refuses an empty ticket beside its fields, with the contract's texts.
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await slow(page.getByText('Please enter a title')).toBeVisible();
  await slow(page.getByText('Please describe the problem')).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).selectOption('SMS');
  await page.getByRole('textbox', { name: 'Title' }).fill('Messages to Brazil stay Pending');
  await page.getByRole('textbox', { name: 'Description' }).fill('Since 10:00 every message to +55 stays Pending.\nSee the two pictures.');
  await page.getByTestId('picture-input').setInputFiles(await pictures());
  await slow(page.getByTestId('picture-slot').locator('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit ticket' }).click();

  await slow(page).toHaveURL(/\/setting\/work-order\/\d+$/);
  const ticketId = Number(/(\d+)$/.exec(page.url())![1]);
  await slow(page.getByRole('heading', { name: 'Messages to Brazil stay Pending', level: 1 })).toBeVisible();
  await slow(page.getByTestId('ticket-status')).toHaveText('In Review');
  await slow(page.getByTestId('comment')).toHaveCount(1);
  const thumbs = page.getByTestId('thumb');
  await slow(thumbs).toHaveCount(2);
  // The thumbnails really load (re-encoded pictures served from their keyed address).
  await slow.poll(() => thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await expect(page.getByTestId('work-order-count')).toHaveCount(0);

  // The operator answers through the same gateway.
  await operator.ok({ Action: 'OperatorReplyTicket', TicketId: ticketId, Content: 'Thanks: the Brazilian carrier had an outage. It is fixed now.' });

  // The top bar's badge counts the new reply (GetNewReplyList), and the list marks the ticket.
  await page.goto('/setting/work-order');
  await slow(page.getByTestId('work-order-count')).toHaveText('1');
  await expect(page.getByRole('link', { name: '1 new ticket reply' })).toBeVisible();
  const row = page.locator('[data-row]').filter({ hasText: 'Messages to Brazil stay Pending' });
  await slow(row.getByTestId('new-reply')).toBeVisible();
  await slow(row).toContainText('Pending');
  await row.getByRole('link', { name: 'Messages to Brazil stay Pending' }).click();

  // Opening it shows the reply and reads it: the badge goes.
  await slow(page.getByTestId('comment')).toHaveCount(2);
  await slow(page.locator('[data-testid="comment"][data-staff]')).toContainText('It is fixed now.');
  await slow(page.locator('[data-testid="comment"][data-staff]')).toContainText('Support');
  await slow(page.getByTestId('work-order-count')).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark as solved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this ticket solved?' });
  await dialog.getByRole('button', { name: 'Mark as solved' }).click();
  await slow(page.getByTestId('ticket-status')).toHaveText('Solved');
  await slow(page.getByText('This ticket is solved. A reply opens it again.')).toBeVisible();
  const info = await (await apiAs(request, customer)).ok<{ Status: number }>({ Action: 'GetTicketInfo', TicketId: ticketId });
  expect(info.Status).toBe(4);
  expect(await axeViolations(page), 'ticket detail').toEqual([]);
});

test('the operator answers from the queue; a customer cannot reach the operator\'s Actions', async ({ page, request }) => {
  test.setTimeout(180_000);
  const customer = await createActiveUser(request);
  const client = await apiAs(request, customer);
  const { TicketId } = await client.ok<{ TicketId: number }>({ Action: 'CreateTicket', Category: 'Billing', Title: 'Invoice address is wrong', Content: 'Please change it to 1 Main St.' });
  // As an attacker would: the operator's Actions answer the customer "no permission".
  for (const data of [
    { Action: 'OperatorGetTicketList' },
    { Action: 'OperatorGetTicketInfo', TicketId },
    { Action: 'OperatorReplyTicket', TicketId, Content: 'Done (forged)' },
    { Action: 'OperatorSetTicketStatus', TicketId, Status: 5 },
  ]) {
    expect((await client.call(data)).RetCode, data.Action).toBe(230011);
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, request, OPERATOR.email, OPERATOR.password);
  await openPastWelcome(page, '/dashboard');
  await page.goto('/setting/work-order');
  await slow(page.getByRole('heading', { name: 'Customer tickets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New ticket', exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Title or customer e-mail' }).fill(customer.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.locator('[data-row]').filter({ hasText: 'Invoice address is wrong' });
  await slow(row).toContainText(customer.email);
  await slow(page.locator('[data-row]')).toHaveCount(1);
  expect(await axeViolations(page), 'operator queue').toEqual([]);
  await row.getByRole('link', { name: 'Invoice address is wrong' }).click();
  await slow(page.getByText(`Customer: Fresh User (${customer.email})`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Changed. Anything else?');
  await page.getByRole('combobox', { name: 'Set the ticket to' }).selectOption({ label: 'On-hold' });
  await page.getByRole('button', { name: 'Send reply' }).click();
  await slow(page.getByTestId('comment')).toHaveCount(2);
  await slow(page.getByTestId('ticket-status')).toHaveText('On-hold');
  expect(await axeViolations(page), 'operator ticket').toEqual([]);
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await page.getByRole('dialog', { name: 'Close this ticket?' }).getByRole('button', { name: 'Close ticket' }).click();
  await slow(page.getByTestId('ticket-status')).toHaveText('Closed');
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/operator-ticket-1366-en.png`, fullPage: true });

  // The customer sees the answer and that the ticket is closed.
  const seen = await client.ok<{ Status: number; Comments: Array<{ FromStaff: boolean; Content: string }> }>({ Action: 'GetTicketInfo', TicketId });
  expect(seen.Status).toBe(5);
  expect(seen.Comments.at(-1)).toMatchObject({ FromStaff: true, Content: 'Changed. Anything else?' });
});

for (const language of ['en', 'zh'] as const) {
  test(`the ticket pages at 390 and 1366 px in ${language}, light and dark, pass axe`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const customer = await createActiveUser(request);
    const client = await apiAs(request, customer);
    const { TicketId } = await client.ok<{ TicketId: number }>({
      Action: 'CreateTicket',
      Category: 'WhatsApp',
      Title: language === 'zh' ? 'WhatsApp 模板审核一直没有结果，已经等了三天' : 'WhatsApp template review has been pending for three days',
      Content: 'The template "order_update" was submitted on Monday.',
    });
    await client.ok({ Action: 'CreateTicket', Category: 'Account', Title: 'Add a second user', Content: 'How can a colleague sign in?' });
    const operator = await apiAs(request, OPERATOR);
    await operator.ok({ Action: 'OperatorReplyTicket', TicketId, Content: 'We asked Meta; the review usually takes 24 hours.', Status: 3 });
    await useLanguage(page, language);
    await signInByApi(page, request, customer.email, customer.password);
    await openPastWelcome(page, '/dashboard');
    const titles = language === 'zh' ? { list: '工单', create: '新建工单', profiles: '社交主页' } : { list: 'Tickets', create: 'New ticket', profiles: 'Social profiles' };
    for (const width of [390, 1366] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path, ready] of [
        ['list', '/setting/work-order', page.getByRole('heading', { name: titles.list, level: 1 })],
        ['create', '/setting/work-order-create', page.getByRole('heading', { name: titles.create, level: 1 })],
        ['detail', `/setting/work-order/${TicketId}`, page.getByTestId('comment').nth(1)],
        ['profiles', '/setting/profile_list', page.getByTestId('profiles-quota')],
      ] as const) {
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await page.goto(path);
          await slow(ready).toBeVisible();
          await settle(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} ${width}`).toBeLessThanOrEqual(width);
          expect(await axeViolations(page), `${path} ${width} ${language} ${theme}`).toEqual([]);
          if (theme === 'light' || width === 390) {
            mkdirSync(shots, { recursive: true });
            await page.screenshot({ path: `${shots}/${name}-${width}-${language}-${theme}.png`, fullPage: true });
          }
        }
      }
    }
  });
}

test('/setting/profile_list shows the quota of the package: none without one, 20 with the top package', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await createActiveUser(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInByApi(page, request, customer.email, customer.password);
  await openPastWelcome(page, '/dashboard');
  // Account settings: social accounts (none bound) and the way to the other settings pages.
  await page.goto('/setting/user-setting');
  await slow(page.getByRole('heading', { name: 'Social accounts' })).toBeVisible();
  await slow(page.getByTestId('social-none')).toHaveText('No social account is bound.');
  await page.getByRole('link', { name: 'Social profiles', exact: true }).click();
  await slow(page).toHaveURL(/\/setting\/profile_list$/);
  await slow(page.getByTestId('profiles-quota')).toHaveText('0 of 0 used');
  await slow(page.getByText('Your current package includes no social profiles')).toBeVisible();
  await slow(page.getByText('No social profile connected yet.')).toBeVisible();
  // With no platform set up on this gateway, it says how an administrator adds one.
  await slow(page.getByText('No social platform is set up on this server yet.', { exact: false })).toBeVisible();

  const demo = await browser.newContext({ baseURL });
  const demoPage = await demo.newPage();
  await signInByApi(demoPage, request);
  await demoPage.goto('/setting/profile_list');
  await slow(demoPage.getByTestId('profiles-quota')).toHaveText('0 of 20 used');
  await expect(demoPage.getByTestId('profiles-over-quota')).toHaveCount(0);
  await demo.close();
});
