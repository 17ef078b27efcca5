import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { smsExports } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toExportRecord } from './toExportRecord';

/** The caller's exports of SMS records, newest first (one with ExportId). */
export const getUSMSExportSendRecord: Handler<'GetUSMSExportSendRecord'> = async (p, ctx) => {
  const parts: SQL[] = [eq(smsExports.userId, ctx.caller.userId), eq(smsExports.channel, ChannelId.SMS)];
  if (p.ExportId) parts.push(eq(smsExports.exportId, p.ExportId));
  const where = and(...parts);
  const rows = await ctx.db.select().from(smsExports).where(where).orderBy(desc(smsExports.createdAt), desc(smsExports.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(smsExports).where(where);
  return { Total: total?.n ?? 0, Records: rows.map(toExportRecord) };
};
