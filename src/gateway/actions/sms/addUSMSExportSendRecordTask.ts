import { ChannelId } from '../../../contract/constants';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { RetCode } from '../../../contract/retCodes';
import { smsExports, smsMessages } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { EXPORT_JOB } from '../../messaging/exports/exportJob';
import { recordWhere } from '../../messaging/records/recordQuery';
import { checkTimeRange } from './checkTimeRange';
import { smsIds } from './smsIds';
import { toExportRecord } from './toExportRecord';

/** Queues an export of the filtered send records ('No data to export' when none match). */
export const addUSMSExportSendRecordTask: Handler<'AddUSMSExportSendRecordTask'> = async (p, ctx) => {
  checkTimeRange(p);
  const { Name, ...filter } = p;
  const where = await recordWhere(ctx.db, ctx.caller.userId, filter, ChannelId.SMS);
  const [any] = where ? await ctx.db.select({ id: smsMessages.id }).from(smsMessages).where(where).limit(1) : [];
  if (!any) throw new ActionError(RetCode.NoDataToExport);
  const exportId = smsIds.export();
  const [e] = await ctx.db
    .insert(smsExports)
    .values({ exportId, userId: ctx.caller.userId, channel: ChannelId.SMS, name: Name || `SMS records ${new Date(ctx.now).toISOString().slice(0, 10)}`, filter, status: ExportStatus.Submitted, createdAt: ctx.now })
    .returning();
  await enqueueJob(ctx.db, { kind: EXPORT_JOB, ref: String(e!.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toExportRecord(e!);
};
