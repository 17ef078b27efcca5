import { eq } from 'drizzle-orm';
import type { GatewayConfig } from '../config';
import type { Executor } from '../db/client';
import { whatsappAccounts } from '../db/schema';
import { newSimWabaId } from './provider/SimulatedWhatsAppProvider';

/**
 * The caller's WhatsApp Business account id, or null when none is connected. With the simulated
 * provider every account gets one on first use (its embedded sign-up); with the Cloud API the
 * `whatsapp_accounts` row links a WABA shared with the platform's system user.
 */
export async function wabaFor(db: Executor, config: GatewayConfig, userId: number, now: number): Promise<string | null> {
  const [row] = await db.select({ wabaId: whatsappAccounts.wabaId }).from(whatsappAccounts).where(eq(whatsappAccounts.userId, userId));
  if (row) return row.wabaId;
  if (config.whatsapp.provider !== 'simulated') return null;
  await db.insert(whatsappAccounts).values({ userId, wabaId: newSimWabaId(), createdAt: now }).onConflictDoNothing();
  const [made] = await db.select({ wabaId: whatsappAccounts.wabaId }).from(whatsappAccounts).where(eq(whatsappAccounts.userId, userId));
  return made?.wabaId ?? null;
}
