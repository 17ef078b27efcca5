import type { smsActions } from '../../../contract/actions/sms';
import type { AreaHandlers } from '../../handlers';
import { addUSMSExportSendRecordTask } from './addUSMSExportSendRecordTask';
import { addUSMSSendTask } from './addUSMSSendTask';
import { cancelUSMSSendTask } from './cancelUSMSSendTask';
import { getUSMSConversation } from './conversations/getUSMSConversation';
import { getUSMSConversationList } from './conversations/getUSMSConversationList';
import { markUSMSConversationRead } from './conversations/markUSMSConversationRead';
import { addUSMSOptOut, deleteUSMSOptOut, getUSMSOptOutList } from './conversations/optOutHandlers';
import { createUSMSTemplate } from './createUSMSTemplate';
import { deleteUSMSTemplate } from './deleteUSMSTemplate';
import { describeUSMSSendTaskStatistics } from './describeUSMSSendTaskStatistics';
import { describeUSMSTaskStatus } from './describeUSMSTaskStatus';
import { getBalance } from './getBalance';
import { getUSMSCallback } from './getUSMSCallback';
import { getUSMSExportSendRecord } from './getUSMSExportSendRecord';
import { getUSMSExportSendRecordFile } from './getUSMSExportSendRecordFile';
import { getUSMSPreviewSmsContent } from './getUSMSPreviewSmsContent';
import { getUSMSPrice } from './getUSMSPrice';
import { getUSMSReplyRecord } from './getUSMSReplyRecord';
import { getUSMSSendReceiptCodeStatistics } from './getUSMSSendReceiptCodeStatistics';
import { getUSMSSendRecord } from './getUSMSSendRecord';
import { getUSMSSendStatistics } from './getUSMSSendStatistics';
import { getUSMSSendTask } from './getUSMSSendTask';
import { getUSMSTaskRecipients } from './getUSMSTaskRecipients';
import { getUSMSTemplate } from './getUSMSTemplate';
import { previewUSMSRetryTask } from './previewUSMSRetryTask';
import { previewUSMSTemplateInfo } from './previewUSMSTemplateInfo';
import { queryUSMSTemplate } from './queryUSMSTemplate';
import { replyUSMSMO } from './replyUSMSMO';
import { retryUSMSSendTask } from './retryUSMSSendTask';
import { saveUSMSTag } from './saveUSMSTag';
import { sendCountAlarmRuleHandlers } from './sendCountAlarmRuleHandlers';
import { sendLimitRuleHandlers } from './sendLimitRuleHandlers';
import { setUSMSCallback } from './setUSMSCallback';
import { updateUSMSTemplate } from './updateUSMSTemplate';

export const smsHandlers = {
  GetBalance: getBalance,
  GetUSMSPrice: getUSMSPrice,
  GetUSMSPreviewSmsContent: getUSMSPreviewSmsContent,
  AddUSMSSendTask: addUSMSSendTask,
  GetUSMSSendTask: getUSMSSendTask,
  DescribeUSMSTaskStatus: describeUSMSTaskStatus,
  DescribeUSMSSendTaskStatistics: describeUSMSSendTaskStatistics,
  CancelUSMSSendTask: cancelUSMSSendTask,
  PreviewUSMSRetryTask: previewUSMSRetryTask,
  RetryUSMSSendTask: retryUSMSSendTask,
  GetUSMSTaskRecipients: getUSMSTaskRecipients,
  SaveUSMSTag: saveUSMSTag,
  GetUSMSSendRecord: getUSMSSendRecord,
  GetUSMSSendReceiptCodeStatistics: getUSMSSendReceiptCodeStatistics,
  GetUSMSSendStatistics: getUSMSSendStatistics,
  GetUSMSReplyRecord: getUSMSReplyRecord,
  ReplyUSMSMO: replyUSMSMO,
  GetUSMSTemplate: getUSMSTemplate,
  QueryUSMSTemplate: queryUSMSTemplate,
  CreateUSMSTemplate: createUSMSTemplate,
  UpdateUSMSTemplate: updateUSMSTemplate,
  DeleteUSMSTemplate: deleteUSMSTemplate,
  PreviewUSMSTemplateInfo: previewUSMSTemplateInfo,
  GetUSMSCallback: getUSMSCallback,
  SetUSMSCallback: setUSMSCallback,
  AddUSMSExportSendRecordTask: addUSMSExportSendRecordTask,
  GetUSMSExportSendRecord: getUSMSExportSendRecord,
  GetUSMSExportSendRecordFile: getUSMSExportSendRecordFile,
  GetUSMSConversationList: getUSMSConversationList,
  GetUSMSConversation: getUSMSConversation,
  MarkUSMSConversationRead: markUSMSConversationRead,
  GetUSMSOptOutList: getUSMSOptOutList,
  AddUSMSOptOut: addUSMSOptOut,
  DeleteUSMSOptOut: deleteUSMSOptOut,
  ...sendLimitRuleHandlers,
  ...sendCountAlarmRuleHandlers,
} satisfies AreaHandlers<keyof typeof smsActions>;
