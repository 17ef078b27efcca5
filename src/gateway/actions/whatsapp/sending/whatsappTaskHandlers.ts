import { ChannelId } from '../../../../contract/constants';
import { RetCode } from '../../../../contract/retCodes';
import { WHATSAPP_RATES, WhatsAppConversationTypes, whatsappMessagePrice } from '../../../../contract/whatsapp/conversationPrices';
import { ActionError } from '../../../errors';
import type { Handler } from '../../../handlers';
import { cancelTask } from '../../../messaging/tasks/cancelTask';
import { whatsappChannel } from '../../../whatsapp/sending/whatsappChannel';
import { addRecordExport } from '../../sms/addUSMSExportSendRecordTask';
import { defaultProjectId } from '../../sms/defaultProjectId';
import { taskStatistics } from '../../sms/describeUSMSSendTaskStatistics';
import { describeTasks } from '../../sms/describeUSMSTaskStatus';
import { recordExports } from '../../sms/getUSMSExportSendRecord';
import { receiptCodeStatistics } from '../../sms/getUSMSSendReceiptCodeStatistics';
import { sendRecordPage } from '../../sms/getUSMSSendRecord';
import { listTasks } from '../../sms/getUSMSSendTask';
import { sendStatistics } from '../../sms/getUSMSSendStatistics';
import { taskRecipients } from '../../sms/getUSMSTaskRecipients';
import { loadTask } from '../../sms/loadTask';
import { retryPreview } from '../../sms/previewUSMSRetryTask';
import { retrySend } from '../../sms/retryUSMSSendTask';
import { saveTags } from '../../sms/saveUSMSTag';
import { toWhatsAppTask } from './toWhatsAppTask';

const W = ChannelId.WhatsApp;

/** WhatsApp tasks and records: the core's reads of its tables, on channel 6009. */
export const getWhatsAppSendTask: Handler<'GetWhatsAppSendTask'> = (p, ctx) => listTasks(ctx.db, ctx.caller.userId, W, p, toWhatsAppTask);
export const describeWhatsAppTaskStatus: Handler<'DescribeWhatsAppTaskStatus'> = (p, ctx) => describeTasks(ctx.db, ctx.caller.userId, W, p.TaskIds, toWhatsAppTask);
export const getWhatsAppSendRecord: Handler<'GetWhatsAppSendRecord'> = (p, ctx) => sendRecordPage(ctx.db, ctx.caller.userId, W, p);

/** Cancels a WhatsApp task that has not started sending (the core's cancelTask; its hold is released). */
export const cancelWhatsAppSendTask: Handler<'CancelWhatsAppSendTask'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true, W);
  const cancelled = await cancelTask(ctx.db, whatsappChannel(ctx.config), task, ctx.now);
  if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
  return toWhatsAppTask(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
};

export const describeWhatsAppSendTaskStatistics: Handler<'DescribeWhatsAppSendTaskStatistics'> = taskStatistics(W, toWhatsAppTask);
export const previewWhatsAppRetryTask: Handler<'PreviewWhatsAppRetryTask'> = retryPreview((ctx) => whatsappChannel(ctx.config));
/** A retry sends the original's template, parameters (or text) from its number again; WhatsApp has no trial rules. */
export const retryWhatsAppSendTask: Handler<'RetryWhatsAppSendTask'> = retrySend((ctx) => whatsappChannel(ctx.config), 'none');
export const getWhatsAppTaskRecipients: Handler<'GetWhatsAppTaskRecipients'> = taskRecipients(W);
export const saveWhatsAppTag: Handler<'SaveWhatsAppTag'> = saveTags(W);
export const addWhatsAppExportSendRecordTask: Handler<'AddWhatsAppExportSendRecordTask'> = addRecordExport(W, 'WhatsApp');
export const getWhatsAppExportSendRecord: Handler<'GetWhatsAppExportSendRecord'> = recordExports(W);
export const getWhatsAppSendStatistics: Handler<'GetWhatsAppSendStatistics'> = sendStatistics(W);
export const getWhatsAppSendReceiptCodeStatistics: Handler<'GetWhatsAppSendReceiptCodeStatistics'> = receiptCodeStatistics(W);

/** The price of one message of each conversation type in each country with its own rate, and OTHER. */
export const getWhatsAppPrice: Handler<'GetWhatsAppPrice'> = async (p) => {
  const countries = Object.keys(WHATSAPP_RATES).filter((c) => !p.CountryCode || c === p.CountryCode || (c === 'OTHER' && !(p.CountryCode in WHATSAPP_RATES)));
  return { Prices: countries.flatMap((c) => WhatsAppConversationTypes.map((t) => ({ CountryCode: c, ConversationType: t, Price: whatsappMessagePrice(c, t) }))) };
};
