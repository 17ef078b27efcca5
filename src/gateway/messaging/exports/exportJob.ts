import { and, eq, sql } from 'drizzle-orm';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { serverText } from '../../../contract/serverTexts';
import type { Db } from '../../db/client';
import { smsExportChunks, smsExports, smsMessages, smsTasks } from '../../db/schema';
import type { JobHandler } from '../../jobs/JobRunner';
import { LeaseLostError } from '../../jobs/jobQueue';
import type { Channel } from '../Channel';
import { notify } from '../../notifications/notify';
import { recordColumns, recordOrder, type RecordFilter, recordWhere } from '../records/recordQuery';
import { type SendRecordRow, toSendRecord } from '../records/toSendRecord';
import { CSV_HEADER, csvLine } from './csv';

/**
 * An export of something other than a channel's send records (`sms_exports.source`, e.g.
 * 'transactions'): its CSV header, and its rows a page at a time after a cursor of its own.
 */
export interface ExportSource {
  header: readonly string[];
  page(db: Db, exp: typeof smsExports.$inferSelect, cursor: number | null, limit: number): Promise<{ lines: string[]; cursor: number }>;
  /** The file name of a completed export of this source. */
  fileName(exp: typeof smsExports.$inferSelect): string;
}

/** Job kind of an export (the value predates the core: rows in the jobs table keep it). */
export const EXPORT_JOB = 'sms-export';
const ROWS_PER_CHUNK = 5_000;
/** Exports stop at a million rows (the file says so in its last line). */
const MAX_ROWS = 1_000_000;

/**
 * Writes the CSV of an export (ref = sms_exports.id) into chunks, walking the records of its
 * channel (`sms_exports.channel`) newest first with a keyset cursor. A re-run (after a restart)
 * starts over; an export of another source (`ExportSource`, e.g. the transactions) walks that
 * source's pages instead. Failures mark the export Failed. The channel's `exportNotice` (if any) is filed
 * when it ends. Every write is fenced by the job's lease token, so a runner that lost the export
 * writes nothing.
 */
export function exportJob(deps: { db: Db; log: (line: string) => void; channels: readonly Channel[]; sources?: Readonly<Record<string, ExportSource>> }): JobHandler {
  const { db } = deps;
  return async (job, ctl) => {
    const exportPk = Number(job.ref);
    const [exp] = await db.select().from(smsExports).where(eq(smsExports.id, exportPk));
    if (!exp || exp.status === ExportStatus.Completed || exp.status === ExportStatus.Failed) return { done: true };
    const notice = deps.channels.find((c) => c.channelId === exp.channel)?.exportNotice;
    try {
      await ctl.fenced(async (tx) => {
        await tx.update(smsExports).set({ status: ExportStatus.Processing }).where(eq(smsExports.id, exportPk));
        await tx.delete(smsExportChunks).where(eq(smsExportChunks.exportId, exportPk));
      });
      const source = exp.source === 'records' ? null : deps.sources?.[exp.source];
      if (exp.source !== 'records' && !source) throw new Error(`No export source ${exp.source}`);
      const where = source ? null : await recordWhere(db, exp.userId, exp.filter as RecordFilter, exp.channel);
      let cursor: { sendAt: number; id: number } | null = null;
      let rows = 0;
      let seq = 0;
      const header = `${(source?.header ?? CSV_HEADER).join(',')}\r\n`;
      await ctl.fenced((tx) => tx.insert(smsExportChunks).values({ exportId: exportPk, seq: seq++, data: header }));
      // Another source (e.g. the transactions): its pages, keyset by its own cursor.
      let sourceCursor: number | null = null;
      while (source && rows < MAX_ROWS) {
        if (ctl.stopping) return { runAt: Date.now() };
        if (!(await ctl.extendLease())) return { abandon: true };
        const page = await source.page(db, exp, sourceCursor, ROWS_PER_CHUNK);
        if (page.lines.length === 0) break;
        const text = page.lines.map((l) => `${l}\r\n`).join('');
        await ctl.fenced((tx) => tx.insert(smsExportChunks).values({ exportId: exportPk, seq: seq++, data: text }));
        rows += page.lines.length;
        sourceCursor = page.cursor;
        if (page.lines.length < ROWS_PER_CHUNK) break;
      }
      while (where && rows < MAX_ROWS) {
        if (ctl.stopping) return { runAt: Date.now() };
        if (!(await ctl.extendLease())) return { abandon: true };
        const page: SendRecordRow[] = await db
          .select(recordColumns)
          .from(smsMessages)
          .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
          .where(cursor ? and(where, sql`(${smsMessages.sendAt}, ${smsMessages.id}) < (${cursor.sendAt}, ${cursor.id})`) : where)
          .orderBy(...recordOrder)
          .limit(ROWS_PER_CHUNK);
        if (page.length === 0) break;
        const text = page.map((r) => `${csvLine(toSendRecord(r))}\r\n`).join('');
        await ctl.fenced((tx) => tx.insert(smsExportChunks).values({ exportId: exportPk, seq: seq++, data: text }));
        rows += page.length;
        const last = page[page.length - 1]!;
        cursor = { sendAt: last.sendAt, id: last.id };
        if (page.length < ROWS_PER_CHUNK) break;
      }
      await ctl.fenced(async (tx) => {
        const now = Date.now();
        await tx.update(smsExports).set({ status: ExportStatus.Completed, rowCount: rows, finishedAt: now }).where(eq(smsExports.id, exportPk));
        if (notice) await notify(tx, { userId: exp.userId, kind: notice.ready, params: { ExportId: exp.exportId, Name: exp.name || exp.exportId, Rows: rows }, link: notice.link, now });
      });
      return { done: true };
    } catch (err) {
      // Another runner owns the export now: leave it to that runner.
      if (err instanceof LeaseLostError || ctl.lost) throw err;
      deps.log(`[messaging] export ${exp.exportId} failed: ${String(err)}`);
      await ctl.fenced(async (tx) => {
        const now = Date.now();
        await tx.update(smsExports).set({ status: ExportStatus.Failed, error: serverText('ExportFailed'), finishedAt: now }).where(eq(smsExports.id, exportPk));
        if (notice) await notify(tx, { userId: exp.userId, kind: notice.failed, params: { ExportId: exp.exportId, Name: exp.name || exp.exportId }, link: notice.link, now });
      });
      return { done: true };
    }
  };
}
