import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { memberCounts, toGroup } from '../../audience/groupRows';
import { contactGroups } from '../../db/schema';
import type { Handler } from '../../handlers';

/** One page of the caller's groups, newest first, with their member counts. */
export const listContactGroups: Handler<'ListContactGroups'> = async (p, ctx) => {
  const parts: SQL[] = [eq(contactGroups.userId, ctx.caller.userId)];
  if (p.Keyword) parts.push(ilike(contactGroups.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...parts);
  const rows = await ctx.db.select().from(contactGroups).where(where).orderBy(desc(contactGroups.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(contactGroups).where(where);
  const counts = await memberCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { Total: Number(total?.n ?? 0), Groups: rows.map((r) => toGroup(r, counts.get(r.id) ?? 0)) };
};
