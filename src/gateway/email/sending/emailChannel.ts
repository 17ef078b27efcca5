import { ChannelId, WalletProductType } from '../../../contract/constants';
import { EMAIL_RECIPIENTS_MAX } from '../../../contract/email/emailSendingRules';
import type { Channel } from '../../messaging/Channel';
import { cleanEmail, parseEmail } from './emailAddress';
import type { EmailSendingConfig } from './emailSendingConfig';
import { MailTransferCarrier } from './MailTransferCarrier';

/** Short id of the channel (hold references `email-task:<TaskId>`, opt-out lists). */
export const EMAIL_CHANNEL = 'email';
/** Job kind of an e-mail task's delivery. */
export const EMAIL_TASK_JOB = 'email-task';
/** Price of one e-mail, any address: $0.0005 (10000 per unit). */
export const EMAIL_MESSAGE_PRICE = 5;

/**
 * E-mail as a channel of the messaging core (channel and sub-wallet 6011): one message per address,
 * one price, held and charged on the e-mail wallet; addresses by the e-mail shape; delivery
 * through the mail transfer adapter (the embedded mailbox or an SMTP relay), DKIM-signed with the
 * sender's domain key; sends to groups and segments at contacts' e-mail addresses; recipient
 * files of up to 20 MB and 500,000 addresses.
 */
export function emailChannel(config: EmailSendingConfig): Channel {
  return {
    name: EMAIL_CHANNEL,
    channelId: ChannelId.Email,
    taskJob: EMAIL_TASK_JOB,
    productType: WalletProductType.Email,
    units: () => 1,
    pricingUnit: 'message',
    unitPrice: () => EMAIL_MESSAGE_PRICE,
    address: { clean: cleanEmail, parse: (cleaned) => parseEmail(cleaned) },
    importKind: 'email-import',
    recipientsMax: EMAIL_RECIPIENTS_MAX,
    createCarrier: (db, log) => new MailTransferCarrier(db, config, log),
    audience: { contactAddress: 'email' },
  };
}
