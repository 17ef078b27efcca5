import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { WhatsAppTiers, whatsappTierLimit, type WhatsAppTier } from '../../../contract/whatsapp/whatsappConstants';
import type { Executor } from '../../db/client';
import { smsMessages, smsTasks, whatsappNumbers } from '../../db/schema';
import type { TaskRow } from '../../messaging/Channel';
import { MessageState } from '../../messaging/delivery/messageState';
import { readPayload } from './whatsappPayload';

export const TIER_WINDOW_MS = 24 * 3600_000;
/** sms_tasks.wait_reason of a task held back by the number's messaging limit. */
export const TIER_LIMIT_REASON = 'TIER_LIMIT';
const UNLIMITED = 1_000_000_000;

/**
 * How many more business-initiated messages (templates) the task's number may start now: its
 * tier's limit per rolling 24 hours less the distinct recipients it sent templates to in the last
 * 24 hours (messages being handed over count too). Read from the database each time, so the limit
 * holds across restarts and gateway processes. When none, sending waits until the oldest of those
 * is 24 hours old. Free-form replies (inside the service window) are not limited.
 */
export async function tierAllowance(db: Executor, task: TaskRow, now: number): Promise<{ allowed: number; waitUntil: number; reason: string }> {
  if (readPayload(task.payload)?.kind !== 'template') return { allowed: UNLIMITED, waitUntil: now, reason: '' };
  const [num] = await db.select({ tier: whatsappNumbers.messagingLimitTier }).from(whatsappNumbers).where(and(eq(whatsappNumbers.userId, task.userId), eq(whatsappNumbers.phoneNumberId, task.senderId)));
  const tier: WhatsAppTier = WhatsAppTiers.find((t) => t === num?.tier) ?? 'TIER_50';
  const limit = whatsappTierLimit[tier];
  if (limit === null) return { allowed: UNLIMITED, waitUntil: now, reason: '' };
  const since = now - TIER_WINDOW_MS;
  const [row] = await db
    .select({ used: sql<string | number>`count(distinct ${smsMessages.phone})`, oldest: sql<string | number | null>`min(${smsMessages.submitAt})` })
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .where(
      and(
        eq(smsMessages.userId, task.userId),
        eq(smsMessages.channel, ChannelId.WhatsApp),
        eq(smsTasks.senderId, task.senderId),
        sql`${smsTasks.payload}->>'kind' = 'template'`,
        or(eq(smsMessages.state, MessageState.Submitting), and(inArray(smsMessages.state, [MessageState.Submitted, MessageState.Success, MessageState.Fail, MessageState.Unknown]), gte(smsMessages.submitAt, since))),
      ),
    );
  const used = Number(row?.used ?? 0);
  const oldest = row?.oldest === null || row?.oldest === undefined ? now : Number(row.oldest);
  const allowed = Math.max(0, limit - used);
  return { allowed, waitUntil: Math.max(now + 1000, oldest + TIER_WINDOW_MS), reason: allowed > 0 ? '' : TIER_LIMIT_REASON };
}
