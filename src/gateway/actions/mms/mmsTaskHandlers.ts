import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { cancelTask } from '../../messaging/tasks/cancelTask';
import { mmsChannel } from '../../mms/mmsChannel';
import { defaultProjectId } from '../sms/defaultProjectId';
import { describeTasks } from '../sms/describeUSMSTaskStatus';
import { listTasks } from '../sms/getUSMSSendTask';
import { sendRecordPage } from '../sms/getUSMSSendRecord';
import { loadTask } from '../sms/loadTask';
import { addRecordExport } from '../sms/addUSMSExportSendRecordTask';
import { taskStatistics } from '../sms/describeUSMSSendTaskStatistics';
import { recordExports } from '../sms/getUSMSExportSendRecord';
import { receiptCodeStatistics } from '../sms/getUSMSSendReceiptCodeStatistics';
import { sendStatistics } from '../sms/getUSMSSendStatistics';
import { taskRecipients } from '../sms/getUSMSTaskRecipients';
import { retryPreview } from '../sms/previewUSMSRetryTask';
import { retrySend } from '../sms/retryUSMSSendTask';
import { saveTags } from '../sms/saveUSMSTag';
import { priceList } from '../sms/getUSMSPrice';
import { mmsMessagePrice } from '../../mms/mmsPrices';
import { toMmsTask } from './toMmsTask';

/** MMS tasks and records: the SMS reads of the core's tables, on channel 6018. */
export const getUMMSSendTask: Handler<'GetUMMSSendTask'> = (p, ctx) => listTasks(ctx.db, ctx.caller.userId, ChannelId.MMS, p, toMmsTask);

export const describeUMMSTaskStatus: Handler<'DescribeUMMSTaskStatus'> = (p, ctx) => describeTasks(ctx.db, ctx.caller.userId, ChannelId.MMS, p.TaskIds, toMmsTask);

export const getUMMSSendRecord: Handler<'GetUMMSSendRecord'> = (p, ctx) => sendRecordPage(ctx.db, ctx.caller.userId, ChannelId.MMS, p);

/** Cancels an MMS task that has not started sending (the core's cancelTask; its hold is released). */
export const cancelUMMSSendTask: Handler<'CancelUMMSSendTask'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true, ChannelId.MMS);
  const cancelled = await cancelTask(ctx.db, mmsChannel(ctx.config.sms), task, ctx.now);
  if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
  return toMmsTask(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
};

export const describeUMMSSendTaskStatistics: Handler<'DescribeUMMSSendTaskStatistics'> = taskStatistics(ChannelId.MMS, toMmsTask);
export const previewUMMSRetryTask: Handler<'PreviewUMMSRetryTask'> = retryPreview((ctx) => mmsChannel(ctx.config.sms));
/** A retry sends the original's subject, image and text again; trial accounts have no MMS. */
export const retryUMMSSendTask: Handler<'RetryUMMSSendTask'> = retrySend((ctx) => mmsChannel(ctx.config.sms), 'refuse');
export const getUMMSTaskRecipients: Handler<'GetUMMSTaskRecipients'> = taskRecipients(ChannelId.MMS);
export const saveUMMSTag: Handler<'SaveUMMSTag'> = saveTags(ChannelId.MMS);
export const addUMMSExportSendRecordTask: Handler<'AddUMMSExportSendRecordTask'> = addRecordExport(ChannelId.MMS, 'MMS');
export const getUMMSExportSendRecord: Handler<'GetUMMSExportSendRecord'> = recordExports(ChannelId.MMS);
export const getUMMSSendStatistics: Handler<'GetUMMSSendStatistics'> = sendStatistics(ChannelId.MMS);
export const getUMMSSendReceiptCodeStatistics: Handler<'GetUMMSSendReceiptCodeStatistics'> = receiptCodeStatistics(ChannelId.MMS);

/** The price of one MMS in each supported country. */
export const getUMMSPrice: Handler<'GetUMMSPrice'> = async (p) => ({ Prices: priceList(mmsMessagePrice, p.CountryCode) });
