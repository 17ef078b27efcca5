import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages, smsTasks } from '../../db/schema';
import type { Channel } from '../Channel';
import type { Receipt } from '../carrier/Carrier';
import { queueReceiptCallbacks, type ReceiptItem } from '../callbacks/queueReceiptCallbacks';
import { chargeHold } from '../holds';
import { finalizeTask } from './finalizeTask';
import { MessageState, stateOfResult } from './messageState';

/**
 * Writes a batch of receipts in one transaction: each Submitted message they name takes its
 * final state, task counters move, finished tasks are closed (hold released) and callbacks queued.
 * A channel charged at the receipt (`receiptCharge`, voice) is charged here, from the task's hold,
 * what the receipt reports (a call's billing duration), once: only a Submitted message takes a receipt.
 * Answers the receipts whose message is not recorded as Submitted yet (the submit transaction may
 * still be running): the caller retries them for a while.
 */
export async function applyReceipts(db: Db, channel: Channel, receipts: readonly Receipt[], now: number): Promise<Receipt[]> {
  if (receipts.length === 0) return [];
  return db.transaction(async (tx) => {
    const groups = new Map<string, Receipt[]>();
    for (const r of receipts) {
      const key = `${r.result}\u0000${r.code}`;
      const g = groups.get(key);
      if (g) g.push(r);
      else groups.set(key, [r]);
    }
    const matched = new Set<string>();
    const perTask = new Map<number, { succeeded: number; failed: number; unknown: number }>();
    /** A channel charged at the receipt (voice): each message's charge and connected time. */
    const charges: Array<{ id: number; taskPk: number; charge: number; calledMs: number }> = [];
    const items: Array<Omit<ReceiptItem, 'taskId'> & { taskPk: number }> = [];
    for (const group of groups.values()) {
      const { result, code } = group[0]!;
      const rows = await tx
        .update(smsMessages)
        .set({ state: stateOfResult[result], receiptCode: code, doneAt: now })
        .where(and(inArray(smsMessages.carrierId, group.map((r) => r.carrierId)), eq(smsMessages.state, MessageState.Submitted)))
        .returning({ id: smsMessages.id, taskPk: smsMessages.taskId, userId: smsMessages.userId, phone: smsMessages.phone, carrierId: smsMessages.carrierId, price: smsMessages.price, units: smsMessages.segments });
      const at = new Map(group.map((r) => [r.carrierId, r.at]));
      const byCarrierId = new Map(group.map((r) => [r.carrierId, r]));
      for (const row of rows) {
        if (channel.receiptCharge) {
          const receipt = byCarrierId.get(row.carrierId ?? '')!;
          const charge = channel.receiptCharge({ price: Number(row.price), units: row.units }, receipt);
          if (!Number.isSafeInteger(charge) || charge < 0 || charge > Number(row.price)) throw new RangeError(`${channel.name} charged ${charge} for a message held at ${row.price}`);
          charges.push({ id: row.id, taskPk: row.taskPk, charge, calledMs: Math.max(0, Math.round(receipt.calledMs ?? 0)) });
        }
        matched.add(row.carrierId ?? '');
        const c = perTask.get(row.taskPk) ?? { succeeded: 0, failed: 0, unknown: 0 };
        if (result === 'Success') c.succeeded++;
        else if (result === 'Fail') c.failed++;
        else c.unknown++;
        perTask.set(row.taskPk, c);
        items.push({ userId: row.userId, taskPk: row.taskPk, messageId: row.id, phone: row.phone, result, code, at: at.get(row.carrierId ?? '') ?? now });
      }
    }
    const taskPks = [...perTask.keys()].sort((a, b) => a - b);
    const chargedPerTask = new Map<number, number>();
    if (charges.length > 0) {
      const values = sql.join(
        charges.map((c) => sql`(${c.id}::bigint, ${c.charge}::bigint, ${c.calledMs}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`update ${smsMessages} m set price = v.charge, called_ms = v.called, charged = true from (values ${values}) as v(id, charge, called) where m.id = v.id`);
      for (const c of charges) chargedPerTask.set(c.taskPk, (chargedPerTask.get(c.taskPk) ?? 0) + c.charge);
    }
    const holds = chargedPerTask.size > 0 ? new Map((await tx.select({ id: smsTasks.id, hold: smsTasks.holdReference }).from(smsTasks).where(inArray(smsTasks.id, taskPks))).map((t) => [t.id, t.hold])) : new Map<number, string | null>();
    for (const pk of taskPks) {
      const c = perTask.get(pk)!;
      const charge = chargedPerTask.get(pk) ?? 0;
      await tx
        .update(smsTasks)
        .set({ succeeded: sql`${smsTasks.succeeded} + ${c.succeeded}`, failed: sql`${smsTasks.failed} + ${c.failed}`, unknown: sql`${smsTasks.unknown} + ${c.unknown}`, ...(charge > 0 ? { charged: sql`${smsTasks.charged} + ${charge}` } : {}) })
        .where(eq(smsTasks.id, pk));
      const hold = holds.get(pk);
      if (charge > 0 && hold) await chargeHold(tx, hold, charge, now);
      await finalizeTask(tx, channel, pk, now);
    }
    if (taskPks.length > 0) {
      const ids = await tx.select({ id: smsTasks.id, taskId: smsTasks.taskId }).from(smsTasks).where(inArray(smsTasks.id, taskPks));
      const taskIdOf = new Map(ids.map((t) => [t.id, t.taskId]));
      await queueReceiptCallbacks(tx, items.map(({ taskPk, ...i }) => ({ ...i, taskId: taskIdOf.get(taskPk) ?? '' })), now);
    }
    const unmatched = receipts.filter((r) => !matched.has(r.carrierId));
    if (unmatched.length === 0) return [];
    // Receipts for messages already final (a repeated receipt) are dropped. A message recorded as
    // Submitted since the update above (another connection committed in between) is retried.
    const known = await tx
      .select({ carrierId: smsMessages.carrierId })
      .from(smsMessages)
      .where(and(inArray(smsMessages.carrierId, unmatched.map((r) => r.carrierId)), ne(smsMessages.state, MessageState.Submitted)));
    const knownIds = new Set(known.map((k) => k.carrierId));
    return unmatched.filter((r) => !knownIds.has(r.carrierId));
  });
}
