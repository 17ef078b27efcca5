import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { rowOf, settle } from './audienceHelpers';
import { accountApi, axeViolations, createActiveUser, DEMO, signInByApi, useLanguage } from './helpers';
import { checkPageAtWidth } from './pageChecks';
import { test } from './test';

/**
 * Segments and groups in the browser: a segment built with nested rules and its live count,
 * saved and listed with the count's age; an SMS sent to it from the sending page, whose task's
 * recipients are the segment's members and whose page says where it went; a group made with
 * members on its own page, members added and removed; and the new pages at 390 and 1366 px in
 * English and Chinese (screenshots in test-results/audience/).
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** US numbers no other test uses: +1 415 7xx xxxx with random digits (never ending 01, 02 or 03, which the simulated carrier fails). */
const phone = (i: number, seed: number) => `+1415${String(700 + (seed % 300)).padStart(3, '0')}${String(1000 + i * 11 + 4).padStart(4, '0')}`;

async function chooseRule(page: Page, n: string, kind: string) {
  await page.locator(`[data-rule="${n}"]`).getByLabel('Rule on').selectOption({ label: kind });
}

test.describe('audience: segments and groups', () => {
  test.describe.configure({ timeout: 420_000 });

  test('build a segment with nested rules, see its live count, save it; send an SMS to it: the task\'s recipients are its members', async ({ page, request }) => {
    const api = await accountApi(request, DEMO.email, DEMO.password);
    const id = stamp();
    const seed = Math.floor(Math.random() * 300);
    const tag = await api<{ TagId: string }>({ Action: 'CreateContactTag', TagName: `Spring ${id}` });
    const score = await api<{ AttributeId: string }>({ Action: 'CreateContactAttribute', Name: `score_${id}`, Type: 1 });
    const s = score.AttributeId;
    await api({
      Action: 'CreateContacts',
      TagIds: [tag.TagId],
      Contacts: [
        { FirstName: `Ana${id}`, Phone: phone(1, seed), Attributes: { [s]: 9 } },
        { FirstName: `Ben${id}`, Phone: phone(2, seed), Attributes: { [s]: 2 } },
        { FirstName: `Cleo${id}`, Phone: phone(3, seed) },
        { FirstName: `Dev${id}`, Email: `dev-${id}@shop.example`, Attributes: { [s]: 7 } },
      ],
    });
    // Not tagged: never a member.
    await api({ Action: 'CreateContacts', Contacts: [{ FirstName: `Eli${id}`, Phone: phone(5, seed), Attributes: { [s]: 10 } }] });

    await signInByApi(page, request);
    await page.goto('/audience/segment');
    await settle(page);
    await page.getByRole('link', { name: 'New segment' }).click();
    await expect(page).toHaveURL(/\/audience\/segment\/create$/);
    await page.getByLabel('Segment name').fill(`Spring buyers ${id}`);
    // Rule 1: has the tag. Every tagged contact matches: 4.
    await chooseRule(page, '1', 'Tag');
    await page.locator('[data-rule="1"]').getByLabel('Tag', { exact: true }).selectOption({ label: `Spring ${id}` });
    await expect(page.getByTestId('segment-count')).toHaveText('4 contacts match');
    // And any of: score at least 5, or no score: Ana (9), Cleo (none), Dev (7) — not Ben (2).
    await page.getByRole('button', { name: 'Add group', exact: true }).click();
    await page.getByLabel('Rule group 2 — Match').selectOption({ label: 'Any of these rules' });
    await page.locator('[data-rule="2.1"]').getByLabel('Attribute').selectOption({ label: `score_${id}` });
    await page.locator('[data-rule="2.1"]').getByLabel('Condition').selectOption({ label: 'is at least' });
    await page.locator('[data-rule="2.1"]').getByLabel('Value').fill('five');
    await expect(page.getByTestId('segment-preview')).toContainText('Complete the rules');
    await page.locator('[data-rule="2.1"]').getByLabel('Value').fill('5');
    await expect(page.getByTestId('segment-count')).toHaveText('2 contacts match');
    await page.getByRole('button', { name: 'Add rule (Rule group 2)' }).click();
    await page.locator('[data-rule="2.2"]').getByLabel('Attribute').selectOption({ label: `score_${id}` });
    await page.locator('[data-rule="2.2"]').getByLabel('Condition').selectOption({ label: 'has no value' });
    await expect(page.getByTestId('segment-count')).toHaveText('3 contacts match');
    await expect(page.getByTestId('segment-preview')).toContainText(/as of \d\d:\d\d/);
    expect(await axeViolations(page), 'segment builder').toEqual([]);
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expect(page).toHaveURL(/\/audience\/segment$/);
    const row = rowOf(page, `Spring buyers ${id}`);
    await expect(row).toContainText('3 contacts');
    await expect(row).toContainText(/counted \d\d:\d\d/);
    await row.getByRole('button', { name: `Count again: Spring buyers ${id}` }).click();
    await expect(page.getByText('Counted: 3')).toBeVisible();
    expect(await axeViolations(page), '/audience/segment').toEqual([]);

    // Its members, from the list.
    await row.getByRole('link', { name: `Contacts of Spring buyers ${id}` }).click();
    await expect(page).toHaveURL(/\/audience\/contact\?segmentId=SEG/);
    await expect(page.locator('[data-row]')).toHaveCount(3);
    const segmentId = new URL(page.url()).searchParams.get('segmentId')!;

    // Send to it: 2 of its 3 members have a phone.
    await page.goto('/audience/segment');
    await rowOf(page, `Spring buyers ${id}`).getByRole('link', { name: `Send an SMS to Spring buyers ${id}` }).click();
    await expect(page).toHaveURL(/\/sms\/sending\?segmentId=SEG/);
    await expect(page.getByRole('radio', { name: 'A segment' })).toBeChecked();
    await expect(page.getByTestId('audience-recipients')).toHaveText('2');
    await expect(page.getByTestId('audience-summary')).toContainText('3 members; 1 without a phone number');
    await page.getByLabel('Message text').fill(`Spring sale for you ${id}. Reply STOP to opt out.`);
    await expect(page.locator('div:has(> dt:text-is("Recipients")) > dd').first()).toHaveText('2');
    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this SMS?' });
    await expect(confirm.locator('div:has(> dt:text-is("Segment")) > dd')).toHaveText(`Spring buyers ${id}`);
    await expect(confirm.locator('div:has(> dt:text-is("Recipients")) > dd')).toHaveText('2');
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(page).toHaveURL(/\/sms\/task\/[^/]+\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('task-audience')).toContainText(`Spring buyers ${id}`);
    await expect(page.getByTestId('task-audience')).toContainText('segment');

    const taskId = new URL(page.url()).pathname.split('/')[3]!;
    const sent = await api<{ PhoneNumbers: string[] }>({ Action: 'GetUSMSTaskRecipients', TaskId: taskId });
    const members = await api<{ Contacts: Array<{ Phone: string }> }>({ Action: 'ListContacts', SegmentId: segmentId, Limit: 100 });
    expect([...sent.PhoneNumbers].sort()).toEqual(members.Contacts.map((c) => c.Phone).filter(Boolean).sort());
    expect([...sent.PhoneNumbers].sort()).toEqual([phone(1, seed), phone(3, seed)].sort());
    const task = await api<{ Tasks: Array<{ Audience: unknown }> }>({ Action: 'GetUSMSSendTask', TaskId: taskId });
    expect(task.Tasks[0]!.Audience).toEqual({ Kind: 'Segment', Id: segmentId, Name: `Spring buyers ${id}` });
  });

  test('a group made on its own page with members; members added and removed on the group\'s page', async ({ page, request }) => {
    const user = await createActiveUser(request);
    const api = await accountApi(request, user.email, user.password);
    await api({ Action: 'CreateContacts', Contacts: ['ann', 'bea', 'cal', 'dot'].map((n) => ({ FirstName: n, Email: `${n}@shop.example` })) });
    await signInByApi(page, request, user.email, user.password);
    await page.goto('/audience/list/create');
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.getByLabel('Group name').fill('Regulars');
    await page.getByRole('checkbox', { name: /^ann/ }).check();
    await page.getByRole('checkbox', { name: /^bea/ }).check();
    await expect(page.getByText('2 contacts chosen')).toBeVisible();
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page).toHaveURL(/\/audience\/list\/detail\?groupId=GRP/);
    await expect(page.getByRole('heading', { name: 'Regulars', level: 1 })).toBeVisible();
    await expect(page.locator('[data-row]')).toHaveCount(2);
    expect(await axeViolations(page), '/audience/list/detail').toEqual([]);

    await page.getByRole('button', { name: 'Add contacts' }).click();
    const add = page.getByTestId('add-members');
    await add.getByRole('checkbox', { name: /^cal/ }).check();
    await add.getByRole('checkbox', { name: /^ann/ }).check();
    await add.getByRole('button', { name: 'Add contacts' }).click();
    await expect(page.getByText('1 contact added')).toBeVisible();
    await expect(page.locator('[data-row]')).toHaveCount(3);

    await page.getByRole('button', { name: 'Remove from group: bea' }).click();
    await page.getByRole('dialog', { name: 'Remove 1 contact from the group?' }).getByRole('button', { name: 'Remove from group' }).click();
    await expect(page.locator('[data-row]')).toHaveCount(2);
    await expect(rowOf(page, 'bea')).toHaveCount(0);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByTestId('group-dialog').getByLabel('Group name').fill('Best regulars');
    await page.getByTestId('group-dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Best regulars', level: 1 })).toBeVisible();
    await page.goto('/audience/group');
    await expect(rowOf(page, 'Best regulars')).toContainText('2 contacts');
  });

  const shots = 'test-results/audience';
  for (const language of ['en', 'zh'] as const) {
    test(`segments, a group's page and the create pages at 390 and 1366 px (${language})`, async ({ page, request }) => {
      const user = await createActiveUser(request);
      const api = await accountApi(request, user.email, user.password);
      const group = await api<{ GroupId: string }>({ Action: 'CreateContactGroup', GroupName: '老客户 Returning customers' });
      const tag = await api<{ TagId: string }>({ Action: 'CreateContactTag', TagName: 'VIP 贵宾' });
      await api({
        Action: 'CreateContacts',
        GroupIds: [group.GroupId],
        TagIds: [tag.TagId],
        Contacts: [
          { FirstName: '伟', LastName: '李', Phone: '+86 138 0013 8000' },
          { FirstName: 'Bartholomew', LastName: 'Featherstonehaugh-Worthington', Email: 'bartholomew.featherstonehaugh@very-long-company-name.example.com', Phone: '+44 20 7946 0018' },
        ],
      });
      const segment = await api<{ SegmentId: string }>({
        Action: 'CreateSegment',
        SegmentName: 'VIPs who replied 最近回复的贵宾',
        Rules: { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'Tag', Operator: 'Has', TagId: tag.TagId }, { Kind: 'Group', Match: 'Any', Rules: [{ Kind: 'Activity', Channel: 9, Event: 'Replied', Operator: 'Did', Days: 30 }, { Kind: 'List', Operator: 'In', GroupId: group.GroupId }] }] },
      });
      await useLanguage(page, language);
      await signInByApi(page, request, user.email, user.password);
      mkdirSync(shots, { recursive: true });
      const rows = () => page.locator('[data-row]').first();
      const pages = [
        { path: '/audience/segment', name: 'segments', ready: rows },
        { path: `/audience/segment/create?segmentId=${segment.SegmentId}`, name: 'segment-edit', ready: () => page.getByTestId('segment-count') },
        { path: `/audience/list/detail?groupId=${group.GroupId}`, name: 'group-detail', ready: rows },
        { path: '/audience/list/create', name: 'group-create', ready: () => page.locator('li:has(input[type="checkbox"])').first() },
        { path: `/sms/sending?segmentId=${segment.SegmentId}`, name: 'sms-sending-segment', ready: () => page.getByTestId('audience-recipients') },
      ];
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/audience/segment');
      await page.getByRole('dialog').getByRole('button').first().click();
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const p of pages) {
          await page.goto(p.path);
          await expect(p.ready()).toBeVisible();
          await settle(page);
          await checkPageAtWidth(page, { path: p.path, name: p.name, width, language, shots });
        }
        // The managers of tags and attributes, dialogs of the contact list.
        await page.goto('/audience/contact');
        await expect(page.locator('[data-row]').first()).toBeVisible();
        for (const [button, testId] of [[language === 'en' ? 'Tags' : '标签', 'tag-manager'], [language === 'en' ? 'Attributes' : '属性', 'attribute-manager']] as const) {
          await page.getByRole('button', { name: button, exact: true }).click();
          await expect(page.getByTestId(testId).locator('li').first()).toBeVisible();
          if (width === 1366) expect(await axeViolations(page), `${testId} ${language}`).toEqual([]);
          await page.screenshot({ path: `${shots}/${testId}-${width}-${language}.png` });
          await page.keyboard.press('Escape');
          await expect(page.getByTestId(testId)).toBeHidden();
        }
      }
    });
  }
});
