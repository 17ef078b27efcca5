import { and, desc, eq, gt } from 'drizzle-orm';
import { SubscriptionStatus } from '../../../contract/entities/subscription';
import type { Executor } from '../../db/client';
import { subscriptionPackages, subscriptionPurchases } from '../../db/schema';

/** The user's purchase with Status 1 that has not ended yet, with its package. */
export async function activePurchase(db: Executor, userId: number, now: number) {
  const rows = await db
    .select({ purchase: subscriptionPurchases, pkg: subscriptionPackages })
    .from(subscriptionPurchases)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.subscriptionNo, subscriptionPurchases.subscriptionNo))
    .where(
      and(
        eq(subscriptionPurchases.userId, userId),
        eq(subscriptionPurchases.status, SubscriptionStatus.Active),
        gt(subscriptionPurchases.endTime, now),
      ),
    )
    .orderBy(desc(subscriptionPurchases.endTime))
    .limit(1);
  return rows[0] ?? null;
}

/** Modules whitelisted by the active package (empty without one). */
export async function activeModules(db: Executor, userId: number, now: number): Promise<Set<string>> {
  const row = await activePurchase(db, userId, now);
  return new Set(row ? row.pkg.modWhitelist.map((m) => m.ProductMod) : []);
}
