import { and, eq, isNotNull } from 'drizzle-orm';
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
      const batch = await claimBatch(ctl.fenced, taskPk, size, { userId: task.userId, channel: channel.name });
      if (batch.length === 0) break;
      const toSend = batch.filter((m) => !m.optedOut);
      // The heartbeat of the job runner keeps the lease while the carrier works on the batch.
      const submitted = toSend.length > 0 ? await carrier.submit(toSend.map((m) => ({ id: m.id, phone: m.phone, senderId: task.senderId, text: task.content, ...(task.payload !== null ? { payload: task.payload } : {}), ...(task.mediaFileId !== null ? { subject: task.subject, mediaFileId: task.mediaFileId } : {}) }))) : [];
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
    return { runAt: now + Math.min(config.receiptCheckMs, config.receiptTimeoutMs) };
  };
}
