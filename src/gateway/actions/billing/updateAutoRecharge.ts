import { eq } from 'drizzle-orm';
import { RECHARGE_MIN } from '../../../contract/entities/payment';
import { RetCode } from '../../../contract/retCodes';
import { autoRecharge, balanceAlarms } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';

/**
 * Turns auto recharge on (Target: the amount a wallet is refilled to) or off (0). On needs a
 * low-balance threshold and a Target at least 50.00 above it, so every refill meets the minimum.
 */
export const updateAutoRecharge: Handler<'UpdateAutoRecharge'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  if (p.Target > 0) {
    const [alarm] = await ctx.db.select({ threshold: balanceAlarms.threshold }).from(balanceAlarms).where(eq(balanceAlarms.userId, userId));
    if (!alarm || alarm.threshold <= 0 || p.Target < alarm.threshold + RECHARGE_MIN) throw new ActionError(RetCode.AutoRechargeTooLow);
  }
  await ctx.db
    .insert(autoRecharge)
    .values({ userId, target: p.Target, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: autoRecharge.userId, set: { target: p.Target, updatedAt: ctx.now } });
  return { Target: p.Target };
};
