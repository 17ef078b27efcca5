import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_ROWS_MAX, ImportRejectReason } from '../../../contract/audience/contactImport';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { SpecText } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { contactImportRejects, contactImports, mediaFiles } from '../../db/schema';
import type { JobHandler } from '../../jobs/JobRunner';
import { LeaseLostError } from '../../jobs/jobQueue';
import { FILE_ID_RE, storedFile } from '../../uploads/uploadPaths';
import { importAttributes } from './importExtras';
import { type FileRow, fileRows, FileUnreadableError, importFileKind, isBlankRow } from './importRows';
import { BatchRaceError, upsertImportBatch } from './upsertImportBatch';

/** Job kind of a contact import (ref = contact_imports.id). */
export const CONTACT_IMPORT_JOB = 'contact-import';
/**
 * Rows per transaction: each commits its contacts, rejects and the import's progress together. On
 * PGlite a statement holds the gateway's thread while it runs, so a batch is kept short enough for
 * requests to get in between.
 */
export const IMPORT_BATCH_ROWS = 500;
/**
 * The contacts table's statistics are renewed (ANALYZE) after this run's 1st, 2nd, 4th, 8th, ...
 * batch, then every this many: PGlite has no autovacuum, and a large import outruns PostgreSQL's.
 * Without them the planner thinks an account has a few dozen contacts and answers each batch's
 * lookup by reading all of them, so an import's time grows with the square of its rows (PGlite:
 * 10,000 rows 4.7 s, 30,000 rows 45 s). Doubling keeps the statistics within a factor of two of the
 * imported rows, with fewer ANALYZEs of a large table than a fixed step (each reads up to 30,000 rows).
 */
const ANALYZE_EVERY_BATCHES = 64;
const analyzeAfter = (batch: number) => (batch & (batch - 1)) === 0 || batch % ANALYZE_EVERY_BATCHES === 0;
const RACE_RETRIES = 5;

/**
 * Runs a contact import: reads the uploaded file as a stream of rows (the header and the rows done
 * before a restart skipped), and upserts them in batches of 500 (`upsertImportBatch`); each batch's
 * contacts, rejected rows and the import's progress (`rowsDone`) commit in one transaction fenced by
 * the job's lease, so a job resumed after a crash or a takeover neither loses nor repeats a row.
 * An unreadable file fails the import with 'File parsing failed', one without data rows with 'The
 * file data is empty'. Rows past the 500,000th are not read; the first of them is reported.
 */
export function contactImportJob(deps: { db: Db; uploadDir: string; log: (line: string) => void }): JobHandler {
  const { db } = deps;
  return async (job, ctl) => {
    const pk = Number(job.ref);
    const [imp] = await db.select().from(contactImports).where(eq(contactImports.id, pk));
    if (!imp || imp.status === ExportStatus.Completed || imp.status === ExportStatus.Failed) return { done: true };
    const fail = async (message: string) => {
      await ctl.fenced((tx) => tx.update(contactImports).set({ status: ExportStatus.Failed, error: message, updatedAt: Date.now(), finishedAt: Date.now() }).where(eq(contactImports.id, pk)));
      return { done: true } as const;
    };
    const [file] = FILE_ID_RE.test(imp.fileId) ? await db.select().from(mediaFiles).where(and(eq(mediaFiles.id, imp.fileId), eq(mediaFiles.userId, imp.userId))) : [];
    const kind = file?.storedType ? importFileKind(file.storedType) : null;
    if (!file || !kind) return fail(SpecText.FileParsingFailed);
    const path = storedFile(deps.uploadDir, file.id);
    const attributes = await importAttributes(db, imp.userId, imp.mapping);
    const target = { importPk: pk, userId: imp.userId, mapping: imp.mapping, countryCode: imp.countryCode, groupId: imp.groupId, attributes };
    try {
      let total = imp.totalRows;
      if (imp.status === ExportStatus.Submitted) {
        // First run: count the data rows (for the progress bar) before any contact is written.
        let rows = 0;
        let data = 0;
        let header: string[] = [];
        for await (const r of fileRows(path, kind)) {
          rows++;
          if (imp.headerRow && rows === 1) header = r.cells;
          if (rows % 10_000 === 0) await yieldToEventLoop();
          if (!(imp.headerRow && rows === 1) && !isBlankRow(r.cells)) data++;
        }
        if (data === 0) return fail(SpecText.FileDataEmpty);
        total = Math.min(rows - (imp.headerRow ? 1 : 0), IMPORT_ROWS_MAX);
        await ctl.fenced((tx) => tx.update(contactImports).set({ status: ExportStatus.Processing, totalRows: total, header, updatedAt: Date.now() }).where(eq(contactImports.id, pk)));
      }
      let position = 0;
      let done = imp.rowsDone;
      let batch: FileRow[] = [];
      let batches = 0;
      const flush = async (upTo: number) => {
        for (let attempt = 1; ; attempt++) {
          try {
            await ctl.fenced(async (tx) => {
              const now = Date.now();
              const out = await upsertImportBatch(tx, target, batch, now);
              await tx
                .update(contactImports)
                .set({
                  rowsDone: upTo,
                  created: sql`${contactImports.created} + ${out.created}`,
                  updated: sql`${contactImports.updated} + ${out.updated}`,
                  rejected: sql`${contactImports.rejected} + ${out.rejected}`,
                  updatedAt: now,
                })
                .where(eq(contactImports.id, pk));
            });
            break;
          } catch (err) {
            if (!(err instanceof BatchRaceError) || attempt >= RACE_RETRIES) throw err;
          }
        }
        done = upTo;
        batch = [];
        if (analyzeAfter(++batches)) await db.execute(sql`analyze contacts`);
        // PGlite runs in this thread and a file read from one buffer never waits: let requests in between batches.
        await yieldToEventLoop();
      };
      for await (const r of fileRows(path, kind)) {
        position++;
        if (imp.headerRow && position === 1) continue;
        const dataIndex = position - (imp.headerRow ? 1 : 0);
        if (dataIndex <= done) continue;
        if (dataIndex > IMPORT_ROWS_MAX) {
          if (batch.length) await flush(dataIndex - 1);
          await ctl.fenced((tx) =>
            tx
              .insert(contactImportRejects)
              .values({ importId: pk, row: r.row, field: '', reasonKey: 'TooManyRows', reason: ImportRejectReason.TooManyRows, cells: r.cells })
              .onConflictDoNothing(),
          );
          break;
        }
        if (!isBlankRow(r.cells)) batch.push(r);
        if (batch.length >= IMPORT_BATCH_ROWS) {
          await flush(dataIndex);
          if (ctl.stopping) return { runAt: Date.now() };
          if (!(await ctl.extendLease())) return { abandon: true };
        }
      }
      await flush(Math.min(total, IMPORT_ROWS_MAX));
      await ctl.fenced((tx) =>
        tx
          .update(contactImports)
          .set({ status: ExportStatus.Completed, rowsDone: total, updatedAt: Date.now(), finishedAt: Date.now() })
          .where(eq(contactImports.id, pk)),
      );
      return { done: true };
    } catch (err) {
      if (err instanceof LeaseLostError || ctl.lost) throw err;
      // A file that cannot be read is the file's fault; anything else (the database) is retried by the runner.
      if (err instanceof FileUnreadableError || (err as { code?: string } | null)?.code === 'ENOENT') {
        deps.log(`[audience] import ${imp.importId}: file unreadable: ${String(err)}`);
        return fail(SpecText.FileParsingFailed);
      }
      throw err;
    }
  };
}
