import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_DAYS, ProductModules, SOCIAL_ACCOUNTS_MAX } from '../../contract/constants';
import { SubscriptionPackage } from '../../contract/entities/subscription';
import { packageCatalogue, topPackage } from './packageCatalogue';

describe('packageCatalogue', () => {
  it('matches the contract and has unique numbers and ranks', () => {
    for (const p of packageCatalogue) SubscriptionPackage.parse(p);
    expect(new Set(packageCatalogue.map((p) => p.SubscriptionNo)).size).toBe(packageCatalogue.length);
    expect(new Set(packageCatalogue.map((p) => p.Rank)).size).toBe(packageCatalogue.length);
  });
  it('has one free trial of 14 days without Automation', () => {
    const free = packageCatalogue.filter((p) => p.Free);
    expect(free).toHaveLength(1);
    expect(free[0]!.PriceList).toEqual([{ Period: FREE_TRIAL_DAYS, PeriodUnit: 'day', Amount: 0 }]);
    expect(free[0]!.ModWhitelist.map((m) => m.ProductMod)).not.toContain('Automation');
  });
  it('prices every paid package monthly and annually at 10 months (annual saves 2 months)', () => {
    for (const p of packageCatalogue.filter((x) => !x.Free)) {
      const month = p.PriceList.find((x) => x.Period === 1 && x.PeriodUnit === 'month')!;
      const year = p.PriceList.find((x) => x.Period === 1 && x.PeriodUnit === 'year')!;
      expect(month.Amount).toBeGreaterThan(0);
      expect(year.Amount).toBe(month.Amount * 10);
    }
  });
  it('gives the top package every module and social accounts up to the spec limit', () => {
    expect(topPackage.ModWhitelist.map((m) => m.ProductMod).sort()).toEqual([...ProductModules].sort());
    for (const p of packageCatalogue) {
      const social = p.ModWhitelist.find((m) => m.ProductMod === 'SocialMediaAccountLimit');
      if (social) expect(social.Quota).toBeLessThanOrEqual(SOCIAL_ACCOUNTS_MAX);
    }
    expect(topPackage.ModWhitelist.find((m) => m.ProductMod === 'SocialMediaAccountLimit')!.Quota).toBe(SOCIAL_ACCOUNTS_MAX);
  });
});
