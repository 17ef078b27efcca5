import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import type { VoiceSendRecord, VoiceTask, VoiceTemplate } from '../../src/contract/entities/vms';
import { RetCode } from '../../src/contract/retCodes';
import { billingSeconds, VoiceReceiptResult, VoiceTaskStatus } from '../../src/contract/vms/voiceTask';
import { VoiceTemplateStatus, VoiceTemplateType } from '../../src/contract/vms/voiceTemplate';
import { jobs, smsMessages, smsTasks, walletHolds } from '../../src/gateway/db/schema';
import { nextOpening, windowOpen } from '../../src/gateway/messaging/delivery/localWindow';
import { voiceMinutePrice } from '../../src/gateway/vms/voicePrices';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, usNumbers, waitFor } from './smsFixture';
import { walletsAgainstJournal } from './userFixture';
import { approvedAudioTemplate, fastVoice, mobileOf, voiceUser, walletOf } from './vmsFixture';

const US_MINUTE = voiceMinutePrice('US')!;
type Tasks = { Total: number; Tasks: VoiceTask[] };
type Records = { Total: number; Records: VoiceSendRecord[] };

/** Voice (channel 6003) as the messaging core's third channel: tasks, calls, billing by duration, call period. */
describe('vms: voice tasks, calls and billing', () => {
  let gw: TestGateway;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'vms-task-test-'));
    // A fifth of the calls unanswered, some unknown, some not placed: the counts must still add up.
    gw = await startTestGateway({ ...fastSms(), ...fastVoice({ failRateBp: 2_000, unknownRateBp: 500, submitFailRateBp: 300 }, { connectedMinPct: 10, connectedMaxPct: 100 }), uploadDir });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const status = (token: string, taskId: string) => gw.ok<Tasks>('DescribeUVMSTaskStatus', { TaskIds: [taskId] }, token).then((r) => r.Tasks[0]!);

  it('calls 100 numbers with a spoken text template: counts add up, each call billed per started minute from the voice wallet', async () => {
    const u = await voiceUser(gw.db, 10_000_000, 1_000_000);
    const tpl = await gw.ok<VoiceTemplate>('CreateVoiceTemplate', { TemplateName: 'Reminder', Type: VoiceTemplateType.Text, Content: 'Hello, this is the Riverside clinic. Your appointment is tomorrow at nine.' }, u.token);
    await waitFor(() => gw.ok<VoiceTemplate>('GetVoiceTemplate', { TemplateId: tpl.TemplateId }, u.token), (t) => t.Status === VoiceTemplateStatus.auditPass, 60_000);
    const numbers = usNumbers(100, 100);
    const sent = await gw.ok<{ TaskId: string; Submitted: number; EstimatedCost: number }>('AddUVMSSendTask', { TaskName: 'Tomorrow', PhoneNumbers: numbers, TemplateId: tpl.TemplateId, CallOutType: 2, CallOutNumber: '+1 202 555 0000', IdempotencyKey: idemKey() }, u.token);
    // A short speech is held at one minute per call.
    expect(sent).toMatchObject({ Submitted: 100, EstimatedCost: 100 * US_MINUTE });
    // The hold placed with the task (read from its row: on a busy machine the calls may all have
    // ended, and the rest been released, before this line runs).
    const [hold] = await gw.db.select({ amount: walletHolds.amount }).from(walletHolds).where(like(walletHolds.reference, `%:${sent.TaskId}`));
    expect(hold!.amount).toBe(100 * US_MINUTE);

    const done = await waitFor(() => status(u.token, sent.TaskId), (t) => t.VoiceStatus === VoiceTaskStatus.SubmitSuccess, 60_000);
    expect(done).toMatchObject({ CallTotal: 100, Called: 100, Remaining: 0, CallPeriod: 1, CallOutType: 2, CallOutNumber: '+12025550000' });
    expect(done.SuccessTotal + done.FailTotal + done.Unknown).toBe(done.Called);
    expect(done.SuccessTotal).toBeGreaterThan(0);

    const records = await gw.ok<Records>('GetUVMSSendRecord', { TaskId: sent.TaskId, Limit: 100 }, u.token);
    expect(records.Total).toBe(100);
    let billed = 0;
    for (const r of records.Records) {
      if (r.ReceiptResult === VoiceReceiptResult.Success) {
        expect(r.CalledDuration).toBeGreaterThan(0);
        expect(r.Remark).toBe('Answered');
        expect(r.CallTime).not.toBeNull();
      } else expect(r.CalledDuration).toBe(0);
      expect(r.ReceiptResult).not.toBeNull();
      expect(r.ReceiptTime).not.toBeNull();
      expect(r.SenderId).toBe('+12025550000');
      billed += (r.BillingDuration! / 60) * US_MINUTE;
      expect(r.Price).toBe((r.BillingDuration! / 60) * US_MINUTE);
    }
    expect(billed).toBe(done.SuccessTotal * US_MINUTE);
    expect(done.ChargedAmount).toBe(billed);
    const voice = await walletOf(gw.db, u.userId, WalletProductType.Voice);
    expect(voice).toMatchObject({ amountFreeze: 0, amount: 10_000_000 - billed });
    // The SMS wallet is not touched; every wallet agrees with its journal.
    expect((await walletOf(gw.db, u.userId, WalletProductType.SMS))!.amount).toBe(1_000_000);
    for (const x of await walletsAgainstJournal(gw.db, u.userId)) expect(x.balances).toEqual(x.journal);
  }, 120_000);

  it('bills a long audio by the started minutes of each connected call, never more than held', async () => {
    const u = await voiceUser(gw.db);
    // 150 s of audio: held at 3 minutes a call; a call connected for 10-100 % of it bills 1 to 3 minutes.
    const templateId = await approvedAudioTemplate(gw.db, u.userId, 150_000);
    const sent = await gw.ok<{ TaskId: string; EstimatedCost: number }>('AddUVMSSendTask', { PhoneNumbers: usNumbers(40, 300), TemplateId: templateId, IdempotencyKey: idemKey() }, u.token);
    expect(sent.EstimatedCost).toBe(40 * 3 * US_MINUTE);
    const done = await waitFor(() => status(u.token, sent.TaskId), (t) => t.VoiceStatus === VoiceTaskStatus.SubmitSuccess, 60_000);
    const rows = await gw.db.select({ calledMs: smsMessages.calledMs, price: smsMessages.price, state: smsMessages.state }).from(smsMessages).innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId)).where(eq(smsTasks.taskId, sent.TaskId));
    let expected = 0;
    const minutes = new Set<number>();
    for (const r of rows) {
      const m = billingSeconds(r.calledMs ?? 0) / 60;
      expect(m).toBeLessThanOrEqual(3);
      if (r.calledMs) minutes.add(m);
      expect(r.price).toBe(m * US_MINUTE);
      expect(r.calledMs ?? 0).toBeLessThanOrEqual(150_000);
      expected += m * US_MINUTE;
    }
    expect(minutes.size).toBeGreaterThan(1);
    expect(done.ChargedAmount).toBe(expected);
    expect(await walletOf(gw.db, u.userId, WalletProductType.Voice)).toMatchObject({ amountFreeze: 0, amount: 10_000_000 - expected });
  }, 120_000);

  it('keeps calls outside 08:00-20:00 of the recipient\'s zone waiting, and calls the others', async () => {
    const u = await voiceUser(gw.db);
    const templateId = await approvedAudioTemplate(gw.db, u.userId, 20_000);
    const now = Date.now();
    const w = { from: 480, to: 1200 };
    const candidates = ['PE', 'GB', 'KE', 'IN', 'TH', 'JP'] as const;
    // One country where it is daytime now and one where it stays night for at least ten minutes.
    const open = candidates.find((c) => windowOpen(c, w, now) && windowOpen(c, w, now + 600_000))!;
    const closed = candidates.find((c) => !windowOpen(c, w, now) && (nextOpening(c, w, now) ?? Infinity) > now + 600_000)!;
    expect(open).toBeDefined();
    expect(closed).toBeDefined();
    const numbers = [...Array.from({ length: 5 }, (_, i) => mobileOf(open, 10 + i)), ...Array.from({ length: 5 }, (_, i) => mobileOf(closed, 20 + i))];
    const sent = await gw.ok<{ TaskId: string; Submitted: number }>('AddUVMSSendTask', { PhoneNumbers: numbers, TemplateId: templateId, CallPeriod: 2, IdempotencyKey: idemKey() }, u.token);
    expect(sent.Submitted).toBe(10);
    const mid = await waitFor(() => status(u.token, sent.TaskId), (t) => t.Called === 5, 60_000);
    expect(mid).toMatchObject({ VoiceStatus: VoiceTaskStatus.Submitting, CallPeriod: 2, Remaining: 5, CallOutType: 1, CallOutNumber: '' });
    // The night country's calls are still queued, and the task's job sleeps until its 08:00.
    const [task] = await gw.db.select().from(smsTasks).where(eq(smsTasks.taskId, sent.TaskId));
    const waiting = await gw.db.select({ country: smsMessages.countryCode, state: smsMessages.state }).from(smsMessages).where(eq(smsMessages.taskId, task!.id));
    expect(waiting.filter((m) => m.state === 0).map((m) => m.country)).toEqual(Array(5).fill(closed));
    const job = await waitFor(
      () => gw.db.select({ runAt: jobs.runAt }).from(jobs).where(and(eq(jobs.kind, 'vms-task'), eq(jobs.ref, String(task!.id)))).then((r) => r[0]!),
      (j) => j.runAt > Date.now() + 300_000,
      30_000,
    );
    expect(job.runAt).toBe(nextOpening(closed, w, Date.now()));
    // Cancel is refused once calling began; the held minutes of waiting calls stay held.
    expect((await gw.api('CancelUVMSSendTask', { TaskId: sent.TaskId }, u.token)).RetCode).toBe(RetCode.TaskNotCancellable);
    const after = await status(u.token, sent.TaskId);
    expect(after.EstimatedCost).toBe(5 * voiceMinutePrice(open)! + 5 * voiceMinutePrice(closed)!);
    expect((await walletOf(gw.db, u.userId, WalletProductType.Voice))!.amountFreeze).toBe(after.EstimatedCost - after.ChargedAmount);
  }, 120_000);

  it('refuses a bad send with a message naming what is wrong, and saves nothing', async () => {
    const u = await voiceUser(gw.db, 500, 1_000_000);
    const other = await voiceUser(gw.db);
    const ok = await approvedAudioTemplate(gw.db, u.userId, 20_000);
    const review = await approvedAudioTemplate(gw.db, u.userId, 20_000, VoiceTemplateStatus.waitCheck);
    const theirs = await approvedAudioTemplate(gw.db, other.userId, 20_000);
    const base = { PhoneNumbers: usNumbers(2, 700), TemplateId: ok, IdempotencyKey: idemKey() };
    const refuse = async (over: Record<string, unknown>) => gw.api('AddUVMSSendTask', { ...base, ...over, IdempotencyKey: idemKey() }, u.token);
    expect(await refuse({ CallOutType: 2 })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('CallOutNumber is required for a special call-out number') });
    expect(await refuse({ CallOutType: 2, CallOutNumber: '12ab' })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('CallOutNumber must be a phone number of 5 to 15 digits') });
    expect(await refuse({ CallPeriod: 3 })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('CallPeriod must be 1 (all day) or 2 (08:00-20:00)') });
    expect(await refuse({ CallOutType: 5 })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('CallOutType must be 1 (random) or 2 (special)') });
    expect(await refuse({ TemplateId: '' })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('TemplateId is required') });
    expect(await refuse({ TemplateId: review })).toMatchObject({ RetCode: RetCode.TemplateNotPassed });
    expect(await refuse({ TemplateId: theirs })).toMatchObject({ RetCode: RetCode.TemplateNotFound });
    expect(await refuse({ PhoneNumbers: ['12', 'abc'] })).toMatchObject({ RetCode: RetCode.NoValidRecipients });
    // 0.05 in the voice wallet: not enough for two minutes; money in the SMS wallet does not count.
    expect(await refuse({})).toMatchObject({ RetCode: RetCode.InsufficientBalance });
    const tasks = await gw.db.select({ n: sql<number>`count(*)::int` }).from(smsTasks).where(eq(smsTasks.userId, u.userId));
    expect(tasks[0]!.n).toBe(0);
    expect(await walletOf(gw.db, u.userId, WalletProductType.Voice)).toMatchObject({ amount: 500, amountFreeze: 0 });
  }, 60_000);

  it('shows an account only its own voice tasks and records, and keeps them apart from SMS', async () => {
    const a = await voiceUser(gw.db, 10_000_000, 1_000_000);
    const b = await voiceUser(gw.db);
    const templateId = await approvedAudioTemplate(gw.db, a.userId, 20_000);
    const sent = await gw.ok<{ TaskId: string }>('AddUVMSSendTask', { PhoneNumbers: usNumbers(3, 800), TemplateId: templateId, IdempotencyKey: idemKey() }, a.token);
    await waitFor(() => status(a.token, sent.TaskId), (t) => t.VoiceStatus === VoiceTaskStatus.SubmitSuccess, 60_000);
    expect((await gw.ok<Tasks>('GetUVMSSendTask', { TaskId: sent.TaskId }, b.token)).Total).toBe(0);
    expect((await gw.ok<Tasks>('DescribeUVMSTaskStatus', { TaskIds: [sent.TaskId] }, b.token)).Tasks).toEqual([]);
    expect((await gw.ok<Records>('GetUVMSSendRecord', { TaskId: sent.TaskId }, b.token)).Total).toBe(0);
    expect((await gw.ok<Records>('GetUVMSSendRecord', {}, b.token)).Total).toBe(0);
    expect((await gw.api('CancelUVMSSendTask', { TaskId: sent.TaskId }, b.token)).RetCode).toBe(RetCode.TaskNotFound);
    expect((await gw.api('DescribeUVMSSendTaskStatistics', { TaskId: sent.TaskId }, b.token)).RetCode).toBe(RetCode.TaskNotFound);
    expect((await gw.api('GetUVMSTaskRecipients', { TaskId: sent.TaskId }, b.token)).RetCode).toBe(RetCode.TaskNotFound);
    // The owner sees it among voice tasks, not among SMS tasks or SMS records.
    expect((await gw.ok<Tasks>('GetUVMSSendTask', {}, a.token)).Tasks.map((t) => t.TaskId)).toEqual([sent.TaskId]);
    expect((await gw.ok<Tasks>('GetUSMSSendTask', {}, a.token)).Total).toBe(0);
    expect((await gw.ok<Records>('GetUSMSSendRecord', {}, a.token)).Total).toBe(0);
    expect((await gw.ok<Records>('GetUVMSSendRecord', {}, a.token)).Total).toBe(3);
    const stats = await gw.ok<{ Task: VoiceTask }>('DescribeUVMSSendTaskStatistics', { TaskId: sent.TaskId }, a.token);
    expect(stats.Task.CallTotal).toBe(3);
  }, 60_000);
});
