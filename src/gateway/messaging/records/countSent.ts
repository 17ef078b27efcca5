import { and, count, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smsMessages } from '../../db/schema';

/**
 * How many messages of one channel (its ChannelId) an account has had accepted since `from` (epoch
 * ms; 0: ever). Quotas, send limits and send-count alarms are per channel: another channel's sends
 * never count against them.
 */
export async function countSent(db: Executor, userId: number, channel: number, from = 0): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsMessages)
    .where(and(eq(smsMessages.userId, userId), eq(smsMessages.channel, channel), gte(smsMessages.sendAt, from)));
  return row?.n ?? 0;
}
