import { asc, count, eq } from 'drizzle-orm';
import { loadImport } from '../../audience/import/loadImport';
import { contactImportRejects } from '../../db/schema';
import type { Handler } from '../../handlers';

/** An import's rejected rows in row order. */
export const listContactImportRejects: Handler<'ListContactImportRejects'> = async (p, ctx) => {
  const imp = await loadImport(ctx.db, ctx.caller.userId, p.ImportId);
  const where = eq(contactImportRejects.importId, imp.id);
  const rows = await ctx.db.select().from(contactImportRejects).where(where).orderBy(asc(contactImportRejects.row)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(contactImportRejects).where(where);
  return { Total: Number(total?.n ?? 0), Rejects: rows.map((r) => ({ Row: r.row, Field: r.field, ReasonKey: r.reasonKey, Reason: r.reason })) };
};
