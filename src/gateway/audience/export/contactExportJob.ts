import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, desc, eq, lt } from 'drizzle-orm';
import { ExportStatus } from '../../../contract/display/exportStatus';
import { serverText } from '../../../contract/serverTexts';
import type { Db } from '../../db/client';
import type { Channel } from '../../messaging/Channel';
import { contactExports, contacts } from '../../db/schema';
import { ActionError } from '../../errors';
import type { JobHandler } from '../../jobs/JobRunner';
import { LeaseLostError } from '../../jobs/jobQueue';
import { csvField } from '../../messaging/exports/csv';
import { toContacts } from '../contactRows';
import { contactListWhere } from '../contactListWhere';
import { XlsxStreamWriter } from './XlsxStreamWriter';

/** Job kind of a contact export (ref = contact_exports.id). */
export const CONTACT_EXPORT_JOB = 'contact-export';
const PAGE_ROWS = 5_000;
/** Rows of one export (Excel's sheet holds 1,048,576 rows with the header). */
export const CONTACT_EXPORT_MAX_ROWS = 1_048_575;

export const CONTACT_EXPORT_HEADER = ['FirstName', 'LastName', 'Email', 'Phone', 'WhatsApp', 'Country', 'Groups', 'CreateTime', 'UpdateTime'];

/** Where a finished export file lives (UPLOAD_DIR is shared by every gateway process). */
export const contactExportFile = (uploadDir: string, exportId: string, format: string) => join(uploadDir, 'exports', `${exportId}.${format === 'xlsx' ? 'xlsx' : 'csv'}`);

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Writes a contact export: the user's contacts under the stored filter, newest first, walked by id
 * in pages of 5,000, into a .csv (UTF-8 with BOM; text a spreadsheet would run as a formula gets a
 * leading quote) or an .xlsx (streamed, every cell text). The file is written under a temporary
 * name and renamed when complete; a re-run after a restart starts over.
 */
export function contactExportJob(deps: { db: Db; uploadDir: string; log: (line: string) => void; channels: readonly Channel[] }): JobHandler {
  const { db } = deps;
  return async (job, ctl) => {
    const pk = Number(job.ref);
    const [exp] = await db.select().from(contactExports).where(eq(contactExports.id, pk));
    if (!exp || exp.status === ExportStatus.Completed || exp.status === ExportStatus.Failed) return { done: true };
    const finalPath = contactExportFile(deps.uploadDir, exp.exportId, exp.format);
    const tmpPath = `${finalPath}.${process.pid}.part`;
    const fail = async (message: string) => {
      await ctl.fenced((tx) => tx.update(contactExports).set({ status: ExportStatus.Failed, error: message, finishedAt: Date.now() }).where(eq(contactExports.id, pk)));
      return { done: true } as const;
    };
    await ctl.fenced((tx) => tx.update(contactExports).set({ status: ExportStatus.Processing }).where(eq(contactExports.id, pk)));
    await mkdir(join(deps.uploadDir, 'exports'), { recursive: true });
    let where;
    try {
      where = await contactListWhere(db, exp.userId, exp.filter, { channels: deps.channels, now: Date.now() });
    } catch (err) {
      if (err instanceof ActionError) return fail(err.message);
      throw err;
    }
    const xlsx = exp.format === 'xlsx' ? new XlsxStreamWriter(tmpPath, 'Contacts') : null;
    const csv = xlsx ? null : createWriteStream(tmpPath);
    const csvDone = csv ? new Promise<void>((resolve, reject) => csv.on('finish', resolve).on('error', reject)) : null;
    const addRow = async (cells: string[]) => {
      if (xlsx) xlsx.addRow(cells);
      else if (!csv!.write(`${cells.map(csvField).join(',')}\r\n`)) await new Promise<void>((r) => csv!.once('drain', () => r()));
    };
    try {
      if (csv) csv.write('\ufeff');
      await addRow(CONTACT_EXPORT_HEADER);
      let rows = 0;
      let cursor: number | null = null;
      while (rows < CONTACT_EXPORT_MAX_ROWS) {
        if (ctl.stopping) throw new Stopped();
        if (!(await ctl.extendLease())) throw new LeaseLostError(job);
        const page = await db
          .select()
          .from(contacts)
          .where(cursor === null ? where : and(where, lt(contacts.id, cursor)))
          .orderBy(desc(contacts.id))
          .limit(Math.min(PAGE_ROWS, CONTACT_EXPORT_MAX_ROWS - rows));
        if (page.length === 0) break;
        for (const c of await toContacts(db, page)) {
          await addRow([c.FirstName, c.LastName, c.Email, c.Phone, c.WhatsApp, c.Country, c.Groups.map((g) => g.GroupName).join('; '), iso(c.CreateTime), iso(c.UpdateTime)]);
        }
        if (xlsx) await xlsx.drained();
        await yieldToEventLoop();
        rows += page.length;
        cursor = page[page.length - 1]!.id;
        if (page.length < PAGE_ROWS) break;
      }
      if (xlsx) await xlsx.close();
      else {
        csv!.end();
        await csvDone;
      }
      await rename(tmpPath, finalPath);
      await ctl.fenced((tx) => tx.update(contactExports).set({ status: ExportStatus.Completed, rowCount: rows, finishedAt: Date.now() }).where(eq(contactExports.id, pk)));
      return { done: true };
    } catch (err) {
      xlsx?.abort();
      csv?.destroy();
      await rm(tmpPath, { force: true });
      if (err instanceof Stopped) return { runAt: Date.now() };
      if (err instanceof LeaseLostError || ctl.lost) throw err;
      deps.log(`[audience] export ${exp.exportId} failed: ${String(err)}`);
      return fail(serverText('ExportFailed'));
    }
  };
}

/** The runner is closing: the export starts over on the next claim. */
class Stopped extends Error {}
