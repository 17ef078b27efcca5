import { and, asc, eq, gt } from 'drizzle-orm';
import { SubscriptionStatus } from '../../../contract/entities/subscription';
import type { Executor } from '../../db/client';
import { subscriptionPackages, subscriptionPurchases } from '../../db/schema';

/**
 * Every Status-1 purchase of the user that has not ended, with its package, oldest end first:
 * the running one and any extensions queued after it.
 */
export async function activePurchases(db: Executor, userId: number, now: number) {
  return db
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
    .orderBy(asc(subscriptionPurchases.endTime));
}

export type ActivePurchase = Awaited<ReturnType<typeof activePurchases>>[number];
