import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Fenced } from '../../jobs/JobRunner';
import { smsMessages, smsTasks } from '../../db/schema';
import type { Channel } from '../Channel';
import type { SubmitResult } from '../carrier/Carrier';
import { chargeHold } from '../holds';
import { finalizeTask } from './finalizeTask';
import { MessageState } from './messageState';
import { resultRows } from '../../db/resultRows';

/**
 * Writes what the carrier answered for a batch, in one transaction: accepted messages become
 * Submitted and are charged from the task's hold on the channel's wallet (a channel with
 * `receiptCharge` is charged when the receipt comes instead) — the `charged = false` condition makes each
 * message's charge happen once — refused ones end as SubmitFail (not charged), and ones that never
 * reached the carrier go back to the queue. Fenced by the job's lease token: a runner that lost its
 * lease records nothing (the messages stay Submitting and the new owner reconciles them).
 */
export async function recordSubmits(fenced: Fenced, channel: Channel, task: { id: number; holdReference: string | null }, results: readonly SubmitResult[], now: number): Promise<void> {
  const ok = results.filter((r): r is Extract<SubmitResult, { ok: true }> => r.ok);
  const failed = results.filter((r): r is Extract<SubmitResult, { ok: false }> => !r.ok && !r.retry);
  const retry = results.filter((r) => !r.ok && r.retry).map((r) => r.id);
  await fenced(async (tx) => {
    let charge = 0;
    if (ok.length > 0) {
      const values = sql.join(
        ok.map((r) => sql`(${r.id}::bigint, ${r.carrierId}::text)`),
        sql`, `,
      );
      // A channel charged at the receipt (voice) marks nothing charged here: applyReceipts does.
      const chargeNow = !channel.receiptCharge;
      const rows = resultRows<{ price: string | number }>(await tx.execute(sql`
        update ${smsMessages} m set state = ${MessageState.Submitted}, carrier_id = v.cid, submit_at = ${now}, charged = ${chargeNow}
        from (values ${values}) as v(id, cid)
        where m.id = v.id and m.state = ${MessageState.Submitting} and m.charged = false
        returning m.price`));
      if (chargeNow) for (const r of rows) charge += Number(r.price);
    }
    const byCode = new Map<string, number[]>();
    for (const f of failed) byCode.set(f.code, [...(byCode.get(f.code) ?? []), f.id]);
    let refused = 0;
    for (const [code, ids] of byCode) {
      const rows = await tx
        .update(smsMessages)
        .set({ state: MessageState.SubmitFail, receiptCode: code, doneAt: now, ...(channel.receiptCharge ? { price: 0 } : {}) })
        .where(and(inArray(smsMessages.id, ids), eq(smsMessages.state, MessageState.Submitting)))
        .returning({ id: smsMessages.id });
      refused += rows.length;
    }
    if (retry.length > 0) {
      await tx.update(smsMessages).set({ state: MessageState.Queued }).where(and(inArray(smsMessages.id, retry), eq(smsMessages.state, MessageState.Submitting)));
    }
    if (charge > 0 || refused > 0) {
      await tx
        .update(smsTasks)
        .set({ charged: sql`${smsTasks.charged} + ${charge}`, submitFailed: sql`${smsTasks.submitFailed} + ${refused}` })
        .where(eq(smsTasks.id, task.id));
    }
    if (charge > 0 && task.holdReference) await chargeHold(tx, task.holdReference, charge, now);
    if (refused > 0) await finalizeTask(tx, channel, task.id, now);
  });
}
