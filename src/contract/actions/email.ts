import { emailDomainActions } from './emailDomains';
import { emailSenderActions } from './emailSenders';
import { emailTemplateActions } from './emailTemplates';
import { emailSendingActions } from './emailSending';

/** The e-mail area (issue 13; channel and sub-wallet 6011): sending domains and senders; templates and the block editor's preview. */
export const emailActions = {
  ...emailDomainActions,
  ...emailSenderActions,
  ...emailTemplateActions,
  ...emailSendingActions,
};
