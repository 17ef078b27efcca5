import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { debitWallet, MAIN_WALLET } from '../../wallet';
import { invalidateUser } from '../../auth/authCache';

/**
 * Takes a paid purchase's total from the main wallet (InsufficientBalance rolls everything back)
 * and marks the user upgraded.
 */
export async function chargePurchase(db: Executor, userId: number, purchaseId: number, total: number, now: number): Promise<void> {
  await debitWallet(db, userId, MAIN_WALLET, total, { kind: 'subscription', reference: `purchase:${purchaseId}`, now });
  await db.update(users).set({ upgrade: true }).where(eq(users.id, userId));
  await invalidateUser(db, userId);
}
