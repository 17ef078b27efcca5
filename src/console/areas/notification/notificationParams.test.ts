import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/entities/notification';
import { notificationParams } from './notificationParams';

const base = { NotificationId: '1', Link: '/subscription', CreateTime: 0, ReadTime: null };

describe('notification text values', () => {
  it('names a package in the reader\'s language and formats its end date', () => {
    const n: Notification = { ...base, Kind: 'PackagePurchased', Params: { EnName: 'Pro', CnName: '专业版', EndTime: Date.UTC(2027, 10, 23, 12) / 1000 } };
    expect(notificationParams(n, 'en')).toMatchObject({ Package: 'Pro', End: '2027-11-23' });
    expect(notificationParams(n, 'zh')).toMatchObject({ Package: '专业版' });
  });

  it('passes other kinds\' params through', () => {
    const n: Notification = { ...base, Kind: 'SmsExportReady', Params: { Name: 'November', Rows: 12 } };
    expect(notificationParams(n, 'en')).toEqual({ Name: 'November', Rows: 12 });
  });
});
