import { and, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { smsTasks } from '../../db/schema';
import type { Handler } from '../../handlers';
import { defaultProjectId } from './defaultProjectId';
import { toTask } from './toTask';

/** The caller's SMS tasks (channel SMS of the core's task table), newest first, by id, status, tag, name or creation time. */
export const getUSMSSendTask: Handler<'GetUSMSSendTask'> = async (p, ctx) => {
  const parts: SQL[] = [eq(smsTasks.userId, ctx.caller.userId), eq(smsTasks.channel, ChannelId.SMS)];
  if (p.TaskId) parts.push(eq(smsTasks.taskId, p.TaskId));
  if (p.Status !== undefined) parts.push(eq(smsTasks.status, p.Status));
  if (p.Tag) parts.push(sql`${smsTasks.tags} @> ${JSON.stringify([p.Tag])}::jsonb`);
  if (p.Keyword) parts.push(ilike(smsTasks.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (p.StartTime !== undefined) parts.push(gte(smsTasks.createdAt, p.StartTime * 1000));
  if (p.EndTime !== undefined) parts.push(lte(smsTasks.createdAt, p.EndTime * 1000 + 999));
  const where = and(...parts);
  const rows = await ctx.db.select().from(smsTasks).where(where).orderBy(desc(smsTasks.createdAt), desc(smsTasks.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(smsTasks).where(where);
  const accountId = await defaultProjectId(ctx.db, ctx.caller.userId);
  return { Total: total?.n ?? 0, Tasks: rows.map((t) => toTask(t, accountId)) };
};
