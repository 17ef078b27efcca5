import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { OPTED_OUT_CODE } from '../../../contract/messaging/optOutKeywords';
import { FINAL_TASK_STATUSES } from '../../../contract/messaging/taskStatus';
import type { Db } from '../../db/client';
import { smsMessages, smsTasks } from '../../db/schema';
import type { JobHandler } from '../../jobs/JobRunner';
import type { Channel } from '../Channel';
import type { Carrier, SubmitResult } from '../carrier/Carrier';
import type { MessagingConfig } from '../messagingConfig';
import { claimBatch } from './claimBatch';
import { expireReceipts } from './expireReceipts';
import { nextOpening, windowOpen } from './localWindow';
import { MessageState } from './messageState';
import { recordSubmits } from './recordSubmits';
import { recoverInFlight } from './recoverInFlight';
import { startTask } from './startTask';

/**
 * The job of one send task of a channel (kind = channel.taskJob, ref = sms_tasks.id), queued at
 * its send time: start it, submit its messages batch by batch (claim → carrier → record and
 * charge), then come back every receiptCheckMs to expire receipts that never came, until the task
 * is final. Every write is fenced by the job's lease token; a runner that lost the lease stops.
 * Messages to recipients who opted out never reach the carrier: they end SubmitFail with the
 * receipt code OPTED_OUT, uncharged (their share of the hold is released when the task ends).
 * A task with a daily window (voice's call period) submits only messages to countries where it is
 * open now (`localWindow.ts`); the others stay queued and the job comes back when the first opens.
 * A channel with `sendAllowance` (WhatsApp's messaging limit) sends no more than it allows; when it
 * allows none, the task keeps the reason and the time it waits until, and the job comes back then.
 */
export function taskJob(deps: { db: Db; channel: Channel; carrier: Carrier; config: MessagingConfig; log: (line: string) => void }): JobHandler {
  const { db, channel, carrier, config } = deps;
  return async (job, ctl) => {
    const taskPk = Number(job.ref);
    const task = await startTask(ctl.fenced, taskPk, Date.now());
    if (!task) return { done: true };
    await recoverInFlight(ctl.fenced, taskPk, carrier.resubmitSafe, Date.now());
    let retryLater = false;
    const window = task.windowFrom !== null && task.windowTo !== null ? { from: task.windowFrom, to: task.windowTo } : null;
    let waiting: string[] | null = null;
    let waitUntil: number | null = null;
    let waitCleared = task.waitReason === null;
    while (!ctl.stopping) {
      if (ctl.lost || !(await ctl.extendLease())) return { abandon: true };
      let size = config.batchSize;
      if (channel.sendAllowance) {
        const allowance = await channel.sendAllowance(db, task, Date.now());
        if (allowance.allowed <= 0) {
          const [queued] = await db.select({ id: smsMessages.id }).from(smsMessages).where(and(eq(smsMessages.taskId, taskPk), eq(smsMessages.state, MessageState.Queued))).limit(1);
          if (!queued) break;
          await ctl.fenced((tx) => tx.update(smsTasks).set({ waitReason: allowance.reason, waitUntil: allowance.waitUntil }).where(eq(smsTasks.id, taskPk)));
          return { runAt: allowance.waitUntil };
        }
        size = Math.min(size, allowance.allowed);
        if (!waitCleared) {
          await ctl.fenced((tx) => tx.update(smsTasks).set({ waitReason: null, waitUntil: null }).where(and(eq(smsTasks.id, taskPk), isNotNull(smsTasks.waitReason))));
          waitCleared = true;
        }
      }
      let open: string[] | undefined;
      if (window) {
        waiting ??= await queuedCountries(db, taskPk);
        const now = Date.now();
        open = waiting.filter((c) => windowOpen(c, window, now));
        if (open.length === 0) {
          // Every message left waits for its window: come back when the first one opens.
          waitUntil = Math.min(...waiting.map((c) => nextOpening(c, window, now) ?? now + 3_600_000), now + 86_400_000);
          if (waiting.length === 0) waitUntil = null;
          break;
        }
      }
      const batch = await claimBatch(ctl.fenced, taskPk, size, { userId: task.userId, channel: channel.name }, open);
      if (batch.length === 0) {
        if (!window || waiting === null || waiting.length === 0) break;
        waiting = await queuedCountries(db, taskPk);
        continue;
      }
      const toSend = batch.filter((m) => !m.optedOut);
      // The heartbeat of the job runner keeps the lease while the carrier works on the batch.
      const submitted = toSend.length > 0 ? await carrier.submit(toSend.map((m) => ({ id: m.id, phone: m.phone, senderId: task.senderId, text: task.content, ...(task.payload !== null ? { payload: task.payload } : {}), ...(task.subject ? { subject: task.subject } : {}), ...(task.mediaFileId !== null ? { mediaFileId: task.mediaFileId } : {}), ...(task.mediaDurationMs > 0 ? { mediaDurationMs: task.mediaDurationMs } : {}) }))) : [];
      const results: SubmitResult[] = [...submitted];
      for (const m of batch) if (m.optedOut) results.push({ id: m.id, ok: false, code: OPTED_OUT_CODE });
      await recordSubmits(ctl.fenced, channel, task, results, Date.now());
      await channel.afterBatch?.(db, task.userId, Date.now(), deps.log);
      if (results.some((r) => !r.ok && r.retry)) {
        retryLater = true;
        break;
      }
    }
    if (ctl.stopping) return { runAt: Date.now() };
    if (retryLater) return { runAt: Date.now() + 5_000 };
    const now = Date.now();
    await expireReceipts(ctl.fenced, channel, taskPk, config.receiptTimeoutMs, now);
    const [fresh] = await db.select({ status: smsTasks.status }).from(smsTasks).where(eq(smsTasks.id, taskPk));
    if (!fresh || FINAL_TASK_STATUSES.includes(fresh.status)) return { done: true };
    const check = now + Math.min(config.receiptCheckMs, config.receiptTimeoutMs);
    // Waiting for a window and no receipt owed: sleep until it opens.
    if (waitUntil !== null && !(await owesReceipts(db, taskPk))) return { runAt: waitUntil };
    return { runAt: waitUntil === null ? check : Math.min(check, waitUntil) };
  };
}

/** The countries of a task's messages still queued. */
async function queuedCountries(db: Db, taskPk: number): Promise<string[]> {
  const rows = await db.selectDistinct({ c: smsMessages.countryCode }).from(smsMessages).where(and(eq(smsMessages.taskId, taskPk), eq(smsMessages.state, MessageState.Queued)));
  return rows.map((r) => r.c);
}

/** Whether a task has messages handed to the carrier and waiting for their receipt. */
async function owesReceipts(db: Db, taskPk: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(smsMessages).where(and(eq(smsMessages.taskId, taskPk), eq(smsMessages.state, MessageState.Submitted))).limit(1);
  return row !== undefined;
}
