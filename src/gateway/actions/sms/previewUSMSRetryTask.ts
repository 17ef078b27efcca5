import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Handler } from '../../handlers';
import { previewRetry } from '../../messaging/tasks/retryTask';
import { smsChannel } from '../../sms/smsChannel';
import { loadTask } from './loadTask';

/** What a retry of the task would send now: the count of its failed numbers not yet retried, their segments and cost. */
export const previewUSMSRetryTask: Handler<'PreviewUSMSRetryTask'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId);
  const [user] = await ctx.db.select({ upgrade: users.upgrade }).from(users).where(eq(users.id, ctx.caller.userId));
  const { priced } = await previewRetry(ctx.db, smsChannel(ctx.config.sms), task, !user?.upgrade);
  return { TaskId: task.taskId, Recipients: priced.messages.length, Segments: priced.units, EstimatedCost: priced.cost };
};
