import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { whatsappInbound } from '../../db/schema';

/** The customer-service window: free-form messages may be sent for 24 hours after the customer's last message. */
export const SERVICE_WINDOW_MS = 24 * 3600_000;

/** When the window with `phone` closes (ms), or null when the customer never wrote or it closed already. */
export async function serviceWindowEnd(db: Executor, userId: number, phone: string, now: number): Promise<number | null> {
  const [last] = await db
    .select({ at: whatsappInbound.receivedAt })
    .from(whatsappInbound)
    .where(and(eq(whatsappInbound.userId, userId), eq(whatsappInbound.fromPhone, phone)))
    .orderBy(desc(whatsappInbound.receivedAt))
    .limit(1);
  if (!last) return null;
  const end = last.at + SERVICE_WINDOW_MS;
  return end > now ? end : null;
}
