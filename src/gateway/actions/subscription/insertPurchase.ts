import { invalidateUser } from '../../auth/authCache';
import { SubscriptionStatus } from '../../../contract/entities/subscription';
import type { Executor } from '../../db/client';
import { subscriptionPurchases } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';
import { notify } from '../../notifications/notify';
import { addPeriod } from './addPeriod';
import type { PurchaseTerms } from './requireSubtotal';
import type { PackageRow } from './toPackage';
import type { PurchaseRow } from './toBuyRecord';

/** Writes an active purchase running from `startTime` for Period × Quantity units, and tells the user. */
export async function insertPurchase(
  db: Executor,
  userId: number,
  pkg: PackageRow,
  terms: PurchaseTerms,
  opts: { costAmount: number; startTime: number; now: number },
): Promise<PurchaseRow> {
  const [row] = await db
    .insert(subscriptionPurchases)
    .values({
      userId,
      subscriptionNo: pkg.subscriptionNo,
      status: SubscriptionStatus.Active,
      free: pkg.free,
      period: terms.Period,
      periodUnit: terms.PeriodUnit,
      quantity: terms.Quantity,
      costAmount: opts.costAmount,
      createTime: opts.now,
      startTime: opts.startTime,
      endTime: addPeriod(opts.startTime, terms.Period * terms.Quantity, terms.PeriodUnit),
    })
    .returning();
  await invalidateUser(db, userId); // active modules change on every process
  await notify(db, {
    userId,
    kind: 'PackagePurchased',
    params: { SubscriptionNo: pkg.subscriptionNo, EnName: pkg.enName, CnName: pkg.cnName, EndTime: toUnixSeconds(row!.endTime) },
    link: '/subscription',
    now: opts.now,
  });
  return row!;
}
