import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { activePurchases } from './activePurchases';
import { buyFreeTrial } from './buyFreeTrial';
import { chargePurchase } from './chargePurchase';
import { composeQuote } from './composeQuote';
import { insertPurchase } from './insertPurchase';
import { loadPackage } from './loadPackage';
import { lockUser } from './lockUser';
import { replacePurchases } from './replacePurchases';
import { requireSubtotal } from './requireSubtotal';
import { toBuyRecord } from './toBuyRecord';

/**
 * Buys a package. The free trial: once per user ever. A paid package: charged to the main wallet.
 * With the same paid package active, the new purchase starts where it ends (an extension); a paid
 * purchase takes over from a running free trial at once; a different paid package needs Upgrade.
 */
export const buySubscriptionPackage: Handler<'BuySubscriptionPackage'> = async (params, ctx) => {
  const { db } = ctx;
  const userId = ctx.caller.userId;
  const now = await lockUser(db, userId, ctx.now);
  const pkg = await loadPackage(db, params.SubscriptionNo);
  const subtotal = requireSubtotal(pkg, params);
  const active = await activePurchases(db, userId, now);
  if (pkg.free) return buyFreeTrial(db, userId, pkg, params, active, now);

  const paid = active.filter((a) => !a.purchase.free);
  const current = paid.at(-1);
  if (current && current.pkg.subscriptionNo !== pkg.subscriptionNo) {
    if (pkg.rank > current.pkg.rank) throw new ActionError(RetCode.PackageActive);
    throw new ActionError(RetCode.UpgradeNotHigher);
  }
  await replacePurchases(db, active.filter((a) => a.purchase.free).map((a) => a.purchase.id));
  const { Total, Taxes } = composeQuote(subtotal, 0, ctx.config.taxRateBasisPoints);
  const startTime = current ? current.purchase.endTime : now;
  const row = await insertPurchase(db, userId, pkg, params, { costAmount: Total, startTime, now });
  const line = { description: `${pkg.enName} ${pkg.cnName}: ${params.Period * params.Quantity} ${params.PeriodUnit}(s)`, quantity: params.Quantity, amount: subtotal };
  await chargePurchase(db, userId, row.id, Total, now, { lines: [line], taxes: Taxes });
  return toBuyRecord(row, pkg, now);
};
