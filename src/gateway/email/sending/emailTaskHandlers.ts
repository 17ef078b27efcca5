import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { addRecordExport } from '../../actions/sms/addUSMSExportSendRecordTask';
import { defaultProjectId } from '../../actions/sms/defaultProjectId';
import { taskStatistics } from '../../actions/sms/describeUSMSSendTaskStatistics';
import { describeTasks } from '../../actions/sms/describeUSMSTaskStatus';
import { recordExports } from '../../actions/sms/getUSMSExportSendRecord';
import { sendRecordPage } from '../../actions/sms/getUSMSSendRecord';
import { receiptCodeStatistics } from '../../actions/sms/getUSMSSendReceiptCodeStatistics';
import { sendStatistics } from '../../actions/sms/getUSMSSendStatistics';
import { listTasks } from '../../actions/sms/getUSMSSendTask';
import { taskRecipients } from '../../actions/sms/getUSMSTaskRecipients';
import { loadTask } from '../../actions/sms/loadTask';
import { retryPreview } from '../../actions/sms/previewUSMSRetryTask';
import { retrySend } from '../../actions/sms/retryUSMSSendTask';
import { saveTags } from '../../actions/sms/saveUSMSTag';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { cancelTask } from '../../messaging/tasks/cancelTask';
import { emailChannel } from './emailChannel';
import { toEmailTask } from './toEmailTask';

/** E-mail tasks and records: the core's reads of its tables, on channel 6011. */
export const getUEmailSendTask: Handler<'GetUEmailSendTask'> = (p, ctx) => listTasks(ctx.db, ctx.caller.userId, ChannelId.Email, p, toEmailTask);
export const describeUEmailTaskStatus: Handler<'DescribeUEmailTaskStatus'> = (p, ctx) => describeTasks(ctx.db, ctx.caller.userId, ChannelId.Email, p.TaskIds, toEmailTask);
export const getUEmailSendRecord: Handler<'GetUEmailSendRecord'> = (p, ctx) => sendRecordPage(ctx.db, ctx.caller.userId, ChannelId.Email, p);

/** Cancels an e-mail task that has not started sending (a scheduled one); its hold is released. */
export const cancelUEmailSendTask: Handler<'CancelUEmailSendTask'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true, ChannelId.Email);
  const cancelled = await cancelTask(ctx.db, emailChannel(ctx.config.emailSending), task, ctx.now);
  if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
  return toEmailTask(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
};

export const describeUEmailSendTaskStatistics: Handler<'DescribeUEmailSendTaskStatistics'> = taskStatistics(ChannelId.Email, toEmailTask);
export const previewUEmailRetryTask: Handler<'PreviewUEmailRetryTask'> = retryPreview((ctx) => emailChannel(ctx.config.emailSending));
export const retryUEmailSendTask: Handler<'RetryUEmailSendTask'> = retrySend((ctx) => emailChannel(ctx.config.emailSending), 'refuse');
export const getUEmailTaskRecipients: Handler<'GetUEmailTaskRecipients'> = taskRecipients(ChannelId.Email);
export const saveUEmailTag: Handler<'SaveUEmailTag'> = saveTags(ChannelId.Email);
export const addUEmailExportSendRecordTask: Handler<'AddUEmailExportSendRecordTask'> = addRecordExport(ChannelId.Email, 'E-mail');
export const getUEmailExportSendRecord: Handler<'GetUEmailExportSendRecord'> = recordExports(ChannelId.Email);
export const getUEmailSendStatistics: Handler<'GetUEmailSendStatistics'> = sendStatistics(ChannelId.Email);
export const getUEmailSendReceiptCodeStatistics: Handler<'GetUEmailSendReceiptCodeStatistics'> = receiptCodeStatistics(ChannelId.Email);
