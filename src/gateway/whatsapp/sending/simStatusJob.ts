import { eq, inArray } from 'drizzle-orm';
import { simWhatsappMessages, smsMessages } from '../../db/schema';
import type { JobHandler } from '../../jobs/JobRunner';
import type { Channel } from '../../messaging/Channel';
import { applyMessageStatuses, StatusesNotYetKnown, type StatusEvent } from './applyMessageStatuses';
import { storeInbound } from './storeInbound';

/** What the simulated provider makes of a recipient, by the last digit of the number: 0 has no WhatsApp, 1-5 read, 7 replies. */
export function simOutcome(phone: string): { failed: boolean; read: boolean; replies: boolean } {
  const d = phone.at(-1) ?? '';
  return { failed: d === '0', read: '12345'.includes(d) && d !== '', replies: d === '7' };
}

/** The simulated customer's reply to a template (it opens the 24-hour customer-service window). */
export const SIM_REPLY_TEXT = 'Thanks! Can you tell me more?';

/**
 * The simulated provider's status reports for one batch of sent messages, delivered to our store
 * through the same path as the Cloud API's webhook (`applyMessageStatuses`), in one fenced
 * transaction: sent, then delivered (and read) or failed (131026, undeliverable), and a customer
 * reply from some recipients. Comes back later while the batch's submit is not recorded yet.
 */
export function simStatusJob(channel: Channel): JobHandler {
  return async (job, ctl) => {
    try {
      await ctl.fenced(async (tx) => {
        const rows = await tx.select().from(simWhatsappMessages).where(eq(simWhatsappMessages.batch, job.ref));
        if (rows.length === 0) return;
        const at = Date.now();
        const events: StatusEvent[] = [];
        for (const r of rows) {
          const o = simOutcome(r.toPhone);
          events.push({ wamid: r.wamid, status: 'sent', at });
          if (o.failed) events.push({ wamid: r.wamid, status: 'failed', at, errorCode: '131026' });
          else {
            events.push({ wamid: r.wamid, status: 'delivered', at });
            if (o.read) events.push({ wamid: r.wamid, status: 'read', at });
          }
        }
        await applyMessageStatuses(tx, channel, events, at);
        const replying = rows.filter((r) => r.kind === 'template' && simOutcome(r.toPhone).replies && !simOutcome(r.toPhone).failed);
        if (replying.length > 0) {
          const owners = await tx.select({ carrierId: smsMessages.carrierId, userId: smsMessages.userId }).from(smsMessages).where(inArray(smsMessages.carrierId, replying.map((r) => r.wamid)));
          const ownerOf = new Map(owners.map((o) => [o.carrierId, o.userId]));
          for (const r of replying) {
            const userId = ownerOf.get(r.wamid);
            if (userId !== undefined) await storeInbound(tx, { userId, wamid: `${r.wamid}.reply`, from: r.toPhone, text: SIM_REPLY_TEXT, at });
          }
        }
        await tx.delete(simWhatsappMessages).where(eq(simWhatsappMessages.batch, job.ref));
      });
    } catch (err) {
      if (err instanceof StatusesNotYetKnown) return { runAt: Date.now() + 1_000 };
      throw err;
    }
    return { done: true };
  };
}
