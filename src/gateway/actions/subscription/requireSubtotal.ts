import type { PeriodUnit } from '../../../contract/entities/subscription';
import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import { offeredPeriods, priceFor } from './priceFor';
import type { PackageRow } from './toPackage';

export interface PurchaseTerms {
  Period: number;
  PeriodUnit: PeriodUnit;
  Quantity: number;
}

/**
 * The subtotal of buying a package for these terms, or InvalidParams naming the periods on offer.
 * The free trial is bought exactly as listed (14 days, Quantity 1).
 */
export function requireSubtotal(pkg: PackageRow, t: PurchaseTerms): number {
  const exact = pkg.priceList.some((p) => p.Period === t.Period && p.PeriodUnit === t.PeriodUnit);
  const subtotal = priceFor(pkg.priceList, t.Period, t.PeriodUnit, t.Quantity);
  if (subtotal === null || (pkg.free && (!exact || t.Quantity !== 1))) {
    const how = pkg.free ? 'exactly' : 'a multiple of';
    throw new ActionError(RetCode.InvalidParams, `Period: ${pkg.enName} is sold for ${how} ${offeredPeriods(pkg.priceList)}`);
  }
  return subtotal;
}
