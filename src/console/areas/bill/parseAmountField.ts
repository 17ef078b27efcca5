import { isWholeCents } from '../../../contract/entities/payment';
import { tryParseAmount } from '../../../contract/money';

/**
 * What a dollar amount typed in a billing form is worth (integer, 10000 per unit), read by the
 * contract's money parser: whole cents between `min` and `max`, else null. '12.5' and ' 12.50 '
 * are 125000; '12.345', '-1', '1e3' and '' are null.
 */
export function parseAmountField(text: string, limits: { min: number; max: number }): number | null {
  const value = tryParseAmount(text);
  if (value === null || !isWholeCents(value) || value < limits.min || value > limits.max) return null;
  return value;
}
