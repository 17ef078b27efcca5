import type { ActionName } from '../../contract/actions';
import { RetCode } from '../../contract/retCodes';
import type { UserContext } from '../context';
import { ActionError } from '../errors';
import type { AreaHandlers } from '../handlers';
import type { Channel, TaskRow } from '../messaging/Channel';
import type { SendRecordRow } from '../messaging/records/toSendRecord';
import { cancelTask } from '../messaging/tasks/cancelTask';
import { addRecordExport } from './sms/addUSMSExportSendRecordTask';
import { defaultProjectId } from '../messaging/tasks/defaultProjectId';
import { taskStatistics } from './sms/describeUSMSSendTaskStatistics';
import { describeTasks } from './sms/describeUSMSTaskStatus';
import { recordExports } from './sms/getUSMSExportSendRecord';
import { receiptCodeStatistics } from './sms/getUSMSSendReceiptCodeStatistics';
import { sendRecordPage } from './sms/getUSMSSendRecord';
import { sendStatistics } from './sms/getUSMSSendStatistics';
import { listTasks } from './sms/getUSMSSendTask';
import { taskRecipients } from './sms/getUSMSTaskRecipients';
import { loadTask } from './sms/loadTask';
import { retryPreview } from './sms/previewUSMSRetryTask';
import { retrySend } from './sms/retryUSMSSendTask';
import { saveTags } from './sms/saveUSMSTag';

/** The names `channelTaskActions` (contract) declares for a channel's Action code. */
export type ChannelTaskActionName<C extends string> =
  | `Get${C}SendTask`
  | `Describe${C}TaskStatus`
  | `Cancel${C}SendTask`
  | `Get${C}SendRecord`
  | `Describe${C}SendTaskStatistics`
  | `Preview${C}RetryTask`
  | `Retry${C}SendTask`
  | `Get${C}TaskRecipients`
  | `Save${C}Tag`
  | `Add${C}ExportSendRecordTask`
  | `Get${C}ExportSendRecord`
  | `Get${C}SendStatistics`
  | `Get${C}SendReceiptCodeStatistics`;

/** What the handlers need of a channel: its Action code, ChannelId, gateway channel, task shape and its name in export files. */
export interface ChannelOfHandlers<C extends string> {
  code: C;
  channelId: number;
  channel: (ctx: UserContext) => Channel;
  /** A task row as the channel's contract task (SMS's fields plus its own). */
  toTask: (t: TaskRow, accountId: string) => unknown;
  /** A record row as the channel's contract record, when it has fields of its own (voice); SMS's otherwise. */
  toRecord?: (r: SendRecordRow) => unknown;
  /** The channel's name in an export's default file name ('MMS'). */
  exportLabel: string;
  /** Trial accounts: retry like SMS's trial rule, refuse (channels trial accounts cannot use), or none (a channel without trial rules). */
  trialRule: Parameters<typeof retrySend>[1];
}

/**
 * The handlers of a channel's `channelTaskActions`: the SMS handlers' channel factories (the core's
 * tables read by the `channel` column, the core's cancel and retry) for one channel. The contract
 * declares those Actions with the SMS params and answers and the channel's task, so every handler
 * here answers its Action's shape; the cast names them for the registry's generic types.
 */
export function channelTaskHandlers<C extends string>(c: ChannelOfHandlers<C>): AreaHandlers<ChannelTaskActionName<C> & ActionName> {
  const { code, channelId, toTask } = c;
  const handlers = {
    [`Get${code}SendTask`]: (p: Parameters<typeof listTasks>[3], ctx: UserContext) => listTasks(ctx.db, ctx.caller.userId, channelId, p, toTask),
    [`Describe${code}TaskStatus`]: (p: { TaskIds: string[] }, ctx: UserContext) => describeTasks(ctx.db, ctx.caller.userId, channelId, p.TaskIds, toTask),
    [`Cancel${code}SendTask`]: async (p: { TaskId: string }, ctx: UserContext) => {
      const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true, channelId);
      const cancelled = await cancelTask(ctx.db, c.channel(ctx), task, ctx.now);
      if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
      return toTask(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
    },
    [`Get${code}SendRecord`]: (p: Parameters<typeof sendRecordPage>[3], ctx: UserContext) => (c.toRecord ? sendRecordPage(ctx.db, ctx.caller.userId, channelId, p, c.toRecord) : sendRecordPage(ctx.db, ctx.caller.userId, channelId, p)),
    [`Describe${code}SendTaskStatistics`]: taskStatistics(channelId, toTask),
    [`Preview${code}RetryTask`]: retryPreview(c.channel),
    [`Retry${code}SendTask`]: retrySend(c.channel, c.trialRule),
    [`Get${code}TaskRecipients`]: taskRecipients(channelId),
    [`Save${code}Tag`]: saveTags(channelId),
    [`Add${code}ExportSendRecordTask`]: addRecordExport(channelId, c.exportLabel),
    [`Get${code}ExportSendRecord`]: recordExports(channelId),
    [`Get${code}SendStatistics`]: sendStatistics(channelId),
    [`Get${code}SendReceiptCodeStatistics`]: receiptCodeStatistics(channelId),
  };
  return handlers as unknown as AreaHandlers<ChannelTaskActionName<C> & ActionName>;
}
