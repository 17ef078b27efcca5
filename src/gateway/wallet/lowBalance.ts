import { WalletProductType } from '../../contract/constants';
import { formatMoney } from '../../contract/money';
import type { Executor } from '../db/client';
import { queueNotificationMail } from '../mail/notificationRecipients';
import { MAIN_WALLET } from './mainWallet';

const WALLET_NAMES: Readonly<Record<number, string>> = {
  [MAIN_WALLET]: 'main',
  [WalletProductType.SMS]: 'SMS',
  [WalletProductType.Voice]: 'voice',
  [WalletProductType.Email]: 'e-mail',
  [WalletProductType.Advertising]: 'advertising',
};

/**
 * Whether a change of a wallet's available balance from `before` to `after` crosses the
 * low-balance threshold downwards: at or above it before, below it after. A threshold of 0 (or
 * none) never alarms. Once below, further drops are no crossing; going back to or above the
 * threshold re-arms it.
 */
export function crossesBelow(before: number, after: number, threshold: number | null): boolean {
  return threshold !== null && threshold > 0 && before >= threshold && after < threshold;
}

export function lowBalanceMail(productType: number, available: number, threshold: number): { subject: string; body: string } {
  const wallet = WALLET_NAMES[productType] ?? `product type ${productType}`;
  return {
    subject: `Your ${wallet} balance is below ${formatMoney(threshold)}`,
    body:
      `The available balance of your ${wallet} wallet is now ${formatMoney(available)}, below your low-balance threshold of ${formatMoney(threshold)}.\n\n` +
      'Recharge on the billing page (/bill/management) so sending is not refused. You get this e-mail once each time the balance falls below the threshold; ' +
      'change or turn off the threshold on the same page.',
  };
}

/** Stores the low-balance e-mail to the account's notification addresses in the caller's transaction (sent by the mail deliverer once committed). */
export async function queueLowBalanceMail(db: Executor, userId: number, productType: number, available: number, threshold: number, now: number): Promise<void> {
  await queueNotificationMail(db, userId, lowBalanceMail(productType, available, threshold), now);
}
