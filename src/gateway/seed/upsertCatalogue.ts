import { notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { subscriptionPackages } from '../db/schema';
import { packageCatalogue } from './packageCatalogue';

/**
 * Writes the catalogue into subscription_packages (insert or update, so it is safe to run on every
 * start and from two gateways at once). Packages no longer in the catalogue stop being on sale;
 * they stay in the table because old purchases refer to them.
 */
export async function upsertCatalogue(db: Executor): Promise<void> {
  await db
    .insert(subscriptionPackages)
    .values(
      packageCatalogue.map((p) => ({
        subscriptionNo: p.SubscriptionNo,
        cnName: p.CnName,
        enName: p.EnName,
        free: p.Free,
        rank: p.Rank,
        onSale: true,
        priceList: p.PriceList,
        modWhitelist: p.ModWhitelist,
      })),
    )
    .onConflictDoUpdate({
      target: subscriptionPackages.subscriptionNo,
      set: {
        cnName: sql`excluded.cn_name`,
        enName: sql`excluded.en_name`,
        free: sql`excluded.free`,
        rank: sql`excluded.rank`,
        onSale: sql`excluded.on_sale`,
        priceList: sql`excluded.price_list`,
        modWhitelist: sql`excluded.mod_whitelist`,
      },
    });
  await db
    .update(subscriptionPackages)
    .set({ onSale: false })
    .where(notInArray(subscriptionPackages.subscriptionNo, packageCatalogue.map((p) => p.SubscriptionNo)));
}
