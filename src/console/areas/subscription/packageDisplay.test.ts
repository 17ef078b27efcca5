import { describe, expect, it } from 'vitest';
import type { SubscriptionPackage } from '../../../contract/entities/subscription';
import { annualSaving, packageName, priceFor, sortPackages } from './packageDisplay';

const pro: SubscriptionPackage = {
  SubscriptionNo: 'pro', CnName: '专业版', EnName: 'Pro', Free: false, Rank: 2, ModWhitelist: [],
  PriceList: [{ Period: 1, PeriodUnit: 'month', Amount: 490000 }, { Period: 1, PeriodUnit: 'year', Amount: 4900000 }],
};
const trial: SubscriptionPackage = { ...pro, SubscriptionNo: 'trial', Free: true, Rank: 0, PriceList: [{ Period: 14, PeriodUnit: 'day', Amount: 0 }] };

describe('package display', () => {
  it('picks the price of the billing period', () => {
    expect(priceFor(pro, 'year')?.Amount).toBe(4900000);
    expect(priceFor(trial, 'month')).toBeUndefined();
  });
  it('computes the annual saving (two months)', () => expect(annualSaving(pro)).toBe(980000));
  it('names packages by language and sorts free first', () => {
    expect(packageName(pro, 'zh')).toBe('专业版');
    expect(packageName(pro, 'en')).toBe('Pro');
    expect(sortPackages([pro, trial]).map((p) => p.SubscriptionNo)).toEqual(['trial', 'pro']);
  });
});
