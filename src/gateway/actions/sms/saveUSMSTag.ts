import { eq, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import type { UserContext } from '../../context';
import { smsTasks } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { loadTask } from './loadTask';

/** Replaces the tags of a channel's task; a tag given twice (ignoring case) is 'Tag already exists'. */
export const saveTags = (channel: number) => async (p: { TaskId: string; Tags: string[] }, ctx: UserContext) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true, channel);
  const seen = new Set<string>();
  for (const tag of p.Tags) {
    const key = tag.toLowerCase();
    if (seen.has(key)) throw new ActionError(RetCode.TagExists);
    seen.add(key);
  }
  await ctx.db.update(smsTasks).set({ tags: sql`${JSON.stringify(p.Tags)}::jsonb` }).where(eq(smsTasks.id, task.id));
  return { TaskId: task.taskId, Tags: p.Tags };
};

export const saveUSMSTag: Handler<'SaveUSMSTag'> = saveTags(ChannelId.SMS);
