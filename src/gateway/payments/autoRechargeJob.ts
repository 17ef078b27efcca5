import { and, eq } from 'drizzle-orm';
import { CENT, PaymentStatus, RECHARGE_MIN, topUpOpen } from '../../contract/entities/payment';
import type { Db } from '../db/client';
import { autoRecharge, balanceAlarms, inpourPayments, users, wallets } from '../db/schema';
import type { JobHandler } from '../jobs/JobRunner';
import { availableBalance } from '../wallet/availableBalance';
import { defaultCard } from './cardRows';
import { createPayment } from './createPayment';

/**
 * Auto recharge (ref: `<userId>:<productType>`), queued by the wallet change that took the
 * available balance below the low-balance threshold: refills that wallet to the set amount from
 * the default card — the difference rounded up to whole cents, at least 50.00 — through the same
 * charge as a manual recharge. Nothing when it is off, the balance is back at or above the
 * threshold, another auto recharge of the wallet is still processing, there is no card, or
 * top-up is closed.
 */
export function autoRechargeJob(_deps: { db: Db }): JobHandler {
  return async (job, ctl) => {
    const [userPart, typePart] = job.ref.split(':');
    const userId = Number(userPart);
    const productType = Number(typePart);
    await ctl.fenced(async (tx) => {
      const now = Date.now();
      const [settings] = await tx
        .select({ target: autoRecharge.target, threshold: balanceAlarms.threshold })
        .from(autoRecharge)
        .innerJoin(balanceAlarms, eq(balanceAlarms.userId, autoRecharge.userId))
        .where(eq(autoRecharge.userId, userId));
      if (!settings || settings.target <= 0 || settings.threshold <= 0) return;
      const [u] = await tx.select({ upgrade: users.upgrade, type: users.type }).from(users).where(eq(users.id, userId));
      if (!u || !topUpOpen({ Upgrade: u.upgrade, Type: u.type })) return;
      const [wallet] = await tx.select().from(wallets).where(and(eq(wallets.userId, userId), eq(wallets.productType, productType)));
      const available = wallet ? availableBalance(wallet) : 0;
      if (available >= settings.threshold) return;
      const [busy] = await tx
        .select({ id: inpourPayments.id })
        .from(inpourPayments)
        .where(and(eq(inpourPayments.userId, userId), eq(inpourPayments.productType, productType), eq(inpourPayments.origin, 'auto'), eq(inpourPayments.status, PaymentStatus.Processing)));
      if (busy) return;
      const card = await defaultCard(tx, userId);
      if (!card) return;
      const missing = settings.target - available;
      const amount = Math.max(RECHARGE_MIN, Math.ceil(missing / CENT) * CENT);
      await createPayment(tx, { userId, productType, amount, card, origin: 'auto', now });
    });
    return { done: true };
  };
}
