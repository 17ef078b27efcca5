import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetCode } from '../../src/contract/retCodes';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { smsTasks, walletHolds } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, smsWallet, waitFor } from './smsFixture';
import { walletsAgainstJournal } from './userFixture';

type Task = { TaskId: string; Status: number; Submitted: number; Succeeded: number; Failed: number; Unknown: number; SubmitFailed: number; Pending: number; EstimatedCost: number; ChargedAmount: number; Content: string; SenderId: string; RetryOf: string | null };
type Retry = { TaskId: string; SessionNo: string; AccountId: string; RetryOf: string; Submitted: number; Segments: number; EstimatedCost: number };

/** US price per segment (contract prices). */
const US = 79;
// The simulated carrier: numbers ending in 01 always fail, 02 end unknown, 03 are refused at submit; others are delivered.
const DELIVERED = ['+12025550110', '+12025550111', '+12025550112'];
const FAILS = '+12025550101';
const UNKNOWN = '+12025550102';
const REFUSED = '+12025550103';

describe('retrying the failed numbers of a task', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(fastSms());
  });
  afterAll(() => gw.close());

  const task = async (token: string, taskId: string) => (await gw.ok<{ Tasks: Task[] }>('DescribeUSMSTaskStatus', { TaskIds: [taskId] }, token)).Tasks[0]!;
  const final = (token: string, taskId: string) => waitFor(() => task(token, taskId), (t) => t.Status === SmsTaskStatus.Complete && t.Pending === 0, 30_000);
  const numbersOf = async (token: string, taskId: string) =>
    (await gw.ok<{ PhoneNumbers: string[] }>('GetUSMSTaskRecipients', { TaskId: taskId }, token)).PhoneNumbers;
  const send = (token: string, numbers: string[], extra: object = {}) =>
    gw.ok<{ TaskId: string }>('AddUSMSSendTask', { PhoneNumbers: numbers, Content: 'Flash sale tonight', SenderId: 'Acme', IdempotencyKey: idemKey(), ...extra }, token);
  const closedHold = (taskId: string) =>
    waitFor(() => gw.db.select().from(walletHolds).where(eq(walletHolds.reference, `sms-task:${taskId}`)), (h) => h.length === 1 && !h[0]!.open);

  it('sends only the numbers whose final result is Fail or SubmitFail, with the same content and sender, linked back, charged on the normal path', async () => {
    const u = await smsUser(gw.db, 1_000_000);
    const before = await smsWallet(gw.db, u.userId);
    const original = await send(u.token, [...DELIVERED, FAILS, UNKNOWN, REFUSED]);
    const done = await final(u.token, original.TaskId);
    expect(done).toMatchObject({ Succeeded: 3, Failed: 1, Unknown: 1, SubmitFailed: 1, ChargedAmount: 5 * US });

    expect(await gw.ok('PreviewUSMSRetryTask', { TaskId: original.TaskId }, u.token)).toEqual({ TaskId: original.TaskId, Recipients: 2, Segments: 2, EstimatedCost: 2 * US });
    const retry = await gw.ok<Retry>('RetryUSMSSendTask', { TaskId: original.TaskId, IdempotencyKey: idemKey() }, u.token);
    expect(retry).toMatchObject({ RetryOf: original.TaskId, Submitted: 2, Segments: 2, EstimatedCost: 2 * US });
    expect(retry.TaskId).not.toBe(original.TaskId);
    expect(await numbersOf(u.token, retry.TaskId)).toEqual([FAILS, REFUSED]);
    const [hold] = await gw.db.select().from(walletHolds).where(eq(walletHolds.reference, `sms-task:${retry.TaskId}`));
    expect(hold!.amount).toBe(2 * US);

    const again = await final(u.token, retry.TaskId);
    expect(again).toMatchObject({ RetryOf: original.TaskId, Content: 'Flash sale tonight', SenderId: 'Acme', Submitted: 2, Failed: 1, SubmitFailed: 1 });
    // The refused number is not charged, the one the carrier accepted (and failed) is: as for any send.
    expect(again.ChargedAmount).toBe(US);
    const closed = await closedHold(retry.TaskId);
    expect(closed[0]!.charged).toBe(US);
    expect(closed[0]!.released).toBe(US);
    const after = await smsWallet(gw.db, u.userId);
    expect(before.amount - after.amount).toBe(5 * US + US);
    expect(after.amountFreeze).toBe(before.amountFreeze);
    for (const w of await walletsAgainstJournal(gw.db, u.userId)) expect(w.balances).toEqual(w.journal);
  });

  it('never takes a number twice: the original again has nothing left, a retry of the retry takes only what failed again', async () => {
    const u = await smsUser(gw.db, 1_000_000);
    const original = await send(u.token, [DELIVERED[0]!, FAILS, REFUSED]);
    await final(u.token, original.TaskId);
    const first = await gw.ok<Retry>('RetryUSMSSendTask', { TaskId: original.TaskId, IdempotencyKey: idemKey() }, u.token);
    expect(first.Submitted).toBe(2);

    // The original's failed numbers now belong to its retry.
    expect(await gw.ok('PreviewUSMSRetryTask', { TaskId: original.TaskId }, u.token)).toMatchObject({ Recipients: 0, EstimatedCost: 0 });
    expect(await gw.api('RetryUSMSSendTask', { TaskId: original.TaskId, IdempotencyKey: idemKey() }, u.token)).toMatchObject({
      RetCode: RetCode.NothingToRetry,
      Message: 'The task has no failed numbers to retry',
    });

    await final(u.token, first.TaskId);
    const second = await gw.ok<Retry>('RetryUSMSSendTask', { TaskId: first.TaskId, IdempotencyKey: idemKey() }, u.token);
    expect(second).toMatchObject({ RetryOf: first.TaskId, Submitted: 2, EstimatedCost: 2 * US });
    expect(await numbersOf(u.token, second.TaskId)).toEqual([FAILS, REFUSED]);
    const tasks = await gw.db.select({ taskId: smsTasks.taskId, retryOf: smsTasks.retryOf }).from(smsTasks).where(eq(smsTasks.userId, u.userId));
    expect(tasks).toHaveLength(3);
  });

  it('refuses while the numbers are still pending, and a task with no failures', async () => {
    const u = await smsUser(gw.db, 1_000_000);
    const later = await send(u.token, [FAILS, REFUSED], { SendTime: Math.floor(Date.now() / 1000) + 3600 });
    expect(await gw.ok('PreviewUSMSRetryTask', { TaskId: later.TaskId }, u.token)).toMatchObject({ Recipients: 0 });
    expect(await gw.api('RetryUSMSSendTask', { TaskId: later.TaskId, IdempotencyKey: idemKey() }, u.token)).toMatchObject({ RetCode: RetCode.NothingToRetry });

    const good = await send(u.token, DELIVERED);
    await final(u.token, good.TaskId);
    expect(await gw.api('RetryUSMSSendTask', { TaskId: good.TaskId, IdempotencyKey: idemKey() }, u.token)).toMatchObject({ RetCode: RetCode.NothingToRetry });
    const other = await smsUser(gw.db);
    expect(await gw.api('RetryUSMSSendTask', { TaskId: good.TaskId, IdempotencyKey: idemKey() }, other.token)).toMatchObject({ RetCode: RetCode.TaskNotFound });
    expect(await gw.api('GetUSMSTaskRecipients', { TaskId: good.TaskId }, other.token)).toMatchObject({ RetCode: RetCode.TaskNotFound });
    expect(await gw.api('RetryUSMSSendTask', { TaskId: good.TaskId }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'IdempotencyKey is required' });
  });

  it('makes one task of two concurrent retries with the same IdempotencyKey, and holds once', async () => {
    const u = await smsUser(gw.db, 1_000_000);
    const original = await send(u.token, [DELIVERED[1]!, FAILS, REFUSED]);
    await final(u.token, original.TaskId);
    const key = idemKey();
    const [a, b] = await Promise.all([
      gw.ok<Retry>('RetryUSMSSendTask', { TaskId: original.TaskId, IdempotencyKey: key }, u.token),
      gw.ok<Retry>('RetryUSMSSendTask', { TaskId: original.TaskId, IdempotencyKey: key }, u.token),
    ]);
    expect(a.TaskId).toBe(b.TaskId);
    const retries = await gw.db.select().from(smsTasks).where(and(eq(smsTasks.userId, u.userId), eq(smsTasks.retryOf, original.TaskId)));
    expect(retries).toHaveLength(1);
    const holds = await gw.db.select().from(walletHolds).where(eq(walletHolds.reference, `sms-task:${a.TaskId}`));
    expect(holds.map((h) => h.amount)).toEqual([2 * US]);

    // Two concurrent retries with different keys: the second finds the numbers taken.
    const other = await send(u.token, [FAILS, REFUSED]);
    await final(u.token, other.TaskId);
    const results = await Promise.all([1, 2].map(() => gw.api('RetryUSMSSendTask', { TaskId: other.TaskId, IdempotencyKey: idemKey() }, u.token)));
    expect(results.map((r) => r.RetCode).sort()).toEqual([RetCode.Success, RetCode.NothingToRetry].sort());
  });

  it('lists a task\'s numbers in the order given, for a copy of it', async () => {
    const u = await smsUser(gw.db, 1_000_000);
    const t = await send(u.token, ['+1 202 555 0112', DELIVERED[0]!, 'not a number', DELIVERED[0]!], { SendTime: Math.floor(Date.now() / 1000) + 3600 });
    expect(await numbersOf(u.token, t.TaskId)).toEqual(['+12025550112', DELIVERED[0]]);
  });
});
