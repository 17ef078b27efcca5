import { describe, expect, it } from 'vitest';
import type { SubscriptionPackage } from '../../../contract/entities/subscription';
import { planPrice } from './planPricing';

const pkg = (monthly: number, free = false): SubscriptionPackage => ({
  SubscriptionNo: `p${monthly}`,
  CnName: '',
  EnName: '',
  Free: free,
  Rank: monthly,
  PriceList: free ? [{ Period: 14, PeriodUnit: 'day', Amount: 0 }] : [{ Period: 1, PeriodUnit: 'month', Amount: monthly }, { Period: 1, PeriodUnit: 'year', Amount: monthly * 10 }],
  ModWhitelist: [],
});
const packageCatalogue = [pkg(0, true), pkg(290_000), pkg(790_000), pkg(1_990_000), pkg(3)];

describe('planPrice', () => {
  it('shows 50% off monthly and 58% off annually for every paid package (annual saves 2 months)', () => {
    for (const pkg of packageCatalogue.filter((p) => !p.Free)) {
      const m = planPrice(pkg, 'month')!;
      const y = planPrice(pkg, 'year')!;
      expect(m.percentOff).toBe(50);
      expect(y.percentOff).toBe(58);
      expect(y.amount).toBe(m.amount * 10);
      expect(Number.isSafeInteger(y.list)).toBe(true);
    }
  });
  it('has no price for the free trial', () => {
    expect(planPrice(packageCatalogue.find((p) => p.Free)!, 'month')).toBeNull();
  });
});
