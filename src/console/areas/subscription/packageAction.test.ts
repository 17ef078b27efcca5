import { describe, expect, it } from 'vitest';
import type { SubscriptionBuyRecord, SubscriptionPackage } from '../../../contract/entities/subscription';
import { packageAction } from './packageAction';

const pkg = (no: string, rank: number, free = false): SubscriptionPackage => ({
  SubscriptionNo: no, CnName: no, EnName: no, Free: free, Rank: rank, ModWhitelist: [], PriceList: [],
});
const all = [pkg('trial', 0, true), pkg('basic', 1), pkg('pro', 2)];
const rec = (no: string, status = 1, free = false): SubscriptionBuyRecord => ({
  Id: 1, Status: status, SubscriptionNo: no, CnName: no, EnName: no, Free: free, Period: 1, PeriodUnit: 'month',
  CostAmount: 0, CreateTime: 0, EndTime: 2e9, ModWhitelist: [], Quantity: 1,
});

describe('packageAction', () => {
  it('offers the trial and purchases to a new user', () => {
    expect(all.map((p) => packageAction(p, all, [], undefined))).toEqual(['startTrial', 'buy', 'buy']);
  });
  it('offers upgrades above the active package', () => {
    const r = [rec('basic')];
    expect(all.map((p) => packageAction(p, all, r, r[0]))).toEqual(['trialUsed', 'extend', 'upgrade']);
  });
  it('lets a purchase take over from a running trial and never offers a second trial', () => {
    const r = [rec('trial', 1, true)];
    expect(all.map((p) => packageAction(p, all, r, r[0]))).toEqual(['current', 'buy', 'buy']);
    const expired = [rec('trial', 2, true)];
    expect(all.map((p) => packageAction(p, all, expired, undefined))).toEqual(['trialUsed', 'buy', 'buy']);
  });
});
