import { describe, expect, it } from 'vitest';
import type { SubscriptionBuyRecord } from '../../contract/entities/subscription';
import { noticeFor, type NoticeInput } from './noticeBanner';
import { welcomeDialogState } from './welcomeDialog';

// Fixed clock: 2026-11-20 12:00 UTC.
const NOW = Date.UTC(2026, 10, 20, 12) / 1000;
const DAY = 86_400;

function record(over: Partial<SubscriptionBuyRecord>): SubscriptionBuyRecord {
  return {
    Id: 1, Status: 1, SubscriptionNo: 'pro', CnName: '专业版', EnName: 'Pro', Free: false, Period: 1,
    PeriodUnit: 'month', CostAmount: 990000, CreateTime: NOW - 20 * DAY, EndTime: NOW + 10 * DAY,
    ModWhitelist: [], Quantity: 1, ...over,
  };
}
const free = [{ Free: true }, { Free: false }];
const input = (over: Partial<NoticeInput>): NoticeInput => ({
  records: [], packages: free, nowSeconds: NOW, dismissedToday: false, freeTrialDays: 14, ...over,
});

describe('notice banner (spec 000 §4)', () => {
  it('no active package and a previous one expired: error with upgrade link', () =>
    expect(noticeFor(input({ records: [record({ Status: 2, EndTime: NOW - DAY })] }))).toEqual({ kind: 'expired', tone: 'error' }));
  it('no package at all and a free package available: info offering free days', () =>
    expect(noticeFor(input({}))).toEqual({ kind: 'freeOffer', tone: 'info', days: 14 }));
  it('no package and no free package: nothing', () => expect(noticeFor(input({ packages: [{ Free: false }] }))).toBeNull());
  it('more than 0 and up to 5 days left: warning with the days', () => {
    expect(noticeFor(input({ records: [record({ EndTime: NOW + 5 * DAY })] }))).toEqual({ kind: 'expiring', tone: 'warning', days: 5 });
    expect(noticeFor(input({ records: [record({ EndTime: NOW + DAY })] }))).toEqual({ kind: 'expiring', tone: 'warning', days: 1 });
    expect(noticeFor(input({ records: [record({ EndTime: NOW + 5 * DAY + 1 })] }))).toBeNull();
  });
  it("less than a day left: 'less than 1 day'", () =>
    expect(noticeFor(input({ records: [record({ EndTime: NOW + DAY - 1 })] }))).toEqual({ kind: 'lessThanDay', tone: 'warning' }));
  it('already ended: expired notice with free or paid wording', () => {
    expect(noticeFor(input({ records: [record({ EndTime: NOW })] }))).toEqual({ kind: 'ended', tone: 'error', free: false });
    expect(noticeFor(input({ records: [record({ EndTime: NOW - 60, Free: true })] }))).toEqual({ kind: 'ended', tone: 'error', free: true });
  });
  it('stays closed for the rest of the calendar day', () =>
    expect(noticeFor(input({ dismissedToday: true, records: [record({ EndTime: NOW + 60 })] }))).toBeNull());
});

describe('welcome dialog (spec 000 §4)', () => {
  it('opens with no active and no expired package; free trial enabled when a free package exists', () => {
    expect(welcomeDialogState({ records: [], packages: free, dismissedToday: false })).toEqual({ open: true, freeTrialEnabled: true });
    expect(welcomeDialogState({ records: [], packages: [{ Free: false }], dismissedToday: false })).toEqual({ open: true, freeTrialEnabled: false });
  });
  it('stays closed when dismissed today, with an active package, or after an expiry', () => {
    expect(welcomeDialogState({ records: [], packages: free, dismissedToday: true }).open).toBe(false);
    expect(welcomeDialogState({ records: [record({})], packages: free, dismissedToday: false }).open).toBe(false);
    expect(welcomeDialogState({ records: [record({ Status: 2 })], packages: free, dismissedToday: false }).open).toBe(false);
  });
});
