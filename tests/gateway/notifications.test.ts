import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetCode } from '../../src/contract/retCodes';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, waitFor } from './smsFixture';
import { newUser } from './userFixture';

type Note = { NotificationId: string; Kind: string; Params: Record<string, string | number>; Link: string; ReadTime: number | null };
type Page = { Total: number; Unread: number; Notifications: Note[] };

describe('notification centre', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(fastSms());
  });
  afterAll(() => gw.close());

  const list = (token: string, params: Record<string, unknown> = {}) => gw.ok<Page>('DescribeNotifications', params, token);

  it('tells the owner when a task finishes and a template is reviewed, with links into the console', async () => {
    const u = await smsUser(gw.db);
    const task = await gw.ok<{ TaskId: string; SessionNo: string }>(
      'AddUSMSSendTask',
      { PhoneNumbers: ['+12025550142', '+12025550143'], Content: 'Sale ends tonight', TaskName: 'Night sale', IdempotencyKey: idemKey() },
      u.token,
    );
    await gw.ok('CreateUSMSTemplate', { TemplateName: 'Casino night', Purpose: 4, Template: 'Win big at the casino, code {{1}}' }, u.token);
    // Both notifications, whichever comes first (a count alone passed with one of them and another kind).
    const page = await waitFor(() => list(u.token), (p) => ['SmsTaskFinished', 'SmsTemplateRejected'].every((k) => p.Notifications.some((n) => n.Kind === k)), 30_000);
    const finished = page.Notifications.find((n) => n.Kind === 'SmsTaskFinished')!;
    expect(finished.Params).toMatchObject({ TaskId: task.TaskId, TaskName: 'Night sale', Total: 2, Succeeded: 2 });
    expect(finished.Link).toMatch(new RegExp(`^/sms/task/${task.TaskId}/[^/]+/${task.SessionNo}$`));
    const rejected = page.Notifications.find((n) => n.Kind === 'SmsTemplateRejected')!;
    expect(rejected.Params.Reason).toMatch(/gambling/);
    expect(rejected.Params.ReasonKey).toBe('TemplateRejectedContent');
    expect(rejected.Link).toMatch(/^\/sms\/new-template\//);
    expect(page.Unread).toBe(page.Total);
  });

  it('marks one or all read, only the caller\'s, and filters unread', async () => {
    const a = await smsUser(gw.db);
    const b = await newUser(gw.db);
    for (const name of ['One', 'Two', 'Three']) await gw.ok('CreateUSMSTemplate', { TemplateName: name, Purpose: 1, Template: `Hello {{1}} from ${name}` }, a.token);
    const page = await waitFor(() => list(a.token), (p) => p.Unread >= 3);
    const first = page.Notifications[0]!;
    // Someone else's id changes nothing.
    expect(await gw.ok('MarkNotificationsRead', { NotificationIds: [first.NotificationId] }, b.token)).toEqual({ Updated: 0, Unread: 0 });
    expect(await gw.ok('MarkNotificationsRead', { NotificationIds: [first.NotificationId] }, a.token)).toEqual({ Updated: 1, Unread: page.Unread - 1 });
    const unread = await list(a.token, { UnreadOnly: true });
    expect(unread.Notifications.map((n) => n.NotificationId)).not.toContain(first.NotificationId);
    expect(await gw.ok('MarkNotificationsRead', { All: true }, a.token)).toEqual({ Updated: page.Unread - 1, Unread: 0 });
    expect((await list(a.token)).Unread).toBe(0);
  });

  it('refuses a call without ids or All, and answers 215398 when signed out', async () => {
    const u = await newUser(gw.db);
    const bad = await gw.api('MarkNotificationsRead', {}, u.token);
    expect(bad.RetCode).not.toBe(0);
    expect(bad.Message).toMatch(/NotificationIds or All/);
    expect((await gw.api('DescribeNotifications', {})).RetCode).toBe(RetCode.NotLoggedIn);
  });
});
