import { and, eq, inArray, sql } from 'drizzle-orm';
import { WhatsAppConversationTypes, type WhatsAppConversationType } from '../../../contract/whatsapp/conversationPrices';
import type { Db, Tx } from '../../db/client';
import { smsMessages, smsTasks, whatsappMessages, whatsappStatusEvents } from '../../db/schema';
import type { Channel } from '../../messaging/Channel';
import type { Receipt } from '../../messaging/carrier/Carrier';
import { applyReceipts } from '../../messaging/delivery/applyReceipts';
import { readPayload } from './whatsappPayload';

/** The message statuses the provider reports, in the order a message goes through them. */
export const MessageStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MessageStatuses)[number];
const RANK: Record<MessageStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export interface StatusEvent {
  wamid: string;
  status: MessageStatus;
  /** When the provider saw it (ms). */
  at: number;
  /** failed: the provider's error code. */
  errorCode?: string;
  /** The conversation type the provider priced it as, when it says. */
  conversationType?: string;
}

/** Statuses whose message is not recorded as sent yet (its submit is still being written): the caller offers them again later. */
export class StatusesNotYetKnown extends Error {
  constructor(readonly events: StatusEvent[]) {
    super(`${events.length} WhatsApp statuses name messages not recorded yet`);
  }
}

/** A provider's pricing category as one of our conversation types (referral_conversion, a free entry point, is referral). */
export function conversationTypeOf(raw: string | undefined): WhatsAppConversationType | undefined {
  if (!raw) return undefined;
  const v = raw.toLowerCase().replace(/_/g, '-');
  if (v === 'referral-conversion') return 'referral';
  if (v === 'free-entry-point' || v === 'free-customer-service') return 'free';
  return WhatsAppConversationTypes.find((t) => t === v);
}

/**
 * Applies message statuses in the caller's transaction, each (wamid, status) once: the
 * whatsapp_status_events ledger takes a status the first time only, so the same status delivered
 * again (in the same notification or another) changes nothing. A message's status only moves
 * forward (sent → delivered → read; failed). delivered (or read first) is the core's Success
 * receipt and failed its Fail receipt (code WA_<error code>), through `applyReceipts`: counters,
 * callbacks and the task's end. A status naming a message we do not know (its submit not recorded
 * yet, or one sent from elsewhere) throws StatusesNotYetKnown (nothing applied: the caller rolls
 * back and offers it again; the simulated provider) or is skipped (`'skip'`: the webhook, whose
 * statuses come seconds after the submit was recorded).
 * Answers how many statuses changed something.
 */
export async function applyMessageStatuses(tx: Tx, channel: Channel, all: readonly StatusEvent[], now: number, unknownMessages: 'throw' | 'skip' = 'throw'): Promise<number> {
  if (all.length === 0) return 0;
  const wamids = [...new Set(all.map((e) => e.wamid))];
  const messages = await tx
    .select({ id: smsMessages.id, userId: smsMessages.userId, carrierId: smsMessages.carrierId, payload: smsTasks.payload })
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .where(and(inArray(smsMessages.carrierId, wamids), eq(smsMessages.channel, channel.channelId)));
  const byWamid = new Map(messages.map((m) => [m.carrierId ?? '', m]));
  const unknown = all.filter((e) => !byWamid.has(e.wamid));
  if (unknown.length > 0 && unknownMessages === 'throw') throw new StatusesNotYetKnown(unknown);
  const events = all.filter((e) => byWamid.has(e.wamid));
  if (events.length === 0) return 0;

  const fresh = await tx
    .insert(whatsappStatusEvents)
    .values(events.map((e) => ({ wamid: e.wamid, status: e.status, at: e.at })))
    .onConflictDoNothing()
    .returning({ wamid: whatsappStatusEvents.wamid, status: whatsappStatusEvents.status });
  const isFresh = new Set(fresh.map((f) => `${f.wamid}\u0000${f.status}`));
  const applied = events.filter((e) => isFresh.delete(`${e.wamid}\u0000${e.status}`));
  if (applied.length === 0) return 0;

  // One row per message with everything this batch says about it (the furthest status, each
  // status's time), written in one statement; a row already there keeps the further status.
  type Row = typeof whatsappMessages.$inferInsert;
  const rows = new Map<string, Row>();
  const receipts: Receipt[] = [];
  for (const e of applied) {
    const m = byWamid.get(e.wamid)!;
    const reported = conversationTypeOf(e.conversationType);
    const row = rows.get(e.wamid) ?? { messageId: m.id, userId: m.userId, wamid: e.wamid, status: e.status, conversationType: reported ?? readPayload(m.payload)?.conversationType ?? 'marketing' };
    if (RANK[e.status] > RANK[row.status as MessageStatus]) row.status = e.status;
    if (reported) row.conversationType = reported;
    if (e.status === 'sent') row.sentAt = e.at;
    else if (e.status === 'delivered') row.deliveredAt = e.at;
    else if (e.status === 'read') row.readAt = e.at;
    else {
      row.failedAt = e.at;
      row.errorCode = e.errorCode ?? null;
    }
    rows.set(e.wamid, row);
    if (e.status === 'delivered' || e.status === 'read') receipts.push({ carrierId: e.wamid, result: 'Success', code: 'DELIVERED', at: e.at });
    else if (e.status === 'failed') receipts.push({ carrierId: e.wamid, result: 'Fail', code: e.errorCode ? `WA_${e.errorCode}` : 'WA_FAILED', at: e.at });
  }
  const values = [...rows.values()].map((r) => ({ sentAt: null, deliveredAt: null, readAt: null, failedAt: null, errorCode: null, ...r }));
  const col = (name: string) => sql.raw(`excluded.${name}`);
  await tx
    .insert(whatsappMessages)
    .values(values)
    .onConflictDoUpdate({
      target: whatsappMessages.messageId,
      set: {
        sentAt: sql`coalesce(${col('sent_at')}, ${whatsappMessages.sentAt})`,
        deliveredAt: sql`coalesce(${col('delivered_at')}, ${whatsappMessages.deliveredAt})`,
        readAt: sql`coalesce(${col('read_at')}, ${whatsappMessages.readAt})`,
        failedAt: sql`coalesce(${col('failed_at')}, ${whatsappMessages.failedAt})`,
        errorCode: sql`coalesce(${col('error_code')}, ${whatsappMessages.errorCode})`,
        conversationType: sql`${col('conversation_type')}`,
        status: sql`case when ${rankSql(sql`${whatsappMessages.status}`)} < ${rankSql(col('status'))} then ${col('status')} else ${whatsappMessages.status} end`,
      },
    });
  // Receipts for messages already final (read after delivered) are repeats the core drops.
  if (receipts.length > 0) await applyReceipts(tx as unknown as Db, channel, receipts, now);
  return applied.length;
}

function rankSql(col: ReturnType<typeof sql>) {
  return sql`(case ${col} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end)`;
}
