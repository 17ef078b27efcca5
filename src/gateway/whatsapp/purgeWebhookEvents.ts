import { lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { whatsappWebhookEvents } from '../db/schema';

/** Meta retries a webhook delivery for up to 7 days: a delivery is remembered a day longer. */
export const WEBHOOK_EVENT_RETENTION_MS = 8 * 86_400_000;

/** Forgets handled webhook deliveries older than the retention (run hourly by the gateway). */
export async function purgeWebhookEvents(db: Executor, now: number): Promise<number> {
  const gone = await db.delete(whatsappWebhookEvents).where(lt(whatsappWebhookEvents.receivedAt, now - WEBHOOK_EVENT_RETENTION_MS)).returning({ digest: whatsappWebhookEvents.digest });
  return gone.length;
}
