import { count, eq, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { smsMessages, smsTasks } from '../../db/schema';
import type { Handler } from '../../handlers';
import { recordColumns, recordOrder, recordWhere } from '../../messaging/records/recordQuery';
import { toSendRecord } from '../../messaging/records/toSendRecord';
import { checkTimeRange } from './checkTimeRange';

/** Counting stops here: the first page stays fast with millions of records. */
const TOTAL_CAP = 10_000;

/** A page of send records, newest first; Total is exact up to 10,000 (TotalCapped beyond). */
export const getUSMSSendRecord: Handler<'GetUSMSSendRecord'> = async (p, ctx) => {
  checkTimeRange(p);
  const where = await recordWhere(ctx.db, ctx.caller.userId, p, ChannelId.SMS);
  if (!where) return { Total: 0, TotalCapped: false, Records: [] };
  const rows = await ctx.db
    .select(recordColumns)
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .where(where)
    .orderBy(...recordOrder)
    .limit(p.Limit)
    .offset(p.Offset);
  const capped = ctx.db.select({ one: sql`1` }).from(smsMessages).where(where).limit(TOTAL_CAP + 1).as('capped');
  const [total] = await ctx.db.select({ n: count() }).from(capped);
  const n = total?.n ?? 0;
  return { Total: Math.min(n, TOTAL_CAP), TotalCapped: n > TOTAL_CAP, Records: rows.map(toSendRecord) };
};
