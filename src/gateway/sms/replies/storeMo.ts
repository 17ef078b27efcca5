import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages, smsReplies } from '../../db/schema';
import type { MoMessage } from '../../messaging/carrier/Carrier';

/** Files a reply under the user who last sent to that number; replies from unknown numbers are dropped. */
export async function storeMo(db: Db, mo: MoMessage): Promise<boolean> {
  const [last] = await db
    .select({ userId: smsMessages.userId, taskId: smsMessages.taskId })
    .from(smsMessages)
    .where(eq(smsMessages.phone, mo.from))
    .orderBy(desc(smsMessages.sendAt))
    .limit(1);
  if (!last) return false;
  await db.insert(smsReplies).values({ userId: last.userId, phone: mo.from, content: mo.text.slice(0, 2000), taskId: last.taskId, receivedAt: mo.at });
  return true;
}
