import { inArray } from 'drizzle-orm';
import { SubscriptionStatus } from '../../../contract/entities/subscription';
import type { Executor } from '../../db/client';
import { subscriptionPurchases } from '../../db/schema';

/**
 * Marks purchases 3 Replaced (an upgrade, or a paid package taking over from the trial). Always
 * followed by insertPurchase in the same transaction, which invalidates the user's cached modules.
 */
export async function replacePurchases(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(subscriptionPurchases)
    .set({ status: SubscriptionStatus.Replaced })
    .where(inArray(subscriptionPurchases.id, [...ids]));
}
