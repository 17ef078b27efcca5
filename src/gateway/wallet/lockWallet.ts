import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { wallets } from '../db/schema';

/**
 * Reads a wallet and row-locks it until the caller's transaction ends (`FOR UPDATE`), so
 * concurrent debits on PostgreSQL queue up instead of both spending the same balance.
 */
export async function lockWallet(db: Executor, userId: number, productType: number) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.productType, productType)))
    .for('update');
  return row ?? null;
}
