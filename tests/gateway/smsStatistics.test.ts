import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, waitFor } from './smsFixture';

type Counts = { Submitted: number; Success: number; Fail: number; Unknown: number; SubmitFail: number; Pending: number; Segments: number; Cost: number };
type Stats = { Total: Counts; Series: Array<{ Period: string } & Counts> };
type Codes = { Codes: Array<{ ReceiptCode: string; SendResult: string; Count: number }> };

describe('SMS send statistics', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(fastSms());
  });
  afterAll(() => gw.close());

  it('counts a day, a week and a month by send result, in the asked time zone, with the receipt codes', async () => {
    const u = await smsUser(gw.db, 10_000_000);
    // 99 delivered, 01 fails, 02 ends unknown, 03 is refused at submit.
    const numbers = ['+12025550199', '+12025550299', '+12025550101', '+12025550102', '+12025550103'];
    const added = await gw.ok<{ TaskId: string }>('AddUSMSSendTask', { PhoneNumbers: numbers, Content: 'Statistics test', IdempotencyKey: idemKey() }, u.token);
    await waitFor(
      async () => (await gw.ok<{ Tasks: Array<{ Status: number }> }>('DescribeUSMSTaskStatus', { TaskIds: [added.TaskId] }, u.token)).Tasks[0]!,
      (t) => t.Status === SmsTaskStatus.Complete,
    );
    const now = Math.floor(Date.now() / 1000);
    const range = { StartTime: now - 7 * 86_400, EndTime: now + 60 };
    const expected = { Submitted: 5, Success: 2, Fail: 1, Unknown: 1, SubmitFail: 1, Pending: 0, Segments: 5 };

    for (const [Granularity, pattern] of [
      ['day', /^\d{4}-\d{2}-\d{2}$/],
      ['week', /^\d{4}-W\d{2}$/],
      ['month', /^\d{4}-\d{2}$/],
    ] as const) {
      const stats = await gw.ok<Stats>('GetUSMSSendStatistics', { ...range, Granularity, TimeZone: 'Asia/Shanghai' }, u.token);
      expect(stats.Total).toMatchObject(expected);
      expect(stats.Total.Cost).toBeGreaterThan(0);
      expect(stats.Series).toHaveLength(1);
      expect(stats.Series[0]!.Period).toMatch(pattern);
      expect(stats.Series[0]).toMatchObject(expected);
    }
    const shanghai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const day = await gw.ok<Stats>('GetUSMSSendStatistics', { ...range, Granularity: 'day', TimeZone: 'Asia/Shanghai' }, u.token);
    expect(day.Series[0]!.Period).toBe(shanghai);

    const before = await gw.ok<Stats>('GetUSMSSendStatistics', { StartTime: now - 7 * 86_400, EndTime: now - 6 * 86_400, Granularity: 'day', TimeZone: 'UTC' }, u.token);
    expect(before).toEqual({ Total: expect.objectContaining({ Submitted: 0, Cost: 0 }), Series: [] });

    const codes = await gw.ok<Codes>('GetUSMSSendReceiptCodeStatistics', range, u.token);
    expect(codes.Codes.find((c) => c.ReceiptCode === 'DELIVRD')).toEqual({ ReceiptCode: 'DELIVRD', SendResult: 'Success', Count: 2 });
    expect(codes.Codes.find((c) => c.ReceiptCode === 'UNKNOWN')).toEqual({ ReceiptCode: 'UNKNOWN', SendResult: 'Unknown', Count: 1 });
    expect(codes.Codes.filter((c) => c.SendResult === 'Fail').reduce((n, c) => n + c.Count, 0)).toBe(1);
    expect(codes.Codes.find((c) => c.SendResult === 'SubmitFail')?.ReceiptCode).toMatch(/^SUBMIT:/);
  });
});
