import { ChannelId } from '../../../contract/constants';
import { WhatsAppConversationTypes, whatsappMessagePrice } from '../../../contract/whatsapp/conversationPrices';
import type { GatewayConfig } from '../../config';
import type { Channel } from '../../messaging/Channel';
import { cleanPhone, parsePhone } from '../../sms/recipients/phoneAddress';
import { MAIN_WALLET } from '../../wallet/mainWallet';
import { SIM_STATUS_JOB } from '../provider/SimulatedWhatsAppProvider';
import { whatsappProviderFor } from '../provider/whatsappProviderFor';
import { simStatusJob } from './simStatusJob';
import { tierAllowance } from './tierAllowance';
import { WhatsAppCarrier } from './WhatsAppCarrier';
import { readPayload } from './whatsappPayload';

/** Short id of the channel (hold references `whatsapp-task:<TaskId>`, opt-out lists). */
export const WHATSAPP_CHANNEL = 'whatsapp';
/** Job kind of a WhatsApp task's delivery. */
export const WHATSAPP_TASK_JOB = 'whatsapp-task';

/**
 * WhatsApp (channel 6009) as a channel of the messaging core: one message per recipient, priced
 * by the task's conversation type and the recipient's country (contract
 * `whatsapp/conversationPrices.ts`) and held and charged on the main wallet (spec 001 names
 * sub-wallets only for advertising, voice, e-mail and SMS); E.164 numbers; sent through the
 * configured provider (simulated, or the Cloud API) from the task's business number (its sender);
 * at most the number's messaging-limit tier of recipients per rolling 24 hours (`sendAllowance`);
 * sends to groups and segments at contacts' WhatsApp numbers.
 */
export function whatsappChannel(config: GatewayConfig): Channel {
  const channel: Channel = {
    name: WHATSAPP_CHANNEL,
    channelId: ChannelId.WhatsApp,
    taskJob: WHATSAPP_TASK_JOB,
    productType: MAIN_WALLET,
    units: () => 1,
    pricingUnit: 'message',
    priceClassOf: (payload) => readPayload(payload)?.conversationType,
    unitPrice: (country, priceClass) => whatsappMessagePrice(country, WhatsAppConversationTypes.find((t) => t === priceClass) ?? 'marketing'),
    address: { clean: cleanPhone, parse: parsePhone },
    createCarrier: (db) => new WhatsAppCarrier(whatsappProviderFor(config, db)),
    sendAllowance: tierAllowance,
    taskNotice: {
      finished: 'WhatsAppTaskFinished',
      failed: 'WhatsAppTaskFailed',
      link: async (_db, task) => `/whatsapp/search?taskId=${encodeURIComponent(task.taskId)}`,
    },
    audience: { contactAddress: 'whatsapp' },
    jobs: () => ({ [SIM_STATUS_JOB]: simStatusJob(channel) }),
  };
  return channel;
}
