import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { toContactExport } from '../../audience/export/exportRecords';
import { contactExports } from '../../db/schema';
import type { Handler } from '../../handlers';

/** The caller's contact exports, newest first. */
export const listContactExports: Handler<'ListContactExports'> = async (p, ctx) => {
  const parts: SQL[] = [eq(contactExports.userId, ctx.caller.userId)];
  if (p.ExportId) parts.push(eq(contactExports.exportId, p.ExportId));
  const where = and(...parts);
  const rows = await ctx.db.select().from(contactExports).where(where).orderBy(desc(contactExports.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(contactExports).where(where);
  return { Total: Number(total?.n ?? 0), Exports: rows.map(toContactExport) };
};
