import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletHolds, wallets } from '../../db/schema';

/** Locks a hold and then its wallet (always in this order) until the caller's transaction ends. */
export async function lockHold(db: Executor, reference: string) {
  const [hold] = await db.select().from(walletHolds).where(eq(walletHolds.reference, reference)).for('update');
  if (!hold) return null;
  const [wallet] = await db.select().from(wallets).where(eq(wallets.id, hold.walletId)).for('update');
  if (!wallet) return null;
  return { hold, wallet };
}
