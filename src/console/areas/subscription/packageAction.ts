import type { SubscriptionBuyRecord, SubscriptionPackage } from '../../../contract/entities/subscription';
import { freeTrialAvailable } from '../../access';

export type PackageAction = 'startTrial' | 'trialUsed' | 'current' | 'extend' | 'buy' | 'upgrade' | 'included';

/**
 * What a package card offers, given the active purchase (if unexpired) and all records. As the
 * gateway does it: a paid purchase takes over from a running trial (Buy), the same paid package is
 * extended (Buy), a higher one needs Upgrade.
 */
export function packageAction(
  pkg: SubscriptionPackage,
  all: readonly SubscriptionPackage[],
  records: readonly SubscriptionBuyRecord[],
  active: SubscriptionBuyRecord | undefined,
): PackageAction {
  if (active?.SubscriptionNo === pkg.SubscriptionNo) return pkg.Free ? 'current' : 'extend';
  if (pkg.Free) return freeTrialAvailable(all, records) && !active ? 'startTrial' : 'trialUsed';
  if (!active || active.Free) return 'buy';
  const activeRank = all.find((p) => p.SubscriptionNo === active.SubscriptionNo)?.Rank ?? -1;
  return pkg.Rank > activeRank ? 'upgrade' : 'included';
}
