import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, waitFor } from './smsFixture';
import { SmppTestServer } from './smppTestServer';

describe('SMPP 3.4 carrier against a local SMSC', () => {
  let smsc: SmppTestServer;
  let gw: TestGateway;
  beforeAll(async () => {
    smsc = new SmppTestServer({ systemId: 'esme1', password: 'secret' });
    const port = await smsc.listen();
    const base = fastSms().sms;
    gw = await startTestGateway({ sms: { ...base, carrier: 'smpp', smpp: { ...base.smpp, host: '127.0.0.1', port, systemId: 'esme1', password: 'secret', windowSize: 10 } } });
  });
  afterAll(async () => {
    await gw.close();
    await smsc.close();
  });

  it('binds, submits GSM and UCS-2 text, and turns deliver_sm receipts and MO into records and replies', async () => {
    expect(smsc.binds).toEqual(['esme1']);
    const u = await smsUser(gw.db);
    const phones = ['+12025550110', '+12025550101', '+12025550103'];
    const text = 'Grüße {from} the SMSC test — 你好 😀 '.repeat(3);
    const added = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', { PhoneNumbers: phones, Content: text, SenderId: 'Acme', IdempotencyKey: idemKey() }, u.token);
    const task = await waitFor(
      () => gw.ok<{ Tasks: Array<{ Status: number; Succeeded: number; Failed: number; SubmitFailed: number }> }>('DescribeUSMSTaskStatus', { TaskIds: [added.TaskId] }, u.token),
      (r) => r.Tasks[0]!.Status === SmsTaskStatus.Complete,
    );
    expect(task.Tasks[0]).toMatchObject({ Succeeded: 1, Failed: 1, SubmitFailed: 1 });
    expect(smsc.submitted.map((s) => s.dest).sort()).toEqual(['12025550101', '12025550110']);
    expect(smsc.submitted.every((s) => s.text === text.trim() && s.dataCoding === 8 && s.source === 'Acme')).toBe(true);
    const recs = await gw.ok<{ Records: Array<{ PhoneNumber: string; ReceiptCode: string; SendResult: string }> }>('GetUSMSSendRecord', { TaskId: added.TaskId }, u.token);
    const codes = Object.fromEntries(recs.Records.map((r) => [r.PhoneNumber, `${r.SendResult} ${r.ReceiptCode}`]));
    expect(codes).toEqual({ '+12025550110': 'Success DELIVRD', '+12025550101': 'Fail UNDELIV:001', '+12025550103': 'SubmitFail SUBMIT:0x0000000B' });

    const plain = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', { PhoneNumbers: ['+12025550111'], Content: 'Plain [GSM] text €5', IdempotencyKey: idemKey() }, u.token);
    await waitFor(() => gw.ok<{ Tasks: Array<{ Status: number }> }>('DescribeUSMSTaskStatus', { TaskIds: [plain.TaskId] }, u.token), (r) => r.Tasks[0]!.Status === SmsTaskStatus.Complete);
    expect(smsc.submitted.at(-1)).toMatchObject({ text: 'Plain [GSM] text €5', dataCoding: 0 });

    smsc.sendMo('12025550110', 'Acme', 'STOP');
    const replies = await waitFor(() => gw.ok<{ Records: Array<{ PhoneNumber: string; Content: string }> }>('GetUSMSReplyRecord', {}, u.token), (r) => r.Records.length === 1);
    expect(replies.Records[0]).toMatchObject({ PhoneNumber: '+12025550110', Content: 'STOP' });
  });
});
