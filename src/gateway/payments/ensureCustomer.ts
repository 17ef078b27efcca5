import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentCustomers } from '../db/schema';
import type { PaymentProvider } from './PaymentProvider';

/**
 * The user's customer at the provider, created on first use (outside any transaction: the
 * provider may be a network call). Two concurrent first uses keep the one stored first.
 */
export async function ensureCustomer(db: Db, provider: PaymentProvider, user: { userId: number; email: string; name: string }, now: number): Promise<string> {
  const find = async () =>
    (await db.select().from(paymentCustomers).where(and(eq(paymentCustomers.userId, user.userId), eq(paymentCustomers.provider, provider.name))))[0]?.customerId;
  const known = await find();
  if (known) return known;
  const customerId = await provider.createCustomer(user);
  await db.insert(paymentCustomers).values({ userId: user.userId, provider: provider.name, customerId, createdAt: now }).onConflictDoNothing();
  return (await find()) ?? customerId;
}

/** The customer id of a user at a provider (it exists once a card was bound). */
export async function customerOf(db: Db, userId: number, provider: string): Promise<string | null> {
  const [row] = await db.select().from(paymentCustomers).where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId ?? null;
}
