/** Subscription purchase Status (spec 000 §4): 1 is the active one. Free of zod, so the shell's gates stay light. */
export const SubscriptionStatus = { Active: 1, Expired: 2, Replaced: 3 } as const;

/** Display of a subscription purchase Status: i18n text key and colour tone (spec 000 §4, 001 §4). */
export type StatusTone = 'success' | 'warning' | 'error' | 'neutral';

export const subscriptionStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [SubscriptionStatus.Active]: { textKey: 'status.subscription.active', tone: 'success' },
  [SubscriptionStatus.Expired]: { textKey: 'status.subscription.expired', tone: 'neutral' },
  [SubscriptionStatus.Replaced]: { textKey: 'status.subscription.replaced', tone: 'neutral' },
};

export const unknownStatusDisplay = { textKey: 'status.unknown', tone: 'neutral' as StatusTone };

export function subscriptionStatusOf(status: number): { textKey: string; tone: StatusTone } {
  return subscriptionStatusDisplay[status] ?? unknownStatusDisplay;
}
