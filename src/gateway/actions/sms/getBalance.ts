import { eq } from 'drizzle-orm';
import { wallets } from '../../db/schema';
import type { Handler } from '../../handlers';
import { accountBalance } from '../../wallet';

/**
 * The caller's balance by the spec's formula (spec 000 §3): of one product type's wallets, or
 * without ProductType of the whole account with the balance of each type (so a charge to the SMS
 * sub-wallet shows in the account's answer too).
 */
export const getBalance: Handler<'GetBalance'> = async (p, ctx) => {
  const rows = await ctx.db
    .select({
      productType: wallets.productType,
      amount: wallets.amount,
      amountFree: wallets.amountFree,
      amountCredit: wallets.amountCredit,
      amountFreeze: wallets.amountFreeze,
    })
    .from(wallets)
    .where(eq(wallets.userId, ctx.caller.userId));
  return accountBalance(rows, p.ProductType);
};
