import { and, eq } from 'drizzle-orm';
import type { SubscriptionBuyRecord } from '../../../contract/entities/subscription';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { subscriptionPurchases } from '../../db/schema';
import { ActionError } from '../../errors';
import type { ActivePurchase } from './activePurchases';
import { insertPurchase } from './insertPurchase';
import type { PurchaseTerms } from './requireSubtotal';
import type { PackageRow } from './toPackage';
import { toBuyRecord } from './toBuyRecord';

/** The free trial: once per user ever, and not on top of a running package. */
export async function buyFreeTrial(
  db: Executor,
  userId: number,
  pkg: PackageRow,
  terms: PurchaseTerms,
  active: readonly ActivePurchase[],
  now: number,
): Promise<SubscriptionBuyRecord> {
  const [used] = await db
    .select({ id: subscriptionPurchases.id })
    .from(subscriptionPurchases)
    .where(and(eq(subscriptionPurchases.userId, userId), eq(subscriptionPurchases.free, true)))
    .limit(1);
  if (used) throw new ActionError(RetCode.FreePackageUsed);
  if (active.length > 0) throw new ActionError(RetCode.PackageActive, { key: 'PackageAlreadyActive' });
  const row = await insertPurchase(db, userId, pkg, terms, { costAmount: 0, startTime: now, now });
  return toBuyRecord(row, pkg, now);
}
