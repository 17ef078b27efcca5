import { count, eq, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { SmsSendRecord } from '../../../contract/entities/sms';
import type { Executor } from '../../db/client';
import { smsMessages, smsTasks } from '../../db/schema';
import type { Handler } from '../../handlers';
import { recordColumns, recordOrder, recordWhere } from '../../messaging/records/recordQuery';
import { type SendRecordRow, toSendRecord } from '../../messaging/records/toSendRecord';
import { checkTimeRange } from './checkTimeRange';

/** Counting stops here: the first page stays fast with millions of records. */
const TOTAL_CAP = 10_000;

type RecordParams = Parameters<typeof recordWhere>[2] & { Offset: number; Limit: number };

/** A page of one channel's send records (SMS, MMS, voice: `map` makes a row its channel's record), newest first; Total is exact up to 10,000 (TotalCapped beyond). */
export async function sendRecordPage<R = SmsSendRecord>(db: Executor, userId: number, channel: number, p: RecordParams, map: (r: SendRecordRow) => R = toSendRecord as (r: SendRecordRow) => R): Promise<{ Total: number; TotalCapped: boolean; Records: R[] }> {
  checkTimeRange(p);
  const where = await recordWhere(db, userId, p, channel);
  if (!where) return { Total: 0, TotalCapped: false, Records: [] };
  const rows = await db
    .select(recordColumns)
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .where(where)
    .orderBy(...recordOrder)
    .limit(p.Limit)
    .offset(p.Offset);
  const capped = db.select({ one: sql`1` }).from(smsMessages).where(where).limit(TOTAL_CAP + 1).as('capped');
  const [total] = await db.select({ n: count() }).from(capped);
  const n = total?.n ?? 0;
  return { Total: Math.min(n, TOTAL_CAP), TotalCapped: n > TOTAL_CAP, Records: rows.map((r) => map(r)) };
}

export const getUSMSSendRecord: Handler<'GetUSMSSendRecord'> = (p, ctx) => sendRecordPage(ctx.db, ctx.caller.userId, ChannelId.SMS, p);
