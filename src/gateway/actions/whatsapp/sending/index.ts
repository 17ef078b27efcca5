import type { whatsappSendingActions } from '../../../../contract/actions/whatsappSending';
import { ChannelId } from '../../../../contract/constants';
import type { AreaHandlers } from '../../../handlers';
import { whatsappChannel } from '../../../whatsapp/sending/whatsappChannel';
import { channelTaskHandlers } from '../../channelTaskHandlers';
import { addWhatsAppSendTask } from './addWhatsAppSendTask';
import { getWhatsAppConversationStatistics } from './getWhatsAppConversationStatistics';
import { listWhatsAppConversations } from './listWhatsAppConversations';
import { sendWhatsAppReply } from './sendWhatsAppReply';
import { getWhatsAppPrice } from './getWhatsAppPrice';
import { toWhatsAppTask } from './toWhatsAppTask';

export const whatsappSendingHandlers = {
  GetWhatsAppPrice: getWhatsAppPrice,
  AddWhatsAppSendTask: addWhatsAppSendTask,
  SendWhatsAppReply: sendWhatsAppReply,
  ListWhatsAppConversations: listWhatsAppConversations,
  GetWhatsAppConversationStatistics: getWhatsAppConversationStatistics,
  // Tasks and records: the core's reads of its tables on channel 6009; a retry sends the original's
  // template and parameters (or text) from its number again; WhatsApp has no trial rules.
  ...channelTaskHandlers({
    code: 'WhatsApp',
    channelId: ChannelId.WhatsApp,
    channel: (ctx) => whatsappChannel(ctx.config),
    toTask: toWhatsAppTask,
    exportLabel: 'WhatsApp',
    trialRule: 'none',
  }),
} satisfies AreaHandlers<keyof typeof whatsappSendingActions>;
