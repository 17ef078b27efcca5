import type { SubscriptionPackage } from '../../../contract/entities/subscription';

/** List prices are twice the monthly price: monthly billing shows 50% off. */
export const LIST_PRICE_FACTOR = 2;

/**
 * A package's price for one period of a billing and the discount shown against the list price
 * (12 list months for a year). Annual billing is 10 monthly prices (it saves 2 months), so against
 * 24 monthly prices it shows 58% off; monthly shows 50% off. Integers at 10000 per unit; the
 * percentage is rounded down, never overstated. Null when the package does not sell that billing.
 */
export function planPrice(pkg: SubscriptionPackage, billing: 'month' | 'year'): { amount: number; list: number; percentOff: number } | null {
  const month = pkg.PriceList.find((p) => p.PeriodUnit === 'month' && p.Period === 1);
  const price = pkg.PriceList.find((p) => p.PeriodUnit === billing && p.Period === 1);
  if (!month || !price || month.Amount <= 0) return null;
  const list = month.Amount * LIST_PRICE_FACTOR * (billing === 'year' ? 12 : 1);
  return { amount: price.Amount, list, percentOff: Math.floor(((list - price.Amount) * 100) / list) };
}
