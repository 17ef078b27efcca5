import type { SubscriptionPackage } from '../../contract/entities/subscription';
import { callAction, packages, refreshSubscriptions } from '../session';

export function freePackage(list: readonly SubscriptionPackage[] | null): SubscriptionPackage | undefined {
  return list?.find((p) => p.Free);
}

/** Buys the free trial package (allowed once) and reloads the records; resolves false on failure. */
export async function startFreeTrial(): Promise<boolean> {
  const pkg = freePackage(packages.value);
  const price = pkg?.PriceList[0];
  if (!pkg || !price) return false;
  try {
    await callAction('BuySubscriptionPackage', {
      SubscriptionNo: pkg.SubscriptionNo,
      Period: price.Period,
      PeriodUnit: price.PeriodUnit,
      Quantity: 1,
    });
    await refreshSubscriptions();
    return true;
  } catch {
    return false;
  }
}
