import { eq } from 'drizzle-orm';
import type { UserContext } from '../../context';
import { users } from '../../db/schema';
import type { Handler } from '../../handlers';
import type { Channel } from '../../messaging/Channel';
import { previewRetry } from '../../messaging/tasks/retryTask';
import { smsChannel } from '../../sms/smsChannel';
import { loadTask } from './loadTask';

/** What a retry of a channel's task would send now: the count of its failed numbers not yet retried, their units and cost. */
export const retryPreview = (channelOf: (ctx: UserContext) => Channel) => async (p: { TaskId: string }, ctx: UserContext) => {
  const channel = channelOf(ctx);
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, false, channel.channelId);
  const [user] = await ctx.db.select({ upgrade: users.upgrade }).from(users).where(eq(users.id, ctx.caller.userId));
  const { priced } = await previewRetry(ctx.db, channel, task, !user?.upgrade);
  return { TaskId: task.taskId, Recipients: priced.messages.length, Segments: priced.units, EstimatedCost: priced.cost };
};

export const previewUSMSRetryTask: Handler<'PreviewUSMSRetryTask'> = retryPreview((ctx) => smsChannel(ctx.config.sms));
