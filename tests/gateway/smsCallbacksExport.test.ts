import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportStatus } from '../../src/contract/display/exportStatus';
import { RetCode } from '../../src/contract/retCodes';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { callbackDeliveries } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, usNumbers, waitFor } from './smsFixture';

describe('SMS callbacks and exports', () => {
  let gw: TestGateway;
  let hook: Server;
  let hookUrl = '';
  const posts: Array<{ body: string; signature: string; status: number }> = [];
  beforeAll(async () => {
    // The receiver runs on loopback, which callbacks refuse unless the operator allow-lists it.
    gw = await startTestGateway(fastSms({ callbackAllowHosts: ['127.0.0.1'] }));
    let calls = 0;
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const status = ++calls <= 2 ? 503 : 200;
        posts.push({ body, signature: String(req.headers['x-signature']), status });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
    hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/receipts`;
  });
  afterAll(async () => {
    await gw.close();
    await new Promise((r) => hook.close(r));
  });

  it('validates the callback address with the spec texts', async () => {
    const u = await smsUser(gw.db);
    expect(await gw.api('SetUSMSCallback', { CallbackUrl: '' }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('Callback address cannot be empty') });
    expect(await gw.api('SetUSMSCallback', { CallbackUrl: 'ftp:/nope' }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('The entered address format is incorrect') });
  });

  it('POSTs signed receipts to the callback URL, retrying with back-off until it answers 2xx', async () => {
    const u = await smsUser(gw.db);
    const set = await gw.ok<{ Secret: string }>('SetUSMSCallback', { CallbackUrl: hookUrl }, u.token);
    const added = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', { PhoneNumbers: usNumbers(3, 510), Content: 'Callback me', IdempotencyKey: idemKey() }, u.token);
    await waitFor(async () => posts.filter((p) => p.status === 200).length, (n) => n >= 1);
    const ok = posts.find((p) => p.status === 200)!;
    expect(ok.signature).toBe(`sha256=${createHmac('sha256', set.Secret).update(ok.body).digest('hex')}`);
    const receipts = posts.filter((p) => p.status === 200).flatMap((p) => (JSON.parse(p.body) as { Receipts: Array<{ TaskId: string; SendResult: string }> }).Receipts);
    await waitFor(async () => receipts.length, (n) => n >= 1);
    expect(receipts.every((r) => r.TaskId === added.TaskId && r.SendResult === 'Success')).toBe(true);
    const rows = await waitFor(() => gw.db.select().from(callbackDeliveries).where(eq(callbackDeliveries.userId, u.userId)), (rs) => rs.some((r) => r.deliveredAt !== null));
    const delivered = rows.find((r) => r.deliveredAt !== null)!;
    expect(delivered.attempts).toBeGreaterThanOrEqual(1);
    expect(posts.slice(0, 2).every((p) => p.status === 503)).toBe(true);
    expect(rows.reduce((n, r) => n + r.attempts, 0)).toBeGreaterThanOrEqual(3);
  });

  it('exports filtered records to a CSV download, and says so when there is nothing to export', async () => {
    const u = await smsUser(gw.db);
    expect(await gw.api('AddUSMSExportSendRecordTask', {}, u.token)).toMatchObject({ RetCode: RetCode.NoDataToExport, Message: 'No data to export' });
    const added = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', { PhoneNumbers: usNumbers(25, 700), Content: 'Export, "quoted", me', IdempotencyKey: idemKey() }, u.token);
    await waitFor(() => gw.ok<{ Tasks: Array<{ Status: number }> }>('DescribeUSMSTaskStatus', { TaskIds: [added.TaskId] }, u.token), (r) => r.Tasks[0]!.Status === SmsTaskStatus.Complete);
    const exp = await gw.ok<{ ExportId: string; Status: number }>('AddUSMSExportSendRecordTask', { TaskId: added.TaskId }, u.token);
    expect(exp.Status).toBe(ExportStatus.Submitted);
    expect(await gw.api('GetUSMSExportSendRecordFile', { ExportId: 'EXPNOPE' }, u.token)).toMatchObject({ RetCode: RetCode.ExportNotFound });
    await waitFor(() => gw.ok<{ Records: Array<{ Status: number; RowCount: number }> }>('GetUSMSExportSendRecord', { ExportId: exp.ExportId }, u.token), (r) => r.Records[0]!.Status === ExportStatus.Completed);
    const file = await gw.ok<{ Url: string; FileName: string; RowCount: number }>('GetUSMSExportSendRecordFile', { ExportId: exp.ExportId }, u.token);
    expect(file.RowCount).toBe(25);
    const res = await fetch(`${gw.url}${file.Url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(file.FileName);
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^MessageId,TaskId,PhoneNumber/);
    expect(lines).toHaveLength(26);
    expect(lines[1]).toContain('"Export, ""quoted"", me"');
    expect((await fetch(`${gw.url}${file.Url.replace(/token=[^&]+/, 'token=dl_forged')}`)).status).toBe(404);
  });
});
