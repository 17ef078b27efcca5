import { eq, sql } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { smsTasks } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { loadTask } from './loadTask';

/** Replaces a task's tags; a tag given twice (ignoring case) is 'Tag already exists'. */
export const saveUSMSTag: Handler<'SaveUSMSTag'> = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true);
  const seen = new Set<string>();
  for (const tag of p.Tags) {
    const key = tag.toLowerCase();
    if (seen.has(key)) throw new ActionError(RetCode.TagExists);
    seen.add(key);
  }
  await ctx.db.update(smsTasks).set({ tags: sql`${JSON.stringify(p.Tags)}::jsonb` }).where(eq(smsTasks.id, task.id));
  return { TaskId: task.taskId, Tags: p.Tags };
};
