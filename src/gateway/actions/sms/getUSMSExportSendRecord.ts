import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { UserContext } from '../../context';
import { smsExports } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toExportRecord } from './toExportRecord';

/** The caller's exports of one channel's records (SMS, MMS), newest first (one with ExportId). */
export const recordExports = (channel: number) => async (p: { ExportId?: string; Offset: number; Limit: number }, ctx: UserContext) => {
  const parts: SQL[] = [eq(smsExports.userId, ctx.caller.userId), eq(smsExports.channel, channel)];
  if (p.ExportId) parts.push(eq(smsExports.exportId, p.ExportId));
  const where = and(...parts);
  const rows = await ctx.db.select().from(smsExports).where(where).orderBy(desc(smsExports.createdAt), desc(smsExports.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(smsExports).where(where);
  return { Total: total?.n ?? 0, Records: rows.map(toExportRecord) };
};

export const getUSMSExportSendRecord: Handler<'GetUSMSExportSendRecord'> = recordExports(ChannelId.SMS);
