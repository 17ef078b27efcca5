import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelId } from '../../src/contract/constants';
import { RetCode } from '../../src/contract/retCodes';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { smsMessages, smsTasks } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, usNumbers, waitFor } from './smsFixture';
import { inAnHour, md5B64, md5Hex } from './uploadFixture';

interface Grant {
  Authorization: string;
  Address: string;
  FileId: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** AddUSMSSendTask naming its recipients by an uploaded file (FileId of a GetMediaFileSign grant, Kind 'import'). */
describe('SMS sending to an uploaded recipient file', () => {
  let gw: TestGateway;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'sms-file-test-'));
    gw = await startTestGateway({ ...fastSms(), uploadDir });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** Uploads bytes by the flow of spec 001 §7 and answers the FileId. */
  async function upload(token: string, body: Buffer, fileName: string, fileType: string): Promise<string> {
    const g = await gw.ok<Grant>('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: fileName, FileType: fileType, MD5value: md5Hex(body), FileSize: body.length, Kind: 'import' }, token);
    const res = await fetch(`${gw.url}${g.Address}`, { method: 'PUT', headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(body), 'Content-Type': fileType }, body: new Uint8Array(body) });
    expect(res.status).toBe(200);
    return g.FileId;
  }

  const send = (token: string, params: Record<string, unknown>) => gw.api<{ TaskId: string; Submitted: number; Invalid: number; Duplicate: number; Unsupported: number; EstimatedCost: number }>('AddUSMSSendTask', { Content: 'From a file', IdempotencyKey: idemKey(), ...params }, token);

  it('sends to the numbers of a CSV file: its number column, counted like typed numbers, and delivered', async () => {
    const u = await smsUser(gw.db);
    // 310-312: numbers the simulated carrier delivers (endings 01, 02 and 03 fail, end unknown, are refused).
    const [a, b, c] = usNumbers(3, 310);
    const csv = `name,phone\nAnn,${a}\nBob,${b}\nCy,${c}\nAnn again,${a}\nNobody,12\n`;
    const fileId = await upload(u.token, Buffer.from(csv), 'list.csv', 'text/csv');
    const r = await send(u.token, { FileId: fileId });
    expect(r.RetCode).toBe(0);
    expect(r.Data).toMatchObject({ Submitted: 3, Duplicate: 1, Invalid: 1, Unsupported: 0, EstimatedCost: 3 * 79 });
    const [taskRow] = await gw.db.select().from(smsTasks).where(eq(smsTasks.taskId, r.Data!.TaskId));
    expect(taskRow!.channel).toBe(ChannelId.SMS);
    const rows = await gw.db.select({ phone: smsMessages.phone, channel: smsMessages.channel }).from(smsMessages).innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId)).where(eq(smsTasks.taskId, r.Data!.TaskId));
    expect(rows.map((x) => x.phone).sort()).toEqual([a, b, c].sort());
    expect(rows.every((x) => x.channel === ChannelId.SMS)).toBe(true);
    const done = await waitFor(
      async () => (await gw.ok<{ Tasks: Array<{ Status: number; Succeeded: number }> }>('DescribeUSMSTaskStatus', { TaskIds: [r.Data!.TaskId] }, u.token)).Tasks[0]!,
      (t) => t.Status === SmsTaskStatus.Complete,
    );
    expect(done.Succeeded).toBe(3);
  });

  it('reads a TXT file (commas and new lines) and the first sheet of an XLSX file', async () => {
    const u = await smsUser(gw.db);
    const nums = usNumbers(4, 410);
    const txtId = await upload(u.token, Buffer.from(`\uFEFF${nums[0]}, ${nums[1]}\n\n${nums[2]}\n`), 'list.txt', 'text/plain');
    expect((await send(u.token, { FileId: txtId })).Data).toMatchObject({ Submitted: 3, Duplicate: 0, Invalid: 0 });

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Phone'], ...nums.map((n) => [n]), ['not a number']]), 'Numbers');
    const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const xlsxId = await upload(u.token, xlsx, 'list.xlsx', XLSX_TYPE);
    expect((await send(u.token, { FileId: xlsxId })).Data).toMatchObject({ Submitted: 4, Invalid: 1 });
  });

  it("refuses another user's file, an unknown one and an empty one, and takes one source only", async () => {
    const owner = await smsUser(gw.db);
    const other = await smsUser(gw.db);
    const fileId = await upload(owner.token, Buffer.from(usNumbers(2, 500).join('\n')), 'mine.txt', 'text/plain');
    expect(await send(other.token, { FileId: fileId })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'File parsing failed' });
    expect(await send(owner.token, { FileId: 'AbCdEfGhIjKlMnOpQrStUv' })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'File parsing failed' });
    const headerOnly = await upload(owner.token, Buffer.from('name,phone\n'), 'empty.csv', 'text/csv');
    expect(await send(owner.token, { FileId: headerOnly })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'The file data is empty' });
    expect(await send(owner.token, { FileId: fileId, PhoneNumbers: usNumbers(1) })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Give PhoneNumbers or FileId, not both' });
    expect(await send(owner.token, {})).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'PhoneNumbers: Phone number is required' });
    expect(await send(owner.token, { FileId: fileId, IsTest: true })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'A test send goes to at most 5 phone numbers' });
    // Nothing was held for the refused sends; the owner's own send works.
    expect((await send(owner.token, { FileId: fileId })).Data).toMatchObject({ Submitted: 2 });
  });
});
