import { mulDiv } from '../../../contract/money';

export interface QuoteAmounts {
  Subtotal: number;
  Credit: number;
  Taxes: number;
  Total: number;
}

/**
 * Subtotal less the credit (never below zero), plus taxes on what is left at a rate in basis points.
 * All integers at 10000 per unit; taxes round half up.
 */
export function composeQuote(subtotal: number, unused: number, taxRateBasisPoints: number): QuoteAmounts {
  const credit = Math.min(Math.max(unused, 0), subtotal);
  const taxable = subtotal - credit;
  const taxes = mulDiv(taxable, taxRateBasisPoints, 10_000);
  return { Subtotal: subtotal, Credit: credit, Taxes: taxes, Total: taxable + taxes };
}
