import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messagingOptOuts } from '../../db/schema';

/** How an address came off: a reply (SMS STOP), the console, or an e-mail's one-click unsubscribe. */
export type OptOutSource = 'reply' | 'manual' | 'unsubscribe';

/** Takes an address off an account's sends on a channel; answers false when it was already off. */
export async function addOptOut(
  db: Executor,
  o: { userId: number; channel: string; address: string; source: OptOutSource; keyword?: string; now: number },
): Promise<boolean> {
  const rows = await db
    .insert(messagingOptOuts)
    .values({ userId: o.userId, channel: o.channel, address: o.address, source: o.source, keyword: o.keyword ?? '', createdAt: o.now })
    .onConflictDoNothing()
    .returning({ address: messagingOptOuts.address });
  return rows.length > 0;
}

/** Puts addresses back on an account's sends (a START reply, a removal); answers how many were off. */
export async function removeOptOuts(db: Executor, userId: number, channel: string, addresses: readonly string[]): Promise<number> {
  if (addresses.length === 0) return 0;
  const rows = await db
    .delete(messagingOptOuts)
    .where(and(eq(messagingOptOuts.userId, userId), eq(messagingOptOuts.channel, channel), inArray(messagingOptOuts.address, [...addresses])))
    .returning({ address: messagingOptOuts.address });
  return rows.length;
}

/** How many addresses one lookup checks by name; above it the account's whole list is read (a task of 100,000). */
const BY_NAME_MAX = 1_000;

/** The addresses among `addresses` that opted out of the account's sends on the channel. */
export async function optedOutAmong(db: Executor, userId: number, channel: string, addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const own = and(eq(messagingOptOuts.userId, userId), eq(messagingOptOuts.channel, channel));
  const rows = await db
    .select({ address: messagingOptOuts.address })
    .from(messagingOptOuts)
    .where(addresses.length <= BY_NAME_MAX ? and(own, inArray(messagingOptOuts.address, [...addresses])) : own);
  const wanted = new Set(addresses);
  return new Set(rows.map((r) => r.address).filter((a) => wanted.has(a)));
}
