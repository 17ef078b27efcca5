import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINAL_TASK_STATUSES } from '../../src/contract/messaging/taskStatus';
import { RetCode } from '../../src/contract/retCodes';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, waitFor } from './smsFixture';

type Task = { TaskId: string; Status: number; Submitted: number; Succeeded: number; Audience: { Kind: string; Id: string; Name: string } | null };
type Added = { TaskId: string; Submitted: number; Invalid: number; Duplicate: number };

describe('SMS: sending to a group or a segment', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(fastSms());
  });
  afterAll(() => gw.close());

  const send = (token: string, params: Record<string, unknown>) => gw.api<Added>('AddUSMSSendTask', { Content: 'Spring sale starts now', IdempotencyKey: idemKey(), ...params }, token);
  const task = async (token: string, taskId: string) => (await gw.ok<{ Tasks: Task[] }>('GetUSMSSendTask', { TaskId: taskId }, token)).Tasks[0]!;
  const recipients = async (token: string, taskId: string) => (await gw.ok<{ PhoneNumbers: string[] }>('GetUSMSTaskRecipients', { TaskId: taskId }, token)).PhoneNumbers.sort();

  it('sends to a segment\'s members now (those with a phone) and to a group\'s, and the task keeps which audience it was', async () => {
    const u = await smsUser(gw.db);
    const vip = await gw.ok<{ TagId: string }>('CreateContactTag', { TagName: 'VIP' }, u.token);
    const group = await gw.ok<{ GroupId: string }>('CreateContactGroup', { GroupName: 'Shop regulars' }, u.token);
    const { Contacts } = await gw.ok<{ Contacts: Array<{ ContactId: string; Phone: string; Email: string }> }>(
      'CreateContacts',
      {
        Contacts: [
          { FirstName: 'A', Phone: '+12025550211' },
          { FirstName: 'B', Phone: '+12025550212', Email: 'b@shop.example' },
          { FirstName: 'C', Email: 'c@shop.example' },
          { FirstName: 'D', Phone: '+447400900215' },
        ],
        GroupIds: [group.GroupId],
      },
      u.token,
    );
    await gw.ok('TagContacts', { TagIds: [vip.TagId], ContactIds: Contacts.slice(0, 3).map((c) => c.ContactId) }, u.token);
    const segment = await gw.ok<{ SegmentId: string; MemberCount: number }>(
      'CreateSegment',
      { SegmentName: 'VIPs', Rules: { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'Tag', Operator: 'Has', TagId: vip.TagId }] } },
      u.token,
    );
    expect(segment.MemberCount).toBe(3);
    const members = await gw.ok<{ Contacts: Array<{ Phone: string }> }>('ListContacts', { SegmentId: segment.SegmentId }, u.token);
    const memberPhones = members.Contacts.map((c) => c.Phone).filter(Boolean).sort();

    const toSegment = await send(u.token, { SegmentId: segment.SegmentId });
    expect(toSegment).toMatchObject({ RetCode: 0, Data: { Submitted: 2, Invalid: 0, Duplicate: 0 } });
    expect(await recipients(u.token, toSegment.Data!.TaskId)).toEqual(memberPhones);
    expect(memberPhones).toEqual(['+12025550211', '+12025550212']);
    expect((await task(u.token, toSegment.Data!.TaskId)).Audience).toEqual({ Kind: 'Segment', Id: segment.SegmentId, Name: 'VIPs' });

    const toGroup = await send(u.token, { GroupId: group.GroupId, TaskName: 'Regulars' });
    expect(toGroup.Data).toMatchObject({ Submitted: 3 });
    expect(await recipients(u.token, toGroup.Data!.TaskId)).toEqual(['+12025550211', '+12025550212', '+447400900215']);
    const done = await waitFor(() => task(u.token, toGroup.Data!.TaskId), (t) => FINAL_TASK_STATUSES.includes(t.Status));
    expect(done).toMatchObject({ Succeeded: 3, Audience: { Kind: 'Group', Id: group.GroupId, Name: 'Shop regulars' } });
    // The task keeps the name it was sent to after the group is renamed or deleted.
    await gw.ok('DeleteContactGroups', { GroupIds: [group.GroupId] }, u.token);
    expect((await task(u.token, toGroup.Data!.TaskId)).Audience).toEqual({ Kind: 'Group', Id: group.GroupId, Name: 'Shop regulars' });
    // A typed send has none.
    const typed = await send(u.token, { PhoneNumbers: ['+12025550209'] });
    expect((await task(u.token, typed.Data!.TaskId)).Audience).toBeNull();
  });

  it('refuses an empty audience, two sources at once, and another account\'s group or segment', async () => {
    const a = await smsUser(gw.db);
    const b = await smsUser(gw.db);
    const group = await gw.ok<{ GroupId: string }>('CreateContactGroup', { GroupName: 'Empty' }, a.token);
    const segment = await gw.ok<{ SegmentId: string }>('CreateSegment', { SegmentName: 'Has e-mail', Rules: { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'Attribute', Attribute: 'EMAIL', Operator: 'IsSet' }] } }, a.token);
    await gw.ok('CreateContacts', { Contacts: [{ Email: 'only@shop.example' }] }, a.token);
    // Members without a phone are not SMS recipients.
    expect(await send(a.token, { SegmentId: segment.SegmentId })).toMatchObject({ RetCode: RetCode.NoValidRecipients });
    expect(await send(a.token, { GroupId: group.GroupId })).toMatchObject({ RetCode: RetCode.NoValidRecipients });
    expect(await send(a.token, { GroupId: group.GroupId, PhoneNumbers: ['+12025550209'] })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId' });
    expect(await send(a.token, { GroupId: group.GroupId, SegmentId: segment.SegmentId })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Give GroupId or SegmentId, not both' });
    expect(await send(b.token, { GroupId: group.GroupId })).toMatchObject({ RetCode: RetCode.GroupNotFound });
    expect(await send(b.token, { SegmentId: segment.SegmentId })).toMatchObject({ RetCode: RetCode.SegmentNotFound });
    expect((await gw.ok<{ Total: number }>('GetUSMSSendTask', {}, b.token)).Total).toBe(0);
  });
});
