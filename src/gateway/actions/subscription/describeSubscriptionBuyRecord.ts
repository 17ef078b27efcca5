import { asc, count, desc, eq } from 'drizzle-orm';
import { subscriptionPackages, subscriptionPurchases } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toBuyRecord } from './toBuyRecord';

const orderColumns = { CreateTime: subscriptionPurchases.createTime, EndTime: subscriptionPurchases.endTime } as const;

/** The caller's purchases, one page at a time, with the total count. */
export const describeSubscriptionBuyRecord: Handler<'DescribeSubscriptionBuyRecord'> = async (params, ctx) => {
  const mine = eq(subscriptionPurchases.userId, ctx.caller.userId);
  const dir = params.OrderType === 'asc' ? asc : desc;
  const rows = await ctx.db
    .select({ purchase: subscriptionPurchases, pkg: subscriptionPackages })
    .from(subscriptionPurchases)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.subscriptionNo, subscriptionPurchases.subscriptionNo))
    .where(mine)
    .orderBy(dir(orderColumns[params.OrderBy]), dir(subscriptionPurchases.id))
    .limit(params.NumPerPage)
    .offset(params.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(subscriptionPurchases).where(mine);
  return {
    Total: total?.n ?? 0,
    Records: rows.map((r) => toBuyRecord(r.purchase, r.pkg, ctx.now)),
  };
};
