import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { cancelTask } from '../../messaging/tasks/cancelTask';
import { voiceChannel } from '../../vms/voiceChannel';
import { voiceMinutePrice } from '../../vms/voicePrices';
import { addRecordExport } from '../sms/addUSMSExportSendRecordTask';
import { defaultProjectId } from '../sms/defaultProjectId';
import { taskStatistics } from '../sms/describeUSMSSendTaskStatistics';
import { describeTasks } from '../sms/describeUSMSTaskStatus';
import { recordExports } from '../sms/getUSMSExportSendRecord';
import { priceList } from '../sms/getUSMSPrice';
import { receiptCodeStatistics } from '../sms/getUSMSSendReceiptCodeStatistics';
import { sendRecordPage } from '../sms/getUSMSSendRecord';
import { sendStatistics } from '../sms/getUSMSSendStatistics';
import { listTasks } from '../sms/getUSMSSendTask';
import { taskRecipients } from '../sms/getUSMSTaskRecipients';
import { loadTask } from '../sms/loadTask';
import { retryPreview } from '../sms/previewUSMSRetryTask';
import { retrySend } from '../sms/retryUSMSSendTask';
import { saveTags } from '../sms/saveUSMSTag';
import { toVoiceRecord, toVoiceTask } from './toVoiceTask';

/** Voice tasks and call records: the SMS reads of the core's tables, on channel 6003. */
export const getUVMSSendTask: Handler<'GetUVMSSendTask'> = (p, ctx) => listTasks(ctx.db, ctx.caller.userId, ChannelId.VMS, p, toVoiceTask);

export const describeUVMSTaskStatus: Handler<'DescribeUVMSTaskStatus'> = (p, ctx) => describeTasks(ctx.db, ctx.caller.userId, ChannelId.VMS, p.TaskIds, toVoiceTask);

export const getUVMSSendRecord: Handler<'GetUVMSSendRecord'> = (p, ctx) => sendRecordPage(ctx.db, ctx.caller.userId, ChannelId.VMS, p, toVoiceRecord);

/** Cancels a voice task that has not started calling (the core's cancelTask; its hold is released). */
export const cancelUVMSSendTask: Handler<'CancelUVMSSendTask'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true, ChannelId.VMS);
  const cancelled = await cancelTask(ctx.db, voiceChannel(ctx.config.vms), task, ctx.now);
  if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
  return toVoiceTask(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
};

export const describeUVMSSendTaskStatistics: Handler<'DescribeUVMSSendTaskStatistics'> = taskStatistics(ChannelId.VMS, toVoiceTask);
export const previewUVMSRetryTask: Handler<'PreviewUVMSRetryTask'> = retryPreview((ctx) => voiceChannel(ctx.config.vms));
/** A retry calls with the original's audio, call period and call-out number again; trial accounts have no voice. */
export const retryUVMSSendTask: Handler<'RetryUVMSSendTask'> = retrySend((ctx) => voiceChannel(ctx.config.vms), 'refuse');
export const getUVMSTaskRecipients: Handler<'GetUVMSTaskRecipients'> = taskRecipients(ChannelId.VMS);
export const saveUVMSTag: Handler<'SaveUVMSTag'> = saveTags(ChannelId.VMS);
export const addUVMSExportSendRecordTask: Handler<'AddUVMSExportSendRecordTask'> = addRecordExport(ChannelId.VMS, 'Voice');
export const getUVMSExportSendRecord: Handler<'GetUVMSExportSendRecord'> = recordExports(ChannelId.VMS);
export const getUVMSSendStatistics: Handler<'GetUVMSSendStatistics'> = sendStatistics(ChannelId.VMS);
export const getUVMSSendReceiptCodeStatistics: Handler<'GetUVMSSendReceiptCodeStatistics'> = receiptCodeStatistics(ChannelId.VMS);

/** The price of one started minute of a call in each supported country. */
export const getUVMSPrice: Handler<'GetUVMSPrice'> = async (p) => ({ Prices: priceList(voiceMinutePrice, p.CountryCode) });
