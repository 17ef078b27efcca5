import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetCode } from '../../src/contract/retCodes';
import { SMS_TRIAL_TEST_CONTENT } from '../../src/contract/sms/smsConstants';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { smsMessages, users, walletHolds } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, smsWallet, usNumbers, waitFor } from './smsFixture';
import { newUser, walletsAgainstJournal } from './userFixture';

type Task = { TaskId: string; Status: number; Submitted: number; Succeeded: number; Failed: number; Unknown: number; SubmitFailed: number; Pending: number; EstimatedCost: number; ChargedAmount: number };

describe('SMS sending', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(fastSms({}, { failRateBp: 300, unknownRateBp: 100, submitFailRateBp: 50 }));
  });
  afterAll(() => gw.close());

  const task = async (token: string, taskId: string) =>
    (await gw.ok<{ Tasks: Task[] }>('DescribeUSMSTaskStatus', { TaskIds: [taskId] }, token)).Tasks[0]!;

  it('delivers a task to 1,000 numbers: counts add up and the wallet moves by exactly the charge', async () => {
    const u = await smsUser(gw.db, 10_000_000);
    const before = await smsWallet(gw.db, u.userId);
    const numbers = [...usNumbers(1000), '+1202555000', 'not a number', usNumbers(1)[0]!];
    const added = await gw.ok<{ TaskId: string; Submitted: number; Invalid: number; Duplicate: number; EstimatedCost: number; Segments: number }>(
      'AddUSMSSendTask',
      { PhoneNumbers: numbers, Content: 'Hello from the test, reply STOP to opt out', SenderId: 'Acme', IdempotencyKey: idemKey() },
      u.token,
    );
    expect(added).toMatchObject({ Submitted: 1000, Invalid: 2, Duplicate: 1, Segments: 1000, EstimatedCost: 1000 * 79 });
    const [hold] = await gw.db.select().from(walletHolds).where(eq(walletHolds.reference, `sms-task:${added.TaskId}`));
    expect(hold!.amount).toBe(79_000);

    const done = await waitFor(() => task(u.token, added.TaskId), (t) => t.Status === SmsTaskStatus.Complete, 60_000);
    expect(done.Succeeded + done.Failed + done.Unknown + done.SubmitFailed).toBe(1000);
    expect(done.Pending).toBe(0);
    expect(done.ChargedAmount).toBe((1000 - done.SubmitFailed) * 79);

    const closed = await waitFor(() => gw.db.select().from(walletHolds).where(eq(walletHolds.id, hold!.id)), (h) => !h[0]!.open);
    expect(closed[0]!.charged + closed[0]!.released).toBe(79_000);
    expect(closed[0]!.charged).toBe(done.ChargedAmount);
    const after = await smsWallet(gw.db, u.userId);
    expect(after.amountFreeze).toBe(before.amountFreeze);
    expect(before.amount - after.amount).toBe(done.ChargedAmount);
    for (const w of await walletsAgainstJournal(gw.db, u.userId)) expect(w.balances).toEqual(w.journal);

    const [dup] = ((await gw.db.execute(sql`select count(*)::int as n from ${smsMessages} where submit_count > 1`)) as unknown as { rows: Array<{ n: number }> }).rows;
    expect(dup!.n).toBe(0);
    const stats = await gw.ok<{ ByCountry: Array<{ CountryCode: string; Submitted: number }> }>('DescribeUSMSSendTaskStatistics', { TaskId: added.TaskId }, u.token);
    expect(stats.ByCountry).toEqual([expect.objectContaining({ CountryCode: 'US', Submitted: 1000 })]);
  });

  it('answers the same IdempotencyKey with the same task, and requires one', async () => {
    const u = await smsUser(gw.db);
    const key = idemKey();
    const params = { PhoneNumbers: usNumbers(3, 100), Content: 'Once only', IdempotencyKey: key };
    const a = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', params, u.token);
    const b = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', params, u.token);
    expect(b.TaskId).toBe(a.TaskId);
    expect(await gw.api('AddUSMSSendTask', { PhoneNumbers: usNumbers(1), Content: 'x' }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'IdempotencyKey is required' });
  });

  it('refuses a task the SMS wallet cannot cover, changing nothing', async () => {
    const u = await smsUser(gw.db, 100);
    const r = await gw.api('AddUSMSSendTask', { PhoneNumbers: usNumbers(2), Content: 'Too dear', IdempotencyKey: idemKey() }, u.token);
    expect(r).toMatchObject({ RetCode: RetCode.InsufficientBalance, Message: 'Insufficient Balance' });
    expect((await smsWallet(gw.db, u.userId)).amountFreeze).toBe(0);
  });

  it('refuses unsupported countries with the spec text', async () => {
    const u = await smsUser(gw.db);
    const r = await gw.api('AddUSMSSendTask', { PhoneNumbers: ['+79161234567'], Content: 'Hi', IdempotencyKey: idemKey() }, u.token);
    expect(r).toMatchObject({ RetCode: RetCode.CountryNotSupported, Message: "The recipient's country is not supported." });
    expect(await gw.api('AddUSMSSendTask', { PhoneNumbers: usNumbers(1), CountryCode: 'RU', Content: 'Hi', IdempotencyKey: idemKey() }, u.token)).toMatchObject({
      RetCode: RetCode.CountryNotSupported,
    });
  });

  it('lets trial accounts send only the test content to their verified number, 5 recipients in all', async () => {
    const u = await newUser(gw.db);
    await gw.db.update(users).set({ phone: '2025550142', phonePrefix: '1' }).where(eq(users.id, u.userId));
    const send = (content: string, phones: string[]) => gw.api('AddUSMSSendTask', { PhoneNumbers: phones, Content: content, IdempotencyKey: idemKey() }, u.token);
    expect(await send('Buy now!', ['+12025550142'])).toMatchObject({ RetCode: RetCode.TrialContentOnly });
    expect(await send(SMS_TRIAL_TEST_CONTENT, ['+12025550143'])).toMatchObject({ RetCode: RetCode.TrialContentOnly });
    for (let i = 0; i < 5; i++) expect((await send(SMS_TRIAL_TEST_CONTENT, ['+12025550142'])).RetCode).toBe(0);
    expect(await send(SMS_TRIAL_TEST_CONTENT, ['+12025550142'])).toMatchObject({ RetCode: RetCode.TrialQuotaExceeded, Message: 'The recipient count exceeds the remaining trial quota' });
  });

  it('cancels a scheduled task (hold released) but not one that has started', async () => {
    const u = await smsUser(gw.db);
    const later = Math.floor(Date.now() / 1000) + 3600;
    const a = await gw.ok<{ TaskId: string; Status: number }>('AddUSMSSendTask', { PhoneNumbers: usNumbers(5), Content: 'Later', SendTime: later, IdempotencyKey: idemKey() }, u.token);
    expect(a.Status).toBe(SmsTaskStatus.Waiting);
    expect((await smsWallet(gw.db, u.userId)).amountFreeze).toBe(5 * 79);
    const c = await gw.ok<Task>('CancelUSMSSendTask', { TaskId: a.TaskId }, u.token);
    expect(c.Status).toBe(SmsTaskStatus.Cancelled);
    expect((await smsWallet(gw.db, u.userId)).amountFreeze).toBe(0);
    expect(await gw.api('CancelUSMSSendTask', { TaskId: a.TaskId }, u.token)).toMatchObject({ RetCode: RetCode.TaskNotCancellable });

    const now = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', { PhoneNumbers: usNumbers(5, 10), Content: 'Now', IdempotencyKey: idemKey() }, u.token);
    await waitFor(() => task(u.token, now.TaskId), (t) => t.Status !== SmsTaskStatus.Pending);
    expect(await gw.api('CancelUSMSSendTask', { TaskId: now.TaskId }, u.token)).toMatchObject({ RetCode: RetCode.TaskNotCancellable });
    for (const w of await walletsAgainstJournal(gw.db, u.userId)) expect(w.balances).toEqual(w.journal);
  });

  it('sends with a passed template, lists records by filter, and collects replies from test numbers', async () => {
    const u = await smsUser(gw.db);
    const t = await gw.ok<{ TemplateId: string }>('CreateUSMSTemplate', { TemplateName: 'Welcome', Purpose: 3, Template: 'Hi {{1}}, your order {{2}} shipped' }, u.token);
    await waitFor(() => gw.ok<{ Status: number }>('GetUSMSTemplate', { TemplateId: t.TemplateId }, u.token), (x) => x.Status === 2);
    expect(await gw.api('AddUSMSSendTask', { PhoneNumbers: usNumbers(1), TemplateId: t.TemplateId, TemplateParams: ['Ann'], IdempotencyKey: idemKey() }, u.token)).toMatchObject({
      RetCode: RetCode.TemplateVariablesIncomplete,
    });
    const phones = ['+12025550199', '+12025550101', '+12025550102'];
    const a = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', { PhoneNumbers: phones, TemplateId: t.TemplateId, TemplateParams: ['Ann', 'A-1'], IdempotencyKey: idemKey() }, u.token);
    await waitFor(() => task(u.token, a.TaskId), (x) => x.Status === SmsTaskStatus.Complete);
    const recs = await gw.ok<{ Total: number; Records: Array<{ PhoneNumber: string; SendResult: string; Content: string }> }>('GetUSMSSendRecord', { TaskId: a.TaskId }, u.token);
    expect(recs.Total).toBe(3);
    expect(recs.Records[0]!.Content).toBe('Hi Ann, your order A-1 shipped');
    const by = Object.fromEntries(recs.Records.map((r) => [r.PhoneNumber, r.SendResult]));
    expect(by).toEqual({ '+12025550199': 'Success', '+12025550101': 'Fail', '+12025550102': 'Unknown' });
    const fails = await gw.ok<{ Total: number }>('GetUSMSSendRecord', { Status: 'Fail', PhoneNumber: '12025550101' }, u.token);
    expect(fails.Total).toBe(1);
    const replies = await waitFor(
      () => gw.ok<{ Records: Array<{ ReplyId: string; PhoneNumber: string }> }>('GetUSMSReplyRecord', {}, u.token),
      (r) => r.Records.length === 1,
      // The simulated carrier's reply comes after its receipt; a busy CI machine once took over 30 s.
      60_000,
    );
    expect(replies.Records[0]!.PhoneNumber).toBe('+12025550199');
    const answer = await gw.ok<{ TaskId: string }>('ReplyUSMSMO', { ReplyId: replies.Records[0]!.ReplyId, Content: 'You are welcome' }, u.token);
    expect(answer.TaskId).toMatch(/^ST/);
  });

  it('rejects templates the reviewer refuses, and can recreate them', async () => {
    const u = await smsUser(gw.db);
    const t = await gw.ok<{ TemplateId: string }>('CreateUSMSTemplate', { TemplateName: 'Bad', Purpose: 4, Template: 'Win big at our casino' }, u.token);
    const rejected = await waitFor(() => gw.ok<{ Status: number; RejectReason: string; RejectReasonKey: string | null }>('GetUSMSTemplate', { TemplateId: t.TemplateId }, u.token), (x) => x.Status === 3);
    expect(rejected.RejectReason).toBe('The content promotes gambling, loans or crypto-currency, which carriers do not accept');
    expect(rejected.RejectReasonKey).toBe('TemplateRejectedContent');
    const again = await gw.ok<{ RecreatedFrom: string }>('CreateUSMSTemplate', { TemplateName: 'Good', Purpose: 4, Template: 'Spring sale: 20% off', RecreateTemplateId: t.TemplateId }, u.token);
    expect(again.RecreatedFrom).toBe(t.TemplateId);
  });
});
