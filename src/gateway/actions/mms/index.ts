import type { mmsActions } from '../../../contract/actions/mms';
import type { AreaHandlers } from '../../handlers';
import { addUMMSSendTask } from './addUMMSSendTask';
import { createUMMSTemplate, deleteUMMSTemplate, getUMMSTemplate, queryUMMSTemplate, updateUMMSTemplate } from './mmsTemplateHandlers';
import {
  addUMMSExportSendRecordTask,
  cancelUMMSSendTask,
  describeUMMSSendTaskStatistics,
  describeUMMSTaskStatus,
  getUMMSExportSendRecord,
  getUMMSSendReceiptCodeStatistics,
  getUMMSSendRecord,
  getUMMSSendStatistics,
  getUMMSSendTask,
  getUMMSPrice,
  getUMMSTaskRecipients,
  previewUMMSRetryTask,
  retryUMMSSendTask,
  saveUMMSTag,
} from './mmsTaskHandlers';

export const mmsHandlers = {
  GetUMMSPrice: getUMMSPrice,
  CreateUMMSTemplate: createUMMSTemplate,
  UpdateUMMSTemplate: updateUMMSTemplate,
  GetUMMSTemplate: getUMMSTemplate,
  QueryUMMSTemplate: queryUMMSTemplate,
  DeleteUMMSTemplate: deleteUMMSTemplate,
  AddUMMSSendTask: addUMMSSendTask,
  GetUMMSSendTask: getUMMSSendTask,
  DescribeUMMSTaskStatus: describeUMMSTaskStatus,
  CancelUMMSSendTask: cancelUMMSSendTask,
  GetUMMSSendRecord: getUMMSSendRecord,
  DescribeUMMSSendTaskStatistics: describeUMMSSendTaskStatistics,
  PreviewUMMSRetryTask: previewUMMSRetryTask,
  RetryUMMSSendTask: retryUMMSSendTask,
  GetUMMSTaskRecipients: getUMMSTaskRecipients,
  SaveUMMSTag: saveUMMSTag,
  AddUMMSExportSendRecordTask: addUMMSExportSendRecordTask,
  GetUMMSExportSendRecord: getUMMSExportSendRecord,
  GetUMMSSendStatistics: getUMMSSendStatistics,
  GetUMMSSendReceiptCodeStatistics: getUMMSSendReceiptCodeStatistics,
} satisfies AreaHandlers<keyof typeof mmsActions>;
