import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { Executor } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toTemplate } from './toTemplate';

type TemplateRow = typeof smsTemplates.$inferSelect;

/** A page of the caller's templates of one channel, newest first, by status, purpose or name (SMS and MMS). */
export async function queryTemplates<T>(
  db: Executor,
  userId: number,
  channel: number,
  p: { Status?: number; Purpose?: number; Keyword?: string; Offset: number; Limit: number },
  map: (t: TemplateRow) => T,
): Promise<{ Total: number; Templates: T[] }> {
  const parts: SQL[] = [eq(smsTemplates.userId, userId), eq(smsTemplates.channel, channel)];
  if (p.Status !== undefined) parts.push(eq(smsTemplates.status, p.Status));
  if (p.Purpose !== undefined) parts.push(eq(smsTemplates.purpose, p.Purpose));
  if (p.Keyword) parts.push(ilike(smsTemplates.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...parts);
  const rows = await db.select().from(smsTemplates).where(where).orderBy(desc(smsTemplates.createdAt), desc(smsTemplates.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await db.select({ n: count() }).from(smsTemplates).where(where);
  return { Total: total?.n ?? 0, Templates: rows.map(map) };
}

/** The caller's SMS templates, newest first, by status, purpose or name. */
export const queryUSMSTemplate: Handler<'QueryUSMSTemplate'> = (p, ctx) => queryTemplates(ctx.db, ctx.caller.userId, ChannelId.SMS, p, toTemplate);
