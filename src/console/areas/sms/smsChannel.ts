import { ChannelId, WalletProductType } from '../../../contract/constants';
import { countSegments } from '../../../contract/sms/segments';
import { routeHref, type Href } from '../../lib/routeHref';
import type { MessagingChannel } from '../../messaging/channel';

/** The address of a task's page (it needs the task's account id and session number besides its id). */
export function taskPath(task: { TaskId: string; AccountId: string; SessionNo: string }): Href {
  return routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: task.TaskId, accountId: task.AccountId, sessionNo: task.SessionNo });
}

/** SMS as a channel of the messaging core: its Actions, pages, pricing unit and content rule (segments) and texts (`sms.*`). */
export const smsChannel: MessagingChannel = {
  ns: 'sms',
  actions: {
    taskStatistics: 'DescribeUSMSSendTaskStatistics',
    cancelTask: 'CancelUSMSSendTask',
    retryPreview: 'PreviewUSMSRetryTask',
    retryTask: 'RetryUSMSSendTask',
    taskRecipients: 'GetUSMSTaskRecipients',
    saveTags: 'SaveUSMSTag',
    taskStatus: 'DescribeUSMSTaskStatus',
    sendRecords: 'GetUSMSSendRecord',
    addExport: 'AddUSMSExportSendRecordTask',
    exports: 'GetUSMSExportSendRecord',
    exportFile: 'GetUSMSExportSendRecordFile',
    sendStatistics: 'GetUSMSSendStatistics',
    receiptCodes: 'GetUSMSSendReceiptCodeStatistics',
    tasks: 'GetUSMSSendTask',
  },
  routes: {
    task: taskPath,
    records: (query) => routeHref('/sms/message', query),
    search: (query) => routeHref('/sms/search', query),
    sending: routeHref('/sms/sending'),
    duplicate: (taskId) => routeHref('/sms/sending', { copy: taskId }),
    templates: routeHref('/sms/template'),
    analytics: routeHref('/sms/analytics'),
  },
  unit: { label: 'task.segments', column: 'message.col.segments', ofTask: (task) => task.Segments, ofRecord: (record) => record.Segments },
  wallet: WalletProductType.SMS,
  sending: { unitsOf: (text, country) => countSegments(text, country).segments, pricingUnit: 'segment', audience: { channelId: ChannelId.SMS } },
};
