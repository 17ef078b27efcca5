import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { creditWallet, MAIN_WALLET } from '../../wallet';
import { activePurchases } from './activePurchases';
import { chargePurchase } from './chargePurchase';
import { composeQuote } from './composeQuote';
import { insertPurchase } from './insertPurchase';
import { loadPackage } from './loadPackage';
import { lockUser } from './lockUser';
import { replacePurchases } from './replacePurchases';
import { requireSubtotal } from './requireSubtotal';
import { toBuyRecord } from './toBuyRecord';
import { upgradeCreditOf } from './upgradeCreditOf';

/**
 * Moves the active package to a higher-ranked one, starting now. The unused value of the old one is
 * credited against the price (any part above the price goes back to the main wallet); the old
 * purchases become 3 Replaced; the Total of the quote is charged.
 */
export const upgradeSubscriptionPackage: Handler<'UpgradeSubscriptionPackage'> = async (params, ctx) => {
  const { db } = ctx;
  const userId = ctx.caller.userId;
  const now = await lockUser(db, userId, ctx.now);
  const pkg = await loadPackage(db, params.SubscriptionNo);
  const subtotal = requireSubtotal(pkg, params);
  const active = await activePurchases(db, userId, now);
  if (active.length === 0) throw new ActionError(RetCode.NoActivePackage);
  const currentRank = Math.max(...active.map((a) => a.pkg.rank));
  if (pkg.free || pkg.rank <= currentRank) throw new ActionError(RetCode.UpgradeNotHigher);

  const unused = upgradeCreditOf(active, now);
  const quote = composeQuote(subtotal, unused, ctx.config.taxRateBasisPoints);
  await replacePurchases(db, active.map((a) => a.purchase.id));
  const row = await insertPurchase(db, userId, pkg, params, { costAmount: quote.Total, startTime: now, now });
  const lines = [{ description: `Upgrade to ${pkg.enName} ${pkg.cnName}: ${params.Period * params.Quantity} ${params.PeriodUnit}(s)`, quantity: params.Quantity, amount: quote.Subtotal }];
  if (quote.Credit > 0) lines.push({ description: 'Credit for the unused time of the previous package', quantity: 1, amount: -quote.Credit });
  await chargePurchase(db, userId, row.id, quote.Total, now, { lines, taxes: quote.Taxes });
  const excess = unused - quote.Credit;
  if (excess > 0) {
    await creditWallet(db, userId, MAIN_WALLET, { amount: excess }, { kind: 'refund', reference: `purchase:${row.id}`, now });
  }
  return toBuyRecord(row, pkg, now);
};
