import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { optOutKeywordOf } from '../../../contract/messaging/optOutKeywords';
import type { Db } from '../../db/client';
import { smsMessages, smsReplies } from '../../db/schema';
import type { MoMessage } from '../../messaging/carrier/Carrier';
import { addOptOut, removeOptOuts } from '../../messaging/optOuts/optOutStore';
import { SMS_CHANNEL } from '../smsChannelName';

/**
 * Files a reply under the account that last sent to that number (a message the carrier took, sent
 * before the reply: the send that prompted it); replies from unknown numbers are dropped. A reply
 * that is an opt-out keyword (STOP, 退订 …) takes the number off that account's SMS sends, a
 * re-subscribe keyword (START, UNSTOP) puts it back, in the same transaction as the reply.
 */
export async function storeMo(db: Db, mo: MoMessage): Promise<boolean> {
  const [last] = await db
    .select({ userId: smsMessages.userId, taskId: smsMessages.taskId })
    .from(smsMessages)
    .where(and(eq(smsMessages.phone, mo.from), isNotNull(smsMessages.submitAt), lte(smsMessages.sendAt, mo.at)))
    .orderBy(desc(smsMessages.sendAt))
    .limit(1);
  if (!last) return false;
  const keyword = optOutKeywordOf(mo.text);
  await db.transaction(async (tx) => {
    await tx.insert(smsReplies).values({ userId: last.userId, phone: mo.from, content: mo.text.slice(0, 2000), taskId: last.taskId, receivedAt: mo.at });
    if (keyword?.kind === 'stop') await addOptOut(tx, { userId: last.userId, channel: SMS_CHANNEL, address: mo.from, source: 'reply', keyword: keyword.keyword, now: mo.at });
    if (keyword?.kind === 'start') await removeOptOuts(tx, last.userId, SMS_CHANNEL, [mo.from]);
  });
  return true;
}
