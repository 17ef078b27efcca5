import { ChannelId } from '../../../contract/constants';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { RetCode } from '../../../contract/retCodes';
import type { UserContext } from '../../context';
import { smsExports, smsMessages } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { EXPORT_JOB } from '../../messaging/exports/exportJob';
import { type RecordFilter, recordWhere } from '../../messaging/records/recordQuery';
import { checkTimeRange } from './checkTimeRange';
import { smsIds } from './smsIds';
import { toExportRecord } from './toExportRecord';

/** Queues an export of a channel's filtered send records ('No data to export' when none match); `label` names it when no Name is given ('SMS', 'MMS'). */
export const addRecordExport = (channel: number, label: string) => async (p: RecordFilter & { StartTime?: number; EndTime?: number; Name?: string }, ctx: UserContext) => {
  checkTimeRange(p);
  const { Name, ...filter } = p;
  const where = await recordWhere(ctx.db, ctx.caller.userId, filter, channel);
  const [any] = where ? await ctx.db.select({ id: smsMessages.id }).from(smsMessages).where(where).limit(1) : [];
  if (!any) throw new ActionError(RetCode.NoDataToExport);
  const exportId = smsIds.export();
  const [e] = await ctx.db
    .insert(smsExports)
    .values({ exportId, userId: ctx.caller.userId, channel, name: Name || `${label} records ${new Date(ctx.now).toISOString().slice(0, 10)}`, filter, status: ExportStatus.Submitted, createdAt: ctx.now })
    .returning();
  await enqueueJob(ctx.db, { kind: EXPORT_JOB, ref: String(e!.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toExportRecord(e!);
};

export const addUSMSExportSendRecordTask: Handler<'AddUSMSExportSendRecordTask'> = addRecordExport(ChannelId.SMS, 'SMS');
