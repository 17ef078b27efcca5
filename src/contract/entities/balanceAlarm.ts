import { z } from 'zod';

/**
 * The low-balance threshold (integer at 10000 per unit; 0 turns it off). When the available
 * balance of a product type's wallet falls below it, one e-mail goes to Emails; the next one only
 * after that balance has been back at or above the threshold.
 */
export const BalanceAlarm = z.object({
  Threshold: z.number().int(),
  Currency: z.string(),
  Emails: z.array(z.string()),
  /** Unix seconds of the last change; null when never set. */
  UpdateTime: z.number().int().nullable(),
  /**
   * Auto recharge: when a wallet falls below Threshold, the default card refills it to this
   * amount (10000 per unit; 0 = off). At least Threshold + 50.00, so each refill meets the minimum.
   */
  AutoRechargeTarget: z.number().int().default(0),
});
export type BalanceAlarm = z.infer<typeof BalanceAlarm>;

/** Highest threshold accepted: 1,000,000.00 (10000 per unit). */
export const BALANCE_ALARM_THRESHOLD_MAX = 1_000_000 * 10_000;
