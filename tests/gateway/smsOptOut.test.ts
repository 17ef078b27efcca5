import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINAL_TASK_STATUSES } from '../../src/contract/messaging/taskStatus';
import { RetCode } from '../../src/contract/retCodes';
import { walletHolds } from '../../src/gateway/db/schema';
import { storeMo } from '../../src/gateway/sms/replies/storeMo';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, smsWallet, waitFor } from './smsFixture';

type Task = { TaskId: string; Status: number; Succeeded: number; SubmitFailed: number; ChargedAmount: number };
type Added = { TaskId: string; Submitted: number; OptedOut: number; EstimatedCost: number };
type Conversation = { PhoneNumber: string; Unread: number; Replies: number; TaskId: string | null; OptedOut: boolean; LastContent: string; LastDirection: string };
type Message = { Direction: 'In' | 'Out'; Content: string; ReceiptCode: string; SendResult: string | null; Read: boolean };

/** US price per segment (1 segment for the short texts here). */
const PRICE = 79;

describe('SMS conversations and STOP opt-outs', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(fastSms());
  });
  afterAll(() => gw.close());

  const send = (token: string, numbers: string[], extra: Record<string, unknown> = {}) =>
    gw.ok<Added>('AddUSMSSendTask', { PhoneNumbers: numbers, Content: 'Flash sale tonight', IdempotencyKey: idemKey(), ...extra }, token);
  const task = async (token: string, taskId: string) => (await gw.ok<{ Tasks: Task[] }>('DescribeUSMSTaskStatus', { TaskIds: [taskId] }, token)).Tasks[0]!;
  const finished = (token: string, taskId: string) => waitFor(() => task(token, taskId), (t) => FINAL_TASK_STATUSES.includes(t.Status), 30_000);
  const records = async (token: string, taskId: string) =>
    (await gw.ok<{ Records: Array<{ PhoneNumber: string; SendResult: string | null; ReceiptCode: string; Price: number }> }>('GetUSMSSendRecord', { TaskId: taskId }, token)).Records;
  const reply = (from: string, text: string) => storeMo(gw.db, { from, to: '', text, at: Date.now() });
  const optOuts = async (token: string) => (await gw.ok<{ OptOuts: Array<{ PhoneNumber: string; Source: string; Keyword: string }> }>('GetUSMSOptOutList', {}, token)).OptOuts;

  it('a STOP reply suppresses the next send to the number: not delivered, not charged, shown with its reason', async () => {
    const a = await smsUser(gw.db);
    const x = '+12025557011';
    const y = '+12025557012';
    const first = await send(a.token, [x]);
    expect((await finished(a.token, first.TaskId)).Succeeded).toBe(1);
    expect(await reply(x, ' Stop. ')).toBe(true);

    expect(await optOuts(a.token)).toEqual([expect.objectContaining({ PhoneNumber: x, Source: 'Reply', Keyword: 'STOP' })]);
    const before = await smsWallet(gw.db, a.userId);
    const second = await send(a.token, [x, y]);
    expect(second).toMatchObject({ Submitted: 2, OptedOut: 1, EstimatedCost: PRICE });
    const [hold] = await gw.db.select().from(walletHolds).where(eq(walletHolds.reference, `sms-task:${second.TaskId}`));
    expect(hold!.amount).toBe(PRICE);
    const done = await finished(a.token, second.TaskId);
    expect(done).toMatchObject({ Succeeded: 1, SubmitFailed: 1, ChargedAmount: PRICE });
    const rows = await records(a.token, second.TaskId);
    expect(rows.find((r) => r.PhoneNumber === x)).toMatchObject({ SendResult: 'SubmitFail', ReceiptCode: 'OPTED_OUT', Price: 0 });
    expect(rows.find((r) => r.PhoneNumber === y)).toMatchObject({ SendResult: 'Success', ReceiptCode: expect.any(String) });
    const after = await smsWallet(gw.db, a.userId);
    expect(before.amount - after.amount).toBe(PRICE);
    expect(after.amountFreeze).toBe(before.amountFreeze);

    // The conversation: the prompting task, unread, opted out; the thread in order with the suppressed send.
    const list = await gw.ok<{ Total: number; Unread: number; Conversations: Conversation[] }>('GetUSMSConversationList', {}, a.token);
    expect(list).toMatchObject({ Total: 1, Unread: 1 });
    expect(list.Conversations[0]).toMatchObject({ PhoneNumber: x, Unread: 1, Replies: 1, TaskId: first.TaskId, OptedOut: true, LastDirection: 'Out' });
    expect((await gw.ok<{ Total: number }>('GetUSMSConversationList', { Keyword: '555-7011' }, a.token)).Total).toBe(1);
    expect((await gw.ok<{ Total: number }>('GetUSMSConversationList', { Keyword: '9999' }, a.token)).Total).toBe(0);
    expect((await gw.ok<{ Total: number }>('GetUSMSConversationList', { Keyword: 'abc' }, a.token)).Total).toBe(0);
    const thread = await gw.ok<{ Messages: Message[]; Unread: number }>('GetUSMSConversation', { PhoneNumber: x }, a.token);
    expect(thread.Messages.map((m) => [m.Direction, m.Content, m.ReceiptCode === 'OPTED_OUT'])).toEqual([
      ['Out', 'Flash sale tonight', false],
      ['In', ' Stop. ', false],
      ['Out', 'Flash sale tonight', true],
    ]);
    expect(await gw.ok('MarkUSMSConversationRead', { PhoneNumber: x }, a.token)).toEqual({ PhoneNumber: x, Marked: 1 });
    expect(await gw.ok('GetUSMSConversationList', { UnreadOnly: true }, a.token)).toMatchObject({ Total: 0, Unread: 0, Conversations: [] });
    expect((await gw.ok<{ Conversations: Conversation[] }>('GetUSMSConversationList', {}, a.token)).Conversations[0]!.Unread).toBe(0);

    // START re-subscribes: the next send is delivered and charged.
    await reply(x, 'start');
    expect(await optOuts(a.token)).toEqual([]);
    const third = await send(a.token, [x]);
    expect(third).toMatchObject({ OptedOut: 0, EstimatedCost: PRICE });
    expect(await finished(a.token, third.TaskId)).toMatchObject({ Succeeded: 1, ChargedAmount: PRICE });
  });

  it('a STOP that arrives after a send was accepted still stops it before the carrier, and concurrent sends do not slip through', async () => {
    const a = await smsUser(gw.db);
    const x = '+12025557021';
    const first = await send(a.token, [x]);
    await finished(a.token, first.TaskId);
    const before = await smsWallet(gw.db, a.userId);
    // Accepted (and held) before the STOP, sent after it.
    const scheduled = await send(a.token, [x], { SendTime: Math.floor(Date.now() / 1000) + 3 });
    expect(scheduled).toMatchObject({ OptedOut: 0, EstimatedCost: PRICE });
    await reply(x, 'UNSUBSCRIBE');
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => send(a.token, [x])));
    for (const c of concurrent) expect(c).toMatchObject({ OptedOut: 1, EstimatedCost: 0 });
    for (const t of [scheduled, ...concurrent]) {
      expect(await finished(a.token, t.TaskId)).toMatchObject({ Succeeded: 0, SubmitFailed: 1, ChargedAmount: 0 });
      expect(await records(a.token, t.TaskId)).toEqual([expect.objectContaining({ SendResult: 'SubmitFail', ReceiptCode: 'OPTED_OUT', Price: 0 })]);
    }
    const after = await waitFor(() => smsWallet(gw.db, a.userId), (w) => w.amountFreeze === before.amountFreeze);
    expect(after.amount).toBe(before.amount);
  });

  it('keeps accounts apart: account B\'s STOP does not stop account A', async () => {
    const a = await smsUser(gw.db);
    const b = await smsUser(gw.db);
    const z = '+12025557031';
    await finished(a.token, (await send(a.token, [z])).TaskId);
    await finished(b.token, (await send(b.token, [z])).TaskId);
    // Filed under the account that sent last: B.
    await reply(z, '退订');
    expect(await optOuts(b.token)).toEqual([expect.objectContaining({ PhoneNumber: z, Keyword: '退订' })]);
    expect(await optOuts(a.token)).toEqual([]);
    expect((await gw.ok<{ Total: number }>('GetUSMSConversationList', {}, a.token)).Total).toBe(0);

    const fromA = await send(a.token, [z]);
    expect(fromA.OptedOut).toBe(0);
    expect(await finished(a.token, fromA.TaskId)).toMatchObject({ Succeeded: 1, ChargedAmount: PRICE });
    const fromB = await send(b.token, [z]);
    expect(fromB.OptedOut).toBe(1);
    expect(await finished(b.token, fromB.TaskId)).toMatchObject({ SubmitFailed: 1, ChargedAmount: 0 });
  });

  it('edits the opt-out list by hand with exact validation messages', async () => {
    const a = await smsUser(gw.db);
    expect(await gw.ok('AddUSMSOptOut', { PhoneNumber: '+1 202-555-7100' }, a.token)).toEqual({ PhoneNumber: '+12025557100', Added: true });
    expect(await gw.ok('AddUSMSOptOut', { PhoneNumber: '12025557100' }, a.token)).toEqual({ PhoneNumber: '+12025557100', Added: false });
    expect(await optOuts(a.token)).toEqual([expect.objectContaining({ PhoneNumber: '+12025557100', Source: 'Manual', Keyword: '' })]);

    const empty = await gw.api('AddUSMSOptOut', { PhoneNumber: '  ' }, a.token);
    expect(empty.RetCode).toBe(RetCode.InvalidParams);
    expect(empty.Message).toContain('Phone number is required');
    const shape = await gw.api('AddUSMSOptOut', { PhoneNumber: '12ab' }, a.token);
    expect(shape.RetCode).toBe(RetCode.InvalidParams);
    expect(shape.Message).toContain('Invalid phone number format');
    const unreal = await gw.api('AddUSMSOptOut', { PhoneNumber: '+19999999999' }, a.token);
    expect(unreal).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Invalid phone number format' });

    const sent = await send(a.token, ['+12025557100']);
    expect(sent).toMatchObject({ OptedOut: 1, EstimatedCost: 0 });
    expect(await gw.ok('DeleteUSMSOptOut', { PhoneNumbers: ['+12025557100', '+12025557199'] }, a.token)).toEqual({ Deleted: 1 });
    expect(await optOuts(a.token)).toEqual([]);
    expect((await send(a.token, ['+12025557100'])).OptedOut).toBe(0);
  });
});
