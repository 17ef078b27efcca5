import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { smsExports } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toAnyExportRecord } from './toAnyExportRecord';

/** Every export of the caller (each channel's records, the transactions), newest first; Channel keeps one. */
export const getExportRecordList: Handler<'GetExportRecordList'> = async (p, ctx) => {
  const parts: (SQL | undefined)[] = [eq(smsExports.userId, ctx.caller.userId), p.Channel === undefined ? undefined : eq(smsExports.channel, p.Channel)];
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(smsExports).where(where).orderBy(desc(smsExports.createdAt), desc(smsExports.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count() }).from(smsExports).where(where),
  ]);
  return { Total: total?.n ?? 0, Records: rows.map(toAnyExportRecord) };
};
