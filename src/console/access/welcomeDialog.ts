import type { SubscriptionBuyRecord } from '../../contract/entities/subscription';
import { activeRecord, freeTrialAvailable } from './activePackage';

export interface WelcomeState {
  open: boolean;
  /** The free-trial button works only when a free package exists (spec 000 §4). */
  freeTrialEnabled: boolean;
}

/** Opens when there is no active package, none expired, and it was not dismissed today. */
export function welcomeDialogState(input: {
  records: readonly SubscriptionBuyRecord[];
  packages: readonly { Free: boolean }[];
  dismissedToday: boolean;
}): WelcomeState {
  const open = !input.dismissedToday && !activeRecord(input.records) && input.records.length === 0;
  return { open, freeTrialEnabled: freeTrialAvailable(input.packages, input.records) };
}
