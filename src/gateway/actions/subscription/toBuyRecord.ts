import { type PeriodUnit, type SubscriptionBuyRecord, SubscriptionStatus } from '../../../contract/entities/subscription';
import type { subscriptionPurchases } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';
import type { PackageRow } from './toPackage';

export type PurchaseRow = typeof subscriptionPurchases.$inferSelect;

/** A purchase as the API shows it: times in seconds; an active one past its end reads 2 Expired. */
export function toBuyRecord(p: PurchaseRow, pkg: PackageRow, now: number): SubscriptionBuyRecord {
  const expired = p.status === SubscriptionStatus.Active && p.endTime <= now;
  return {
    Id: p.id,
    Status: expired ? SubscriptionStatus.Expired : p.status,
    SubscriptionNo: p.subscriptionNo,
    CnName: pkg.cnName,
    EnName: pkg.enName,
    Free: p.free,
    Period: p.period,
    PeriodUnit: p.periodUnit as PeriodUnit,
    CostAmount: p.costAmount,
    CreateTime: toUnixSeconds(p.createTime),
    EndTime: toUnixSeconds(p.endTime),
    ModWhitelist: pkg.modWhitelist,
    Quantity: p.quantity,
  };
}
