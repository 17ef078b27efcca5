import type { PeriodUnit } from '../../../contract/entities/subscription';
import type { ActivePurchase } from './activePurchases';
import { priceFor } from './priceFor';
import { unusedCredit } from './unusedCredit';

/**
 * Unused value of the active paid purchases. A purchase is worth the list price of its terms
 * (before tax and before any credit it was paid with, so credit carries over along a chain of
 * upgrades); its CostAmount when the package no longer lists those terms.
 */
export function upgradeCreditOf(active: readonly ActivePurchase[], now: number): number {
  const spans = active
    .filter((a) => !a.purchase.free)
    .map(({ purchase: p, pkg }) => ({
      costAmount: priceFor(pkg.priceList, p.period, p.periodUnit as PeriodUnit, p.quantity) ?? p.costAmount,
      startTime: p.startTime,
      endTime: p.endTime,
    }));
  return unusedCredit(spans, now);
}
