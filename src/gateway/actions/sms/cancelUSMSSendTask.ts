import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { cancelTask } from '../../messaging/tasks/cancelTask';
import { smsChannel } from '../../sms/smsChannel';
import { defaultProjectId } from '../../messaging/tasks/defaultProjectId';
import { loadTask } from './loadTask';
import { toTask } from './toTask';

/**
 * Cancels a task that has not started sending (the task row locked first; the messaging core's
 * cancelTask: either the cancel or the first submit wins, never both).
 */
export const cancelUSMSSendTask: Handler<'CancelUSMSSendTask'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true);
  const cancelled = await cancelTask(ctx.db, smsChannel(ctx.config.sms), task, ctx.now);
  if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
  return toTask(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
};
