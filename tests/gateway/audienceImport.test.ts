import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportStatus } from '../../src/contract/display/exportStatus';
import type { Contact, ContactExport, ContactImport, ContactImportReject } from '../../src/contract/entities/audience';
import { RetCode } from '../../src/contract/retCodes';
import { fixture, importFinished, uploadFile, XLSX_TYPE } from './audienceFiles';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, waitFor } from './smsFixture';
import { newUser } from './userFixture';

type Rejects = { Total: number; Rejects: ContactImportReject[] };
type Page = { Total: number; Contacts: Contact[] };

/** The xlsx fixture's columns: First Name, Last Name, Email, Mobile, WhatsApp, Birthday, Note. */
const XLSX_MAPPING = [
  { Column: 0, Field: 'FirstName' },
  { Column: 1, Field: 'LastName' },
  { Column: 2, Field: 'Email' },
  { Column: 3, Field: 'Phone' },
  { Column: 4, Field: 'WhatsApp' },
];
/** The csv fixture's columns: first name; last name; email; phone; note. */
const CSV_MAPPING = XLSX_MAPPING.slice(0, 4);

describe('audience: contact import', () => {
  let gw: TestGateway;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'contact-import-test-'));
    gw = await startTestGateway({ ...fastSms(), uploadDir });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const ok = <T,>(action: string, params: Record<string, unknown>, token: string) => gw.ok<T>(action, params, token);
  const upload = (token: string, name: string, type: string, body = fixture(name)) => uploadFile(gw.url, ok, token, body, name, type);
  const run = async (token: string, params: Record<string, unknown>) => importFinished(ok, token, (await ok<ContactImport>('ImportContacts', params, token)).ImportId);
  const rejects = async (token: string, importId: string) => (await ok<Rejects>('ListContactImportRejects', { ImportId: importId, Limit: 100 }, token)).Rejects.map((r) => [r.Row, r.Field, r.ReasonKey]);
  const all = async (token: string, params: Record<string, unknown> = {}) => (await ok<Page>('ListContacts', { Limit: 100, ...params }, token)).Contacts;

  it('imports an .xlsx written by another library: date serials, number and formula cells, a blank row; exact accepted and rejected rows', async () => {
    const u = await newUser(gw.db);
    const group = await ok<{ GroupId: string }>('CreateContactGroup', { GroupName: 'Spring fair' }, u.token);
    const fileId = await upload(u.token, 'contacts-mixed.xlsx', XLSX_TYPE);
    const done = await run(u.token, { FileId: fileId, Mapping: XLSX_MAPPING, GroupId: group.GroupId });
    expect(done).toMatchObject({ Status: ExportStatus.Completed, FileName: 'contacts-mixed.xlsx', GroupName: 'Spring fair', TotalRows: 12, RowsDone: 12, Created: 4, Updated: 1, Rejected: 6, Error: '' });
    expect(await rejects(u.token, done.ImportId)).toEqual([
      [4, 'Email', 'EmailInvalid'],
      [5, '', 'AddressRequired'],
      [7, 'Phone', 'PhoneInvalid'],
      [11, 'Phone', 'AddressConflict'],
      [12, 'FirstName', 'NameTooLong'],
      [13, 'WhatsApp', 'PhoneInvalid'],
    ]);
    const list = await all(u.token, { GroupId: group.GroupId });
    expect(list.map((c) => [c.FirstName, c.LastName, c.Email, c.Phone, c.WhatsApp])).toEqual([
      ['Li', 'Wei', '', '', '+8613900139000'],
      ['Formula', 'Cells', 'mixed@case.example', '+12025550143', ''],
      ['Grace', 'Hopper', 'grace@navy.example', '+12025550142', ''],
      // Row 8 had Ada's e-mail: merged into her contact (its last name and WhatsApp taken), not a second Ada.
      ['Ada', 'King', 'ada@example.com', '+442079460018', '+447911123456'],
    ]);
    expect((await all(u.token)).length).toBe(4);
    // The rejected rows as .csv: row, field, reason, then the row's cells under the file's header.
    const file = await ok<{ Url: string }>('GetContactImportRejectFile', { ImportId: done.ImportId }, u.token);
    const text = await (await fetch(`${gw.url}${file.Url}`)).text();
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Row,Field,Reason,First Name,Last Name,Email,Mobile,WhatsApp,Birthday,Note');
    expect(lines[1]).toBe('4,Email,Must be a valid email,Linus,,not-an-email,,,,bad e-mail');
    // The date serial in a phone column is read as the date it shows, then refused as a number.
    expect(lines[3]).toBe('7,Phone,Invalid phone number format,Date,InPhone,,2024-03-15,,,a date where a phone should be');
    expect(lines[2]).toContain('5,,"Every contact needs an email, phone or WhatsApp",Nobody,Here,,,,2000-01-01,no address');
    expect(lines).toHaveLength(7);
  });

  it('imports a semicolon .csv with a BOM, quoted line breaks and a blank line, national numbers read in CountryCode; importing it again duplicates nothing', async () => {
    const u = await newUser(gw.db);
    const fileId = await upload(u.token, 'contacts-semicolon-bom.csv', 'text/csv');
    const first = await run(u.token, { FileId: fileId, Mapping: CSV_MAPPING, CountryCode: 'DE' });
    expect(first).toMatchObject({ Status: ExportStatus.Completed, TotalRows: 9, Created: 4, Updated: 1, Rejected: 3 });
    expect(await rejects(u.token, first.ImportId)).toEqual([
      [4, 'Email', 'EmailInvalid'],
      [5, '', 'AddressRequired'],
      [8, 'Phone', 'PhoneInvalid'],
    ]);
    const before = await all(u.token);
    expect(before.map((c) => [c.FirstName, c.LastName, c.Email, c.Phone])).toEqual([
      ['Zoë', 'Ünal', 'zoe@example.de', ''],
      ['Tom', 'Tel', '', '+4930901821'],
      ['Jean-Luc', 'Picard', '', '+33123456789'],
      ['ANNA', 'SCHMIDT', 'anna@example.de', '+4930901820'],
    ]);
    const again = await run(u.token, { FileId: fileId, Mapping: CSV_MAPPING, CountryCode: 'DE' });
    expect(again).toMatchObject({ Status: ExportStatus.Completed, Created: 0, Updated: 5, Rejected: 3 });
    expect((await all(u.token)).map((c) => c.ContactId)).toEqual(before.map((c) => c.ContactId));
  });

  it('refuses a bad mapping, another account\'s file, group or import, and reports an empty file', async () => {
    const owner = await newUser(gw.db);
    const other = await newUser(gw.db);
    const fileId = await upload(owner.token, 'contacts-semicolon-bom.csv', 'text/csv');
    const params = { FileId: fileId, Mapping: CSV_MAPPING };
    const repeat = await gw.api('ImportContacts', { ...params, Mapping: [{ Column: 0, Field: 'Email' }, { Column: 2, Field: 'Email' }] }, owner.token);
    expect(repeat).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Mapping: Mapped attributes cannot repeat' });
    expect(await gw.api('ImportContacts', { ...params, Mapping: [] }, owner.token)).toMatchObject({ Message: 'Mapping: At least one mapping is needed' });
    expect(await gw.api('ImportContacts', { ...params, Mapping: [{ Column: 0, Field: 'FirstName' }] }, owner.token)).toMatchObject({
      Message: 'Mapping: Map a column to e-mail, phone or WhatsApp: every contact needs one',
    });
    expect(await gw.api('ImportContacts', params, other.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'FileId: File parsing failed' });
    const otherGroup = await ok<{ GroupId: string }>('CreateContactGroup', { GroupName: 'Theirs' }, other.token);
    expect(await gw.api('ImportContacts', { ...params, GroupId: otherGroup.GroupId }, owner.token)).toMatchObject({ RetCode: RetCode.GroupNotFound });
    const done = await run(owner.token, params);
    expect((await ok<{ Total: number }>('ListContactImports', {}, other.token)).Total).toBe(0);
    expect(await gw.api('ListContactImportRejects', { ImportId: done.ImportId }, other.token)).toMatchObject({ RetCode: RetCode.ContactImportNotFound });
    expect(await gw.api('GetContactImportRejectFile', { ImportId: done.ImportId }, other.token)).toMatchObject({ RetCode: RetCode.ContactImportNotFound });
    expect((await all(other.token)).length).toBe(0);

    const headerOnly = await upload(owner.token, 'header.csv', 'text/csv', Buffer.from('email,phone\r\n,\r\n'));
    expect(await run(owner.token, { FileId: headerOnly, Mapping: [{ Column: 0, Field: 'Email' }] })).toMatchObject({ Status: ExportStatus.Failed, Error: 'The file data is empty' });
  });

  it('exports the filtered list to .csv and the whole list to .xlsx, downloadable only by its owner\'s token', async () => {
    const u = await newUser(gw.db);
    await ok('CreateContacts', { Contacts: [{ FirstName: '=HYPERLINK("x")', Email: 'formula@shop.example' }, { FirstName: 'Ann', Phone: '+12025550199' }, { FirstName: 'Bo', Email: 'bo@shop.example' }] }, u.token);
    const other = await newUser(gw.db);
    await ok('CreateContacts', { Contacts: [{ Email: 'secret@other.example' }] }, other.token);
    const exported = async (params: Record<string, unknown>) => {
      const e = await ok<ContactExport>('ExportContacts', params, u.token);
      await waitFor(
        async () => (await ok<{ Exports: ContactExport[] }>('ListContactExports', { ExportId: e.ExportId }, u.token)).Exports[0]!,
        (x) => x.Status === ExportStatus.Completed,
      );
      return e.ExportId;
    };
    const csvId = await exported({ Format: 'csv', Channel: 'Email' });
    const csvFile = await ok<{ Url: string; FileName: string }>('GetContactExportFile', { ExportId: csvId }, u.token);
    const res = await fetch(`${gw.url}${csvFile.Url}`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()).split('\r\n');
    expect(lines[0]).toBe('\uFEFFFirstName,LastName,Email,Phone,WhatsApp,Country,Groups,CreateTime,UpdateTime');
    expect(lines.slice(1, 3).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(['Bo,,bo@shop.example', '"\'=HYPERLINK(""x"")",,formula@shop.example']);
    expect(lines.slice(3)).toEqual(['']);

    const xlsxId = await exported({ Format: 'xlsx' });
    const xlsxFile = await ok<{ Url: string }>('GetContactExportFile', { ExportId: xlsxId }, u.token);
    const book = XLSX.read(new Uint8Array(await (await fetch(`${gw.url}${xlsxFile.Url}`)).arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['FirstName', 'LastName', 'Email', 'Phone'],
      ['Bo', '', 'bo@shop.example', ''],
      ['Ann', '', '', '+12025550199'],
      ['=HYPERLINK("x")', '', 'formula@shop.example', ''],
    ]);
    expect(book.Sheets[book.SheetNames[0]!]!.A4!.f).toBeUndefined();

    // Another account: neither the export nor its address.
    expect(await gw.api('GetContactExportFile', { ExportId: xlsxId }, other.token)).toMatchObject({ RetCode: RetCode.ExportNotFound });
    const forged = xlsxFile.Url.replace(xlsxId, csvId);
    expect((await fetch(`${gw.url}${forged}`)).status).toBe(404);
  });

  it('exports a tag\'s contacts and a segment\'s members as the list shows them; another account\'s tag or segment is refused', async () => {
    const u = await newUser(gw.db);
    const made = await ok<{ Contacts: Contact[] }>('CreateContacts', { Contacts: [{ FirstName: 'Ann', Email: 'ann@shop.example' }, { FirstName: 'Bo', Email: 'bo@shop.example' }, { FirstName: 'Cy', Phone: '+12025550123' }] }, u.token);
    const id = (name: string) => made.Contacts.find((c) => c.FirstName === name)!.ContactId;
    const tag = await ok<{ TagId: string }>('CreateContactTag', { TagName: 'Fair' }, u.token);
    await ok('TagContacts', { TagIds: [tag.TagId], ContactIds: [id('Ann'), id('Cy')] }, u.token);
    const segment = await ok<{ SegmentId: string }>('CreateSegment', { SegmentName: 'Mail without Ann', Rules: { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'Attribute', Attribute: 'EMAIL', Operator: 'IsSet' }, { Kind: 'Attribute', Attribute: 'FIRST_NAME', Operator: 'NotEquals', Value: 'Ann' }] } }, u.token);
    const names = async (filter: Record<string, unknown>) => {
      const e = await ok<ContactExport>('ExportContacts', { Format: 'csv', ...filter }, u.token);
      await waitFor(
        async () => (await ok<{ Exports: ContactExport[] }>('ListContactExports', { ExportId: e.ExportId }, u.token)).Exports[0]!,
        (x) => x.Status === ExportStatus.Completed,
      );
      const file = await ok<{ Url: string }>('GetContactExportFile', { ExportId: e.ExportId }, u.token);
      const lines = (await (await fetch(`${gw.url}${file.Url}`)).text()).split('\r\n').slice(1, -1);
      return lines.map((l) => l.split(',')[0]);
    };
    const listed = async (filter: Record<string, unknown>) => (await all(u.token, filter)).map((c) => c.FirstName);
    expect(await names({ TagId: tag.TagId })).toEqual(['Cy', 'Ann']);
    expect(await listed({ TagId: tag.TagId })).toEqual(['Cy', 'Ann']);
    expect(await names({ SegmentId: segment.SegmentId })).toEqual(['Bo']);
    expect(await names({ SegmentId: segment.SegmentId, TagId: tag.TagId })).toEqual([]);

    const other = await newUser(gw.db);
    expect(await gw.api('ExportContacts', { Format: 'csv', TagId: tag.TagId }, other.token)).toMatchObject({ RetCode: RetCode.TagNotFound });
    expect(await gw.api('ExportContacts', { Format: 'xlsx', SegmentId: segment.SegmentId }, other.token)).toMatchObject({ RetCode: RetCode.SegmentNotFound });
    expect((await ok<{ Exports: ContactExport[] }>('ListContactExports', {}, other.token)).Exports).toEqual([]);
  });

  it('serves keyword searches from the trigram index, with the same matches', async () => {
    const plan = await gw.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = (await tx.execute(sql`explain select id from contacts where search_text like '%hopper%' order by id + 0 desc limit 20`)) as unknown as { rows: Record<string, string>[] };
      return r.rows.map((x) => Object.values(x)[0]).join('\n');
    });
    expect(plan).toContain('contacts_search_text_trgm');
    const u = await newUser(gw.db);
    await ok('CreateContacts', { Contacts: [{ FirstName: 'Grace', LastName: 'Hopper', Phone: '+1 (202) 555-0142' }, { FirstName: 'Ann', Email: 'ann.hopper@x.example' }, { Email: 'other@x.example', WhatsApp: '+447911123456' }] }, u.token);
    const names = async (Keyword: string) => (await all(u.token, { Keyword })).map((c) => c.FirstName || c.Email);
    expect(await names('hopper')).toEqual(['Ann', 'Grace']);
    expect(await names('GRACE HOP')).toEqual(['Grace']);
    expect(await names('(202) 555')).toEqual(['Grace']);
    expect(await names('7911 123')).toEqual(['other@x.example']);
    expect(await names('an')).toEqual(['Ann']);
    expect(await names('100%')).toEqual([]);
  });
});
