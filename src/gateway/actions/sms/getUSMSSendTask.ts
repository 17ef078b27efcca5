import { and, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { Executor } from '../../db/client';
import { smsTasks } from '../../db/schema';
import type { Handler } from '../../handlers';
import type { TaskRow } from '../../messaging/Channel';
import { defaultProjectId } from '../../messaging/tasks/defaultProjectId';
import { toTask } from './toTask';

export interface TaskListParams {
  TaskId?: string;
  Status?: number;
  Tag?: string;
  Keyword?: string;
  StartTime?: number;
  EndTime?: number;
  Offset: number;
  Limit: number;
}

/** The caller's tasks of one channel of the core's task table (SMS, MMS), newest first, by id, status, tag, name or creation time. */
export async function listTasks<T>(db: Executor, userId: number, channel: number, p: TaskListParams, map: (t: TaskRow, accountId: string) => T): Promise<{ Total: number; Tasks: T[] }> {
  const parts: SQL[] = [eq(smsTasks.userId, userId), eq(smsTasks.channel, channel)];
  if (p.TaskId) parts.push(eq(smsTasks.taskId, p.TaskId));
  if (p.Status !== undefined) parts.push(eq(smsTasks.status, p.Status));
  if (p.Tag) parts.push(sql`${smsTasks.tags} @> ${JSON.stringify([p.Tag])}::jsonb`);
  if (p.Keyword) parts.push(ilike(smsTasks.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (p.StartTime !== undefined) parts.push(gte(smsTasks.createdAt, p.StartTime * 1000));
  if (p.EndTime !== undefined) parts.push(lte(smsTasks.createdAt, p.EndTime * 1000 + 999));
  const where = and(...parts);
  const rows = await db.select().from(smsTasks).where(where).orderBy(desc(smsTasks.createdAt), desc(smsTasks.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await db.select({ n: count() }).from(smsTasks).where(where);
  const accountId = await defaultProjectId(db, userId);
  return { Total: total?.n ?? 0, Tasks: rows.map((t) => map(t, accountId)) };
}

/** The caller's SMS tasks (channel SMS of the core's task table). */
export const getUSMSSendTask: Handler<'GetUSMSSendTask'> = (p, ctx) => listTasks(ctx.db, ctx.caller.userId, ChannelId.SMS, p, toTask);
