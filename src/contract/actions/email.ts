import { emailDomainActions } from './emailDomains';
import { emailSenderActions } from './emailSenders';
import { emailSendingActions } from './emailSending';

/** The e-mail area (issue 13; channel and sub-wallet 6011): sending domains and senders. */
export const emailActions = {
  ...emailDomainActions,
  ...emailSenderActions,
  ...emailSendingActions,
};
