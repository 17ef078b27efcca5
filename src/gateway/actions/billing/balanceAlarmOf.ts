import { eq } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/constants';
import type { BalanceAlarm } from '../../../contract/entities/balanceAlarm';
import type { Executor } from '../../db/client';
import { autoRecharge, balanceAlarms } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';
import { notificationRecipients } from '../../mail/notificationRecipients';

/** A user's low-balance threshold as GetBalanceAlarm answers it (Threshold 0 and no UpdateTime when never set). */
export async function balanceAlarmOf(db: Executor, userId: number): Promise<BalanceAlarm> {
  const [row] = await db.select().from(balanceAlarms).where(eq(balanceAlarms.userId, userId));
  const [auto] = await db.select({ target: autoRecharge.target }).from(autoRecharge).where(eq(autoRecharge.userId, userId));
  return {
    Threshold: row?.threshold ?? 0,
    Currency: CURRENCY,
    Emails: await notificationRecipients(db, userId),
    UpdateTime: row ? toUnixSeconds(row.updatedAt) : null,
    AutoRechargeTarget: auto?.target ?? 0,
  };
}
