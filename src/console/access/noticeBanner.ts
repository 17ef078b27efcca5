import { SUBSCRIPTION_WARNING_DAYS } from '../../contract/constants';
import type { SubscriptionBuyRecord } from '../../contract/entities/subscription';
import { activeRecord, freeTrialAvailable } from './activePackage';

const DAY = 86_400;

/** The five notices of spec 000 §4. */
export type Notice =
  | { kind: 'expired'; tone: 'error' }
  | { kind: 'freeOffer'; tone: 'info'; days: number }
  | { kind: 'expiring'; tone: 'warning'; days: number }
  | { kind: 'lessThanDay'; tone: 'warning' }
  | { kind: 'ended'; tone: 'error'; free: boolean };

export interface NoticeInput {
  records: readonly SubscriptionBuyRecord[];
  packages: readonly { Free: boolean }[];
  nowSeconds: number;
  /** The banner was closed earlier on this calendar day. */
  dismissedToday: boolean;
  freeTrialDays: number;
}

/** Which notice the banner shows now, or null. Pure: the clock is an input. */
export function noticeFor(input: NoticeInput): Notice | null {
  if (input.dismissedToday) return null;
  const active = activeRecord(input.records);
  if (active) {
    const left = active.EndTime - input.nowSeconds;
    if (left <= 0) return { kind: 'ended', tone: 'error', free: active.Free };
    if (left < DAY) return { kind: 'lessThanDay', tone: 'warning' };
    if (left <= SUBSCRIPTION_WARNING_DAYS * DAY) return { kind: 'expiring', tone: 'warning', days: Math.floor(left / DAY) };
    return null;
  }
  if (input.records.length > 0) return { kind: 'expired', tone: 'error' };
  if (freeTrialAvailable(input.packages, input.records)) return { kind: 'freeOffer', tone: 'info', days: input.freeTrialDays };
  return null;
}
