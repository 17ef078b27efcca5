import { z } from 'zod';
import { defineAction } from '../action';
import { SmsSendRecord, type SmsTask } from '../entities/sms';
import { type sendRecordFilter, smsActions } from './sms';

/** One entry `{ [key]: value }` with the key's literal type (a computed key of a generic type would widen to `string`). */
function entry<K extends string, V>(key: K, value: V): { [P in K]: V } {
  return { [key]: value } as { [P in K]: V };
}

/** What a channel names: its Action code (spec 000 §7's USMS becomes UMMS, UVMS, …), its name in both languages, and its task shape. */
export interface ChannelOfActions<C extends string, T extends typeof SmsTask, R extends z.ZodType> {
  /** The code in its Action names: `Get${code}SendTask` (MMS: 'UMMS'). */
  code: C;
  /** Its name in summaries and outbox titles: 'MMS' / '彩信'. */
  name: string;
  nameZh: string;
  /** Its task: the SMS task with the channel's own fields (MMS: subject and image). */
  task: T;
  /** Its send record when it has fields of its own (voice: call and billing duration); SMS's otherwise. */
  record?: R;
  /** The filter of its send records when its address is not a phone number (e-mail: an address in PhoneNumber); SMS's otherwise. */
  recordFilter?: typeof sendRecordFilter;
}

/**
 * The messaging core's task, record and statistics Actions of one channel, shaped exactly like the
 * SMS ones (spec 000 §7) so the core's pages and the gateway's channel-generic handlers serve every
 * channel: its task list and statuses, one task's statistics, cancel, retry preview and retry of the
 * failed numbers, a task's recipients, tags, send records, their exports, and the send and receipt-code
 * statistics. A channel spreads them into its Actions and adds its own (its send, templates, prices).
 */
export function channelTaskActions<C extends string, T extends typeof SmsTask, R extends z.ZodType = typeof SmsSendRecord>(c: ChannelOfActions<C, T, R>) {
  const sms = smsActions;
  const { code, name, nameZh, task } = c;
  const record = (c.record ?? SmsSendRecord) as R;
  const tasks = `Get${code}SendTask` as const;
  const status = `Describe${code}TaskStatus` as const;
  const statistics = `Describe${code}SendTaskStatistics` as const;
  const preview = `Preview${code}RetryTask` as const;
  const records = `Get${code}SendRecord` as const;
  const exports = `Get${code}ExportSendRecord` as const;
  return {
    ...entry(
      tasks,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `The caller's ${name} tasks, newest first; one task with TaskId.`,
        params: sms.GetUSMSSendTask.params,
        result: z.object({ Total: z.number().int(), Tasks: z.array(task) }),
      }),
    ),
    ...entry(
      status,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `Status and counts of up to 100 ${name} tasks.`,
        params: sms.DescribeUSMSTaskStatus.params,
        result: z.object({ Tasks: z.array(task) }),
      }),
    ),
    ...entry(
      `Cancel${code}SendTask` as const,
      defineAction({
        kind: 'write',
        access: 'user',
        summary: `Cancel one ${name} task that has not started sending; its hold is released.`,
        params: sms.CancelUSMSSendTask.params,
        result: task,
        invalidates: [tasks, status, 'GetBalance', 'GetTransactionList'],
        lane: 'TaskId',
        title: `Cancel ${name} task {TaskId}`,
        titleZh: `取消${nameZh}任务 {TaskId}`,
      }),
    ),
    ...entry(
      records,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `${name} send records, newest first, filtered by phone, status, task and time (at most 31 days). Total is capped at 10,000 (TotalCapped).`,
        params: c.recordFilter ? c.recordFilter.extend({ Offset: z.number().int().min(0).default(0), Limit: z.number().int().min(1).max(100).default(20) }) : sms.GetUSMSSendRecord.params,
        result: z.object({ Total: z.number().int(), TotalCapped: z.boolean(), Records: z.array(record) }),
      }),
    ),
    ...entry(
      statistics,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `One ${name} task's counts by send result, by country and by receipt code.`,
        params: sms.DescribeUSMSSendTaskStatistics.params,
        result: sms.DescribeUSMSSendTaskStatistics.result.extend({ Task: task }),
      }),
    ),
    ...entry(
      preview,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `What Retry${code}SendTask would send now: the task's numbers whose final result is Fail or SubmitFail that no earlier retry took, and their estimated cost.`,
        params: sms.PreviewUSMSRetryTask.params,
        result: sms.PreviewUSMSRetryTask.result,
      }),
    ),
    ...entry(
      `Retry${code}SendTask` as const,
      defineAction({
        kind: 'write',
        access: 'user',
        summary: `A new ${name} task, sent now with the same content, to the failed numbers of a task (as RetryUSMSSendTask). Requires IdempotencyKey.`,
        params: sms.RetryUSMSSendTask.params,
        result: sms.RetryUSMSSendTask.result,
        idempotencyKey: 'required',
        invalidates: [tasks, status, statistics, preview, records, 'GetBalance', 'GetTransactionList'],
        lane: 'TaskId',
        title: `Retry the failed numbers of ${name} task {TaskId}`,
        titleZh: `重试${nameZh}任务 {TaskId} 的失败号码`,
      }),
    ),
    ...entry(
      `Get${code}TaskRecipients` as const,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `The valid, unique addresses one ${name} task was sent to: the recipients of a copy of the task.`,
        params: sms.GetUSMSTaskRecipients.params,
        result: sms.GetUSMSTaskRecipients.result,
      }),
    ),
    ...entry(
      `Save${code}Tag` as const,
      defineAction({
        kind: 'write',
        access: 'user',
        summary: `Replace the tags of one ${name} task ('Tag already exists' for a repeated tag).`,
        params: sms.SaveUSMSTag.params,
        result: sms.SaveUSMSTag.result,
        invalidates: [tasks],
        lane: 'TaskId',
        title: `Tags of ${name} task {TaskId}`,
        titleZh: `${nameZh}任务 {TaskId} 的标签`,
      }),
    ),
    ...entry(
      `Add${code}ExportSendRecordTask` as const,
      defineAction({
        kind: 'write',
        access: 'user',
        summary: `Export the ${name} send records of a filter to a CSV file ('No data to export' when none match).`,
        params: sms.AddUSMSExportSendRecordTask.params,
        result: sms.AddUSMSExportSendRecordTask.result,
        invalidates: [exports],
        title: `Export of ${name} send records: "{Name}"`,
        titleZh: `导出${nameZh}发送记录：“{Name}”`,
      }),
    ),
    ...entry(
      exports,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `The caller's exports of ${name} records, newest first.`,
        params: sms.GetUSMSExportSendRecord.params,
        result: sms.GetUSMSExportSendRecord.result,
      }),
    ),
    ...entry(
      `Get${code}SendStatistics` as const,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `Totals and a daily, weekly or monthly series of ${name} sends in a time range, bucketed in TimeZone.`,
        params: sms.GetUSMSSendStatistics.params,
        result: sms.GetUSMSSendStatistics.result,
      }),
    ),
    ...entry(
      `Get${code}SendReceiptCodeStatistics` as const,
      defineAction({
        kind: 'read',
        access: 'user',
        summary: `Counts of ${name} receipt codes in a time range or of one task.`,
        params: sms.GetUSMSSendReceiptCodeStatistics.params,
        result: sms.GetUSMSSendReceiptCodeStatistics.result,
      }),
    ),
  };
}
