import { asc, eq } from 'drizzle-orm';
import { subscriptionPackages } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toPackage } from './toPackage';

/** Packages on sale, lowest Rank first. */
export const describeSubscriptionPackage: Handler<'DescribeSubscriptionPackage'> = async (_params, ctx) => {
  const rows = await ctx.db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.onSale, true))
    .orderBy(asc(subscriptionPackages.rank), asc(subscriptionPackages.subscriptionNo));
  return { Packages: rows.map(toPackage) };
};
