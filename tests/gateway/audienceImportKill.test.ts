import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ExportStatus } from '../../src/contract/display/exportStatus';
import type { ContactImport } from '../../src/contract/entities/audience';
import { callApi, type GatewayProcess, startGatewayProcess } from './gatewayProcess';
import { waitFor } from './smsFixture';
import { inAnHour, md5B64, md5Hex } from './uploadFixture';
import { newUser } from './userFixture';
import { durableDatabase } from '../setup/durableDatabase';

const ROWS = 30_000;
const env = { JOB_POLL_MS: '50', JOB_LEASE_MS: '3000' };

/**
 * A file of ROWS contacts: every 10th row repeats the e-mail of the row 5 before it (a merge), every
 * 50th has an invalid e-mail (a reject; 50 is also a multiple of 10, so those rows are rejects).
 */
function killFile(): { csv: Buffer; created: number; updated: number; rejected: number } {
  const lines = ['first name,email,phone'];
  let created = 0;
  let updated = 0;
  let rejected = 0;
  for (let i = 1; i <= ROWS; i++) {
    if (i % 50 === 0) {
      lines.push(`Bad${i},bad${i}@@kill.example,`);
      rejected++;
    } else if (i % 10 === 0) {
      lines.push(`Twin${i},p${i - 5}@kill.example,`);
      updated++;
    } else {
      lines.push(`Person${i},p${i}@kill.example,`);
      created++;
    }
  }
  return { csv: Buffer.from(`${lines.join('\r\n')}\r\n`), created, updated, rejected };
}

type Rows<T> = { rows: T[] };

describe('contact import across kill -9 of the gateway process', () => {
  it('resumes after a restart with no contact lost and none duplicated', { timeout: 480_000 }, async () => {
    const uploadDir = mkdtempSync(join(tmpdir(), 'import-kill-uploads-'));
    const store = await durableDatabase('import-kill');
    const dbEnv: Record<string, string> = { ...store.env, UPLOAD_DIR: uploadDir };
    const { open, drop } = store;
    let gw: GatewayProcess | null = null;
    try {
      // The user is made before the gateway starts (PGlite admits one process at a time).
      const setup = await open();
      const u = await newUser(setup.db);
      await setup.close();
      const file = killFile();

      gw = await startGatewayProcess({ ...dbEnv, ...env }, 180_000);
      const first = gw;
      const api = async <T,>(g: GatewayProcess, body: Record<string, unknown>) => {
        const r = await callApi<T>(g.url, u.token, body);
        if (r.RetCode !== 0) throw new Error(`${String(body.Action)}: ${r.RetCode} ${r.Message}`);
        return r.Data;
      };
      const group = await api<{ GroupId: string }>(first, { Action: 'CreateContactGroup', GroupName: 'Killed' });
      const grant = await api<{ Authorization: string; Address: string; FileId: string }>(first, {
        Action: 'GetMediaFileSign',
        ExpiryDate: inAnHour(),
        FileName: 'kill.csv',
        FileType: 'text/csv',
        MD5value: md5Hex(file.csv),
        FileSize: file.csv.length,
        Kind: 'contact-import',
      });
      const put = await fetch(`${first.url}${grant.Address}`, { method: 'PUT', headers: { Authorization: grant.Authorization, 'Content-MD5': md5B64(file.csv), 'Content-Type': 'text/csv' }, body: new Uint8Array(file.csv) });
      expect(put.status).toBe(200);
      const started = await api<ContactImport>(first, {
        Action: 'ImportContacts',
        FileId: grant.FileId,
        Mapping: [
          { Column: 0, Field: 'FirstName' },
          { Column: 1, Field: 'Email' },
        ],
        GroupId: group.GroupId,
      });
      let slowest = 0;
      const status = async (g: GatewayProcess) => {
        const t = Date.now();
        const page = await api<{ Imports: ContactImport[] }>(g, { Action: 'ListContactImports', ImportId: started.ImportId });
        slowest = Math.max(slowest, Date.now() - t);
        return page.Imports[0]!;
      };
      const mid = await waitFor(() => status(first), (i) => i.RowsDone >= 2000, 120_000);
      await gw.stop('SIGKILL');
      gw = null;
      console.log(`[import-kill] killed at ${mid.RowsDone} of ${mid.TotalRows} rows; slowest status read ${slowest} ms`);
      expect(mid.Status).toBe(ExportStatus.Processing);
      expect(mid.RowsDone).toBeLessThan(ROWS);

      gw = await startGatewayProcess({ ...dbEnv, ...env }, 180_000);
      const second = gw;
      const done = await waitFor(() => status(second), (i) => i.Status === ExportStatus.Completed || i.Status === ExportStatus.Failed, 240_000);
      console.log(`[import-kill] done; slowest status read ${slowest} ms`);
      await gw.stop('SIGTERM');
      gw = null;
      expect(done).toMatchObject({ Status: ExportStatus.Completed, TotalRows: ROWS, RowsDone: ROWS, Created: file.created, Updated: file.updated, Rejected: file.rejected });

      const check = await open();
      try {
        const [c] = ((await check.db.execute(sql`
          select count(*)::int as n, count(distinct email)::int as emails, count(*) filter (where first_name like 'Twin%')::int as twins
          from contacts where user_id = ${u.userId}`)) as unknown as Rows<{ n: number; emails: number; twins: number }>).rows;
        // Every valid row's contact exactly once; each twin row was merged into its original (the name it gave).
        expect(c).toEqual({ n: file.created, emails: file.created, twins: file.updated });
        const [m] = ((await check.db.execute(sql`select count(*)::int as n from contact_group_members m join contact_groups g on g.id = m.group_id where g.group_id = ${group.GroupId}`)) as unknown as Rows<{ n: number }>).rows;
        expect(m!.n).toBe(file.created);
        const [r] = ((await check.db.execute(sql`select count(*)::int as n, count(distinct row)::int as rows, min(row)::int as first from contact_import_rejects`)) as unknown as Rows<{ n: number; rows: number; first: number }>).rows;
        expect(r).toEqual({ n: file.rejected, rows: file.rejected, first: 51 });
      } finally {
        await check.close();
      }
    } catch (err) {
      if (gw) console.error(gw.output());
      throw err;
    } finally {
      await gw?.stop('SIGKILL');
      await drop();
      rmSync(uploadDir, { recursive: true, force: true });
    }
  });
});
