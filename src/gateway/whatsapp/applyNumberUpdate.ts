import { eq } from 'drizzle-orm';
import { WhatsAppTiers } from '../../contract/whatsapp/whatsappConstants';
import type { Executor } from '../db/client';
import { whatsappNumbers } from '../db/schema';

/**
 * A `phone_number_quality_update`: the number of that WABA (matched by its digits) takes the new
 * messaging-limit tier, and is FLAGGED (quality fell to low) or CONNECTED again (UNFLAGGED). The
 * quality rating itself is read with the numbers. Answers how many rows changed.
 */
export async function applyNumberUpdate(db: Executor, u: { wabaId: string; displayPhoneNumber: string; event: string; currentLimit: string | null }, now: number): Promise<number> {
  const digits = u.displayPhoneNumber.replace(/\D/g, '');
  const tier = WhatsAppTiers.find((t) => t === u.currentLimit?.toUpperCase()) ?? null;
  const event = u.event.toUpperCase();
  const status = event === 'FLAGGED' ? 'FLAGGED' : event === 'UNFLAGGED' ? 'CONNECTED' : null;
  if (!digits || (!tier && !status)) return 0;
  const rows = await db.select({ id: whatsappNumbers.id, display: whatsappNumbers.displayPhoneNumber }).from(whatsappNumbers).where(eq(whatsappNumbers.wabaId, u.wabaId));
  let changed = 0;
  for (const r of rows.filter((x) => x.display.replace(/\D/g, '') === digits)) {
    await db
      .update(whatsappNumbers)
      .set({ ...(tier ? { messagingLimitTier: tier } : {}), ...(status ? { status } : {}), syncedAt: now })
      .where(eq(whatsappNumbers.id, r.id));
    changed++;
  }
  return changed;
}
