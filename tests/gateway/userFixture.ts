import { eq, inArray, sum } from 'drizzle-orm';
import { createUser } from '../../src/gateway/actions/account/createUser';
import { startSession } from '../../src/gateway/auth/sessions';
import { configFromEnv } from '../../src/gateway/config';
import type { Db } from '../../src/gateway/db/client';
import { walletJournal, wallets } from '../../src/gateway/db/schema';
import { creditWallet, MAIN_WALLET } from '../../src/gateway/wallet';

let counter = 0;

/** A fresh activated user with a session, straight through the database (no sign-up flow needed). */
export async function newUser(db: Db, opts: { fund?: number } = {}): Promise<{ userId: number; token: string; email: string }> {
  const email = `buyer${Date.now()}-${++counter}@test.example`;
  const now = Date.now();
  const userId = await createUser(db, { email, passwordHash: null, displayName: 'Buyer', activated: true }, now);
  if (opts.fund) {
    await db.transaction((tx) => creditWallet(tx, userId, MAIN_WALLET, { amount: opts.fund! }, { kind: 'test', reference: 'fixture', now }));
  }
  const tokens = await startSession(db, userId, configFromEnv({}), now);
  return { userId, token: tokens.AccessToken, email };
}

/** The user's main wallet row. */
export async function mainWallet(db: Db, userId: number) {
  const rows = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return rows.find((w) => w.productType === MAIN_WALLET)!;
}

/** For every wallet of the user: [balances, sums of its journal] — they must be equal. */
export async function walletsAgainstJournal(db: Db, userId: number) {
  const ws = await db.select().from(wallets).where(eq(wallets.userId, userId));
  const sums = await db
    .select({
      walletId: walletJournal.walletId,
      amount: sum(walletJournal.deltaAmount).mapWith(Number),
      free: sum(walletJournal.deltaFree).mapWith(Number),
      credit: sum(walletJournal.deltaCredit).mapWith(Number),
      freeze: sum(walletJournal.deltaFreeze).mapWith(Number),
    })
    .from(walletJournal)
    .where(inArray(walletJournal.walletId, ws.map((w) => w.id)))
    .groupBy(walletJournal.walletId);
  return ws.map((w) => {
    const s = sums.find((x) => x.walletId === w.id);
    return {
      productType: w.productType,
      balances: [w.amount, w.amountFree, w.amountCredit, w.amountFreeze],
      journal: [s?.amount ?? 0, s?.free ?? 0, s?.credit ?? 0, s?.freeze ?? 0],
    };
  });
}
