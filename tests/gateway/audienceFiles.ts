import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ContactImport } from '../../src/contract/entities/audience';
import { ExportStatus } from '../../src/contract/display/exportStatus';
import { waitFor } from './smsFixture';
import { inAnHour, md5B64, md5Hex } from './uploadFixture';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/contact-import', name));

type Api = <T>(action: string, params: Record<string, unknown>, token: string) => Promise<T>;

/** Uploads bytes by the flow of spec 001 §7 (Kind 'contact-import' unless told) and answers the FileId. */
export async function uploadFile(url: string, ok: Api, token: string, body: Buffer, fileName: string, fileType: string, kind = 'contact-import'): Promise<string> {
  const g = await ok<{ Authorization: string; Address: string; FileId: string }>(
    'GetMediaFileSign',
    { ExpiryDate: inAnHour(), FileName: fileName, FileType: fileType, MD5value: md5Hex(body), FileSize: body.length, Kind: kind },
    token,
  );
  const res = await fetch(`${url}${g.Address}`, { method: 'PUT', headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(body), 'Content-Type': fileType }, body: new Uint8Array(body) });
  expect(res.status).toBe(200);
  return g.FileId;
}

/** Polls an import until it has finished (Completed or Failed). */
export async function importFinished(ok: Api, token: string, importId: string, timeoutMs = 60_000): Promise<ContactImport> {
  return waitFor(
    async () => (await ok<{ Imports: ContactImport[] }>('ListContactImports', { ImportId: importId }, token)).Imports[0]!,
    (i) => i.Status === ExportStatus.Completed || i.Status === ExportStatus.Failed,
    timeoutMs,
  );
}
