import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { smsTemplates } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toTemplate } from './toTemplate';

/** The caller's templates, newest first, by status, purpose or name. */
export const queryUSMSTemplate: Handler<'QueryUSMSTemplate'> = async (p, ctx) => {
  const parts: SQL[] = [eq(smsTemplates.userId, ctx.caller.userId)];
  if (p.Status !== undefined) parts.push(eq(smsTemplates.status, p.Status));
  if (p.Purpose !== undefined) parts.push(eq(smsTemplates.purpose, p.Purpose));
  if (p.Keyword) parts.push(ilike(smsTemplates.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...parts);
  const rows = await ctx.db.select().from(smsTemplates).where(where).orderBy(desc(smsTemplates.createdAt), desc(smsTemplates.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(smsTemplates).where(where);
  return { Total: total?.n ?? 0, Templates: rows.map(toTemplate) };
};
