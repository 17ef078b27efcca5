import type { Handler } from '../../handlers';
import { taskAddresses } from '../../messaging/tasks/retryTask';
import { loadTask } from './loadTask';

/** The numbers a task was sent to (the recipients of a copy of it). */
export const getUSMSTaskRecipients: Handler<'GetUSMSTaskRecipients'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId);
  return { TaskId: task.taskId, PhoneNumbers: await taskAddresses(ctx.db, task) };
};
