import type { SubscriptionPackage } from '../../../contract/entities/subscription';
import type { subscriptionPackages } from '../../db/schema';

export type PackageRow = typeof subscriptionPackages.$inferSelect;

/** A package row as the contract's SubscriptionPackage. */
export function toPackage(row: PackageRow): SubscriptionPackage {
  return {
    SubscriptionNo: row.subscriptionNo,
    CnName: row.cnName,
    EnName: row.enName,
    Free: row.free,
    Rank: row.rank,
    PriceList: row.priceList,
    ModWhitelist: row.modWhitelist,
  };
}
