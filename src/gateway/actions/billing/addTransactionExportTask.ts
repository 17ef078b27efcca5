import { eq } from 'drizzle-orm';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { RetCode } from '../../../contract/retCodes';
import { smsExports, walletJournal, wallets } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { EXPORT_JOB } from '../../messaging/exports/exportJob';
import { randomToken } from '../../lib/random';
import { toAnyExportRecord } from './toAnyExportRecord';
import { transactionWhere } from './transactionQuery';

/** Queues an export of the filtered transactions through the messaging core's exports ('No data to export' when none match). */
export const addTransactionExportTask: Handler<'AddTransactionExportTask'> = async (p, ctx) => {
  if (p.StartTime !== undefined && p.EndTime !== undefined && p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: 'StartAfterEnd' });
  const { Name, ...filter } = p;
  const [any] = await ctx.db
    .select({ id: walletJournal.id })
    .from(walletJournal)
    .innerJoin(wallets, eq(wallets.id, walletJournal.walletId))
    .where(transactionWhere(ctx.caller.userId, filter))
    .limit(1);
  if (!any) throw new ActionError(RetCode.NoDataToExport);
  const [e] = await ctx.db
    .insert(smsExports)
    .values({
      exportId: randomToken('tx', 9),
      userId: ctx.caller.userId,
      channel: 0,
      source: 'transactions',
      name: Name || `Transactions ${new Date(ctx.now).toISOString().slice(0, 10)}`,
      filter,
      status: ExportStatus.Submitted,
      createdAt: ctx.now,
    })
    .returning();
  await enqueueJob(ctx.db, { kind: EXPORT_JOB, ref: String(e!.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toAnyExportRecord(e!);
};
