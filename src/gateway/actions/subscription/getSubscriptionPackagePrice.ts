import type { Handler } from '../../handlers';
import { activePurchases } from './activePurchases';
import { composeQuote } from './composeQuote';
import { loadPackage } from './loadPackage';
import { requireSubtotal } from './requireSubtotal';
import { upgradeCreditOf } from './upgradeCreditOf';

/**
 * Quote for buying (or, with Upgrade, upgrading to) a package: Subtotal from the price list, Credit
 * for the unused time of the active paid package, Taxes at the configured rate, Total to pay.
 */
export const getSubscriptionPackagePrice: Handler<'GetSubscriptionPackagePrice'> = async (params, ctx) => {
  const pkg = await loadPackage(ctx.db, params.SubscriptionNo);
  const subtotal = requireSubtotal(pkg, params);
  const unused = params.Upgrade ? upgradeCreditOf(await activePurchases(ctx.db, ctx.caller.userId, ctx.now), ctx.now) : 0;
  return {
    SubscriptionNo: pkg.subscriptionNo,
    Period: params.Period,
    PeriodUnit: params.PeriodUnit,
    Quantity: params.Quantity,
    ...composeQuote(subtotal, unused, ctx.config.taxRateBasisPoints),
  };
};
