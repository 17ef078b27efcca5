import type { ProductModule } from '../../contract/constants';
import { SubscriptionStatus } from '../../contract/display/subscriptionStatus';
import type { SubscriptionBuyRecord } from '../../contract/entities/subscription';

/** The currently active purchase (Status 1), if any. */
export function activeRecord(records: readonly SubscriptionBuyRecord[]): SubscriptionBuyRecord | undefined {
  return records.find((r) => r.Status === SubscriptionStatus.Active);
}

/** Modules of the active package while it has not ended. */
export function activeModules(records: readonly SubscriptionBuyRecord[], nowSeconds: number): Set<ProductModule> {
  const active = activeRecord(records);
  if (!active || active.EndTime <= nowSeconds) return new Set();
  return new Set(active.ModWhitelist.map((m) => m.ProductMod));
}

/** Free purchases no longer active: the history of bought free packages (spec 000 §4). */
export function usedFreePackages(records: readonly SubscriptionBuyRecord[]): SubscriptionBuyRecord[] {
  return records.filter((r) => r.Free && r.Status !== SubscriptionStatus.Active);
}

/** Whether the free trial can still be bought: a free package exists and none was bought before. */
export function freeTrialAvailable(
  packages: readonly { Free: boolean }[],
  records: readonly SubscriptionBuyRecord[],
): boolean {
  return packages.some((p) => p.Free) && !records.some((r) => r.Free);
}
