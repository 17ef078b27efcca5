import type { SubscriptionBuyRecord, SubscriptionPackage } from '../../../contract/entities/subscription';
import { activeRecord, freeTrialAvailable } from '../../access';

export type TrialState =
  | { kind: 'available'; days: number }
  | { kind: 'running'; endTime: number; daysLeft: number }
  | { kind: 'used'; endTime: number }
  | { kind: 'paid' }
  | { kind: 'unavailable' };

/** Where the user stands with the free trial (trial experience page). */
export function trialState(packages: readonly SubscriptionPackage[], records: readonly SubscriptionBuyRecord[], nowSeconds: number): TrialState {
  const active = activeRecord(records);
  if (active && active.EndTime > nowSeconds) {
    if (!active.Free) return { kind: 'paid' };
    return { kind: 'running', endTime: active.EndTime, daysLeft: Math.ceil((active.EndTime - nowSeconds) / 86_400) };
  }
  if (freeTrialAvailable(packages, records) && !active) {
    const free = packages.find((p) => p.Free)!;
    const price = free.PriceList[0];
    return { kind: 'available', days: price?.PeriodUnit === 'day' ? price.Period : 14 };
  }
  const usedTrial = records.find((r) => r.Free);
  if (usedTrial) return { kind: 'used', endTime: usedTrial.EndTime };
  return { kind: 'unavailable' };
}
