import type { PackagePrice, PeriodUnit, SubscriptionPackage } from '../../../contract/entities/subscription';

export type Billing = 'month' | 'year';

/** CnName in Chinese, EnName otherwise (falling back to the other). */
export function packageName(p: { CnName: string; EnName: string }, language: string): string {
  return (language === 'zh' ? p.CnName || p.EnName : p.EnName || p.CnName) || '';
}

/** The price of one period of the given billing, if the package sells it. */
export function priceFor(pkg: SubscriptionPackage, billing: Billing): PackagePrice | undefined {
  return pkg.PriceList.find((p) => p.PeriodUnit === billing && p.Period === 1) ?? pkg.PriceList.find((p) => p.PeriodUnit === billing);
}

/** What annual billing saves against twelve monthly payments (integer amounts), or 0. */
export function annualSaving(pkg: SubscriptionPackage): number {
  const month = priceFor(pkg, 'month');
  const year = priceFor(pkg, 'year');
  if (!month || !year || month.Period !== 1 || year.Period !== 1) return 0;
  return Math.max(0, month.Amount * 12 - year.Amount);
}

/** Packages for sale in display order: free first, then by Rank. */
export function sortPackages(list: readonly SubscriptionPackage[]): SubscriptionPackage[] {
  return [...list].sort((a, b) => Number(b.Free) - Number(a.Free) || a.Rank - b.Rank);
}

export function isBilling(v: string | null): v is Billing {
  return v === 'month' || v === 'year';
}

export function periodKey(unit: PeriodUnit): string {
  return `subscription.unit.${unit}`;
}
