import { accountHandlers } from './actions/account';
import { billingHandlers } from './actions/billing';
import { mmsHandlers } from './actions/mms';
import { whatsappSendingHandlers } from './actions/whatsapp/sending';
import { audienceHandlers } from './actions/audience';
import { emailHandlers } from './actions/email';
import { notificationHandlers } from './actions/notification';
import { referenceHandlers } from './actions/reference';
import { smsHandlers } from './actions/sms';
import { socialProfileHandlers } from './actions/socialProfile';
import { subscriptionHandlers } from './actions/subscription';
import { ticketHandlers } from './actions/ticket';
import { uploadHandlers } from './actions/upload';
import { vmsHandlers } from './actions/vms';
import { whatsappHandlers } from './actions/whatsapp';
import type { Handlers } from './handlers';

/** Every Action's handler; `satisfies` makes a missing or mistyped handler a compile error. */
export const handlers = {
  ...accountHandlers,
  ...billingHandlers,
  ...audienceHandlers,
  ...emailHandlers,
  ...notificationHandlers,
  ...referenceHandlers,
  ...smsHandlers,
  ...mmsHandlers,
  ...whatsappSendingHandlers,
  ...socialProfileHandlers,
  ...subscriptionHandlers,
  ...ticketHandlers,
  ...uploadHandlers,
  ...vmsHandlers,
  ...whatsappHandlers,
} satisfies Handlers;
