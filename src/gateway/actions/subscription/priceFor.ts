import type { PackagePrice, PeriodUnit } from '../../../contract/entities/subscription';

/**
 * Price of `period` units bought `quantity` times, from a package's price list: the period must be
 * a multiple of a listed period of the same unit (1 month, 3 months, 1 year...). The longest such
 * listed period is used. Null when the package offers no such period.
 */
export function priceFor(priceList: readonly PackagePrice[], period: number, unit: PeriodUnit, quantity: number): number | null {
  const fits = priceList
    .filter((p) => p.PeriodUnit === unit && p.Period > 0 && period % p.Period === 0)
    .sort((a, b) => b.Period - a.Period);
  const best = fits[0];
  if (!best) return null;
  return best.Amount * (period / best.Period) * quantity;
}

/** The periods a package can be bought in, for error messages: '1 month, 1 year'. */
export function offeredPeriods(priceList: readonly PackagePrice[]): string {
  return priceList.map((p) => `${p.Period} ${p.PeriodUnit}`).join(', ');
}
