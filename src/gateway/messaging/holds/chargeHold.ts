import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletHolds } from '../../db/schema';
import { applyWalletDeltas } from '../../wallet/applyWalletDeltas';
import { splitDebit } from '../../wallet/splitDebit';
import { lockHold } from './lockHold';

/**
 * Takes `amount` from an open hold, in the caller's transaction: the freeze shrinks by it and the
 * same amount is debited (bonus money first, like every debit), in one journal row of kind
 * 'charge'. The available balance does not change: the money was already set aside.
 */
export async function chargeHold(db: Executor, reference: string, amount: number, now: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Charge must be a non-negative integer, got ${amount}`);
  if (amount === 0) return;
  const locked = await lockHold(db, reference);
  if (!locked) throw new Error(`Hold ${reference} does not exist`);
  const { hold, wallet } = locked;
  const left = hold.amount - hold.charged - hold.released;
  if (!hold.open || amount > left) throw new Error(`Hold ${reference} cannot cover a charge of ${amount} (open ${hold.open}, left ${left})`);
  const unfrozen = { ...wallet, amountFreeze: wallet.amountFreeze - amount };
  const split = splitDebit(unfrozen, amount);
  if (!split) throw new Error(`Wallet ${wallet.id} cannot pay a charge of ${amount} from its hold`);
  await db.update(walletHolds).set({ charged: sql`${walletHolds.charged} + ${amount}` }).where(eq(walletHolds.id, hold.id));
  await applyWalletDeltas(db, wallet.id, { ...split, freeze: -amount }, { kind: 'charge', reference, now });
}
