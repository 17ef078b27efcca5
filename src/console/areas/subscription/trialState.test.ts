import { describe, expect, it } from 'vitest';
import type { SubscriptionBuyRecord, SubscriptionPackage } from '../../../contract/entities/subscription';
import { trialState } from './trialState';

const NOW = 1_800_000_000;
const trial: SubscriptionPackage = { SubscriptionNo: 't', CnName: '', EnName: 'Trial', Free: true, Rank: 0, ModWhitelist: [], PriceList: [{ Period: 14, PeriodUnit: 'day', Amount: 0 }] };
const rec = (over: Partial<SubscriptionBuyRecord>): SubscriptionBuyRecord => ({
  Id: 1, Status: 1, SubscriptionNo: 't', CnName: '', EnName: 'Trial', Free: true, Period: 14, PeriodUnit: 'day',
  CostAmount: 0, CreateTime: NOW - 86_400, EndTime: NOW + 13 * 86_400, ModWhitelist: [], Quantity: 1, ...over,
});

describe('trialState', () => {
  it('offers the 14-day trial to a new user', () => expect(trialState([trial], [], NOW)).toEqual({ kind: 'available', days: 14 }));
  it('shows a running trial with days left', () => expect(trialState([trial], [rec({})], NOW)).toMatchObject({ kind: 'running', daysLeft: 13 }));
  it('shows a used trial', () => expect(trialState([trial], [rec({ Status: 2, EndTime: NOW - 10 })], NOW)).toMatchObject({ kind: 'used' }));
  it('knows a paid plan', () => expect(trialState([trial], [rec({ Free: false })], NOW)).toEqual({ kind: 'paid' }));
  it('has nothing without a free package', () => expect(trialState([], [], NOW)).toEqual({ kind: 'unavailable' }));
});
