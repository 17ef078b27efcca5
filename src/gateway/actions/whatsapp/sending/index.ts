import type { whatsappSendingActions } from '../../../../contract/actions/whatsappSending';
import type { AreaHandlers } from '../../../handlers';
import { addWhatsAppSendTask } from './addWhatsAppSendTask';
import { getWhatsAppConversationStatistics } from './getWhatsAppConversationStatistics';
import { listWhatsAppConversations } from './listWhatsAppConversations';
import { sendWhatsAppReply } from './sendWhatsAppReply';
import * as t from './whatsappTaskHandlers';

export const whatsappSendingHandlers = {
  GetWhatsAppPrice: t.getWhatsAppPrice,
  AddWhatsAppSendTask: addWhatsAppSendTask,
  SendWhatsAppReply: sendWhatsAppReply,
  ListWhatsAppConversations: listWhatsAppConversations,
  GetWhatsAppConversationStatistics: getWhatsAppConversationStatistics,
  GetWhatsAppSendTask: t.getWhatsAppSendTask,
  DescribeWhatsAppTaskStatus: t.describeWhatsAppTaskStatus,
  CancelWhatsAppSendTask: t.cancelWhatsAppSendTask,
  GetWhatsAppSendRecord: t.getWhatsAppSendRecord,
  DescribeWhatsAppSendTaskStatistics: t.describeWhatsAppSendTaskStatistics,
  PreviewWhatsAppRetryTask: t.previewWhatsAppRetryTask,
  RetryWhatsAppSendTask: t.retryWhatsAppSendTask,
  GetWhatsAppTaskRecipients: t.getWhatsAppTaskRecipients,
  SaveWhatsAppTag: t.saveWhatsAppTag,
  AddWhatsAppExportSendRecordTask: t.addWhatsAppExportSendRecordTask,
  GetWhatsAppExportSendRecord: t.getWhatsAppExportSendRecord,
  GetWhatsAppSendStatistics: t.getWhatsAppSendStatistics,
  GetWhatsAppSendReceiptCodeStatistics: t.getWhatsAppSendReceiptCodeStatistics,
} satisfies AreaHandlers<keyof typeof whatsappSendingActions>;
