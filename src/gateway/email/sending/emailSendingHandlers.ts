import { addUEmailSendTask, sendUEmailTest } from './addUEmailSendTask';
import {
  addUEmailExportSendRecordTask,
  cancelUEmailSendTask,
  describeUEmailSendTaskStatistics,
  describeUEmailTaskStatus,
  getUEmailExportSendRecord,
  getUEmailSendReceiptCodeStatistics,
  getUEmailSendRecord,
  getUEmailSendStatistics,
  getUEmailSendTask,
  getUEmailTaskRecipients,
  previewUEmailRetryTask,
  retryUEmailSendTask,
  saveUEmailTag,
} from './emailTaskHandlers';
import { getUEmailMailbox } from './getUEmailMailbox';

/** The handlers of contract/actions/emailSending.ts. */
export const emailSendingHandlers = {
  AddUEmailSendTask: addUEmailSendTask,
  SendUEmailTest: sendUEmailTest,
  GetUEmailSendTask: getUEmailSendTask,
  DescribeUEmailTaskStatus: describeUEmailTaskStatus,
  CancelUEmailSendTask: cancelUEmailSendTask,
  GetUEmailSendRecord: getUEmailSendRecord,
  DescribeUEmailSendTaskStatistics: describeUEmailSendTaskStatistics,
  PreviewUEmailRetryTask: previewUEmailRetryTask,
  RetryUEmailSendTask: retryUEmailSendTask,
  GetUEmailTaskRecipients: getUEmailTaskRecipients,
  SaveUEmailTag: saveUEmailTag,
  AddUEmailExportSendRecordTask: addUEmailExportSendRecordTask,
  GetUEmailExportSendRecord: getUEmailExportSendRecord,
  GetUEmailSendStatistics: getUEmailSendStatistics,
  GetUEmailSendReceiptCodeStatistics: getUEmailSendReceiptCodeStatistics,
  GetUEmailMailbox: getUEmailMailbox,
};
