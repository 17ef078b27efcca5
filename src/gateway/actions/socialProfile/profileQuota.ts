import { SOCIAL_ACCOUNTS_MAX } from '../../../contract/constants';
import type { Executor } from '../../db/client';
import { activePurchase } from '../subscription/activePurchase';

/**
 * How many social profiles the account may connect: its active package's SocialMediaAccountLimit
 * quota, never more than 20 (spec 001 §9); 0 without a package that has the module.
 */
export async function profileQuota(db: Executor, userId: number, now: number): Promise<number> {
  const active = await activePurchase(db, userId, now);
  const entry = active?.pkg.modWhitelist.find((m) => m.ProductMod === 'SocialMediaAccountLimit');
  return entry ? Math.min(SOCIAL_ACCOUNTS_MAX, entry.Quota) : 0;
}
