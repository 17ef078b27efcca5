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
