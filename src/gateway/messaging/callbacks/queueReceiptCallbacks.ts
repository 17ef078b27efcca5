import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { callbackDeliveries, smsCallbackSettings } from '../../db/schema';

export interface ReceiptItem {
  userId: number;
  taskId: string;
  messageId: number;
  phone: string;
  result: string;
  code: string;
  at: number;
}

const PER_POST = 500;

/**
 * Stores the receipts owed to customers with an enabled callback URL, up to 500 per POST, in the
 * caller's transaction (so a receipt written is a receipt that will be called back).
 */
export async function queueReceiptCallbacks(db: Executor, items: readonly ReceiptItem[], now: number): Promise<number> {
  if (items.length === 0) return 0;
  const userIds = [...new Set(items.map((i) => i.userId))];
  const settings = await db
    .select()
    .from(smsCallbackSettings)
    .where(and(inArray(smsCallbackSettings.userId, userIds), eq(smsCallbackSettings.enabled, true)));
  let queued = 0;
  for (const s of settings) {
    const mine = items.filter((i) => i.userId === s.userId);
    for (let i = 0; i < mine.length; i += PER_POST) {
      const receipts = mine.slice(i, i + PER_POST).map((r) => ({
        TaskId: r.taskId,
        MessageId: String(r.messageId),
        PhoneNumber: r.phone,
        SendResult: r.result,
        ReceiptCode: r.code,
        ReceiptTime: Math.floor(r.at / 1000),
      }));
      await db.insert(callbackDeliveries).values({ userId: s.userId, url: s.url, secret: s.secret, body: JSON.stringify({ Type: 'receipt', Receipts: receipts }), nextAttemptAt: now, createdAt: now });
      queued++;
    }
  }
  return queued;
}
