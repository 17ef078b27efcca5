import type { Executor } from '../../db/client';
import { whatsappInbound } from '../../db/schema';

/** Stores a customer's message to a user's number (once per wamid); it opens that number's 24-hour customer-service window. Answers whether it was new. */
export async function storeInbound(db: Executor, m: { userId: number; wamid: string; from: string; text: string; at: number }): Promise<boolean> {
  const from = m.from.startsWith('+') ? m.from : `+${m.from}`;
  const rows = await db.insert(whatsappInbound).values({ userId: m.userId, wamid: m.wamid, fromPhone: from, text: m.text, receivedAt: m.at }).onConflictDoNothing().returning({ id: whatsappInbound.id });
  return rows.length > 0;
}
