import { ChannelId } from '../../../contract/constants';
import type { UserContext } from '../../context';
import type { Handler } from '../../handlers';
import { taskAddresses } from '../../messaging/tasks/retryTask';
import { loadTask } from './loadTask';

/** The numbers a task of a channel was sent to (the recipients of a copy of it). */
export const taskRecipients = (channel: number) => async (p: { TaskId: string }, ctx: UserContext) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, false, channel);
  return { TaskId: task.taskId, PhoneNumbers: await taskAddresses(ctx.db, task) };
};

export const getUSMSTaskRecipients: Handler<'GetUSMSTaskRecipients'> = taskRecipients(ChannelId.SMS);
