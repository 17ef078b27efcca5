import { balanceAlarms } from '../../db/schema';
import type { Handler } from '../../handlers';
import { balanceAlarmOf } from './balanceAlarmOf';

/**
 * Sets the caller's low-balance threshold (0 turns it off). Setting it is no crossing: a balance
 * already below it alarms only after it has been back at or above it.
 */
export const updateBalanceAlarmThreshold: Handler<'UpdateBalanceAlarmThreshold'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  await ctx.db
    .insert(balanceAlarms)
    .values({ userId, threshold: p.Threshold, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: balanceAlarms.userId, set: { threshold: p.Threshold, updatedAt: ctx.now } });
  return balanceAlarmOf(ctx.db, userId);
};
