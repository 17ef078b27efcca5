import { and, eq, sum } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/constants';
import { wallets } from '../../db/schema';
import type { Handler } from '../../handlers';

/** Sums of the caller's wallets of one product type; Available by the spec's formula (spec 000 §3). */
export const getBalance: Handler<'GetBalance'> = async (p, ctx) => {
  const [s] = await ctx.db
    .select({
      amount: sum(wallets.amount).mapWith(Number),
      free: sum(wallets.amountFree).mapWith(Number),
      credit: sum(wallets.amountCredit).mapWith(Number),
      freeze: sum(wallets.amountFreeze).mapWith(Number),
    })
    .from(wallets)
    .where(and(eq(wallets.userId, ctx.caller.userId), eq(wallets.productType, p.ProductType)));
  const amount = s?.amount ?? 0;
  const free = s?.free ?? 0;
  const credit = s?.credit ?? 0;
  const freeze = s?.freeze ?? 0;
  return { ProductType: p.ProductType, Amount: amount, AmountFree: free, AmountCredit: credit, AmountFreeze: freeze, Available: amount + free + credit - freeze, Currency: CURRENCY };
};
