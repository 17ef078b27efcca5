import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { subscriptionPackages } from '../../db/schema';
import { ActionError } from '../../errors';
import type { PackageRow } from './toPackage';

/** The on-sale package with this SubscriptionNo, or PackageNotAvailable. */
export async function loadPackage(db: Executor, subscriptionNo: string): Promise<PackageRow> {
  const [row] = await db
    .select()
    .from(subscriptionPackages)
    .where(and(eq(subscriptionPackages.subscriptionNo, subscriptionNo), eq(subscriptionPackages.onSale, true)));
  if (!row) throw new ActionError(RetCode.PackageNotAvailable);
  return row;
}
