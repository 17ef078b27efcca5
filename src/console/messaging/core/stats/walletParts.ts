import type { BalanceAmounts } from '../../../../contract/entities/balance';

/** One term of the available-balance formula, with its sign. */
export interface WalletPart {
  key: 'amount' | 'amountFree' | 'amountCredit' | 'amountFreeze';
  value: number;
  sign: 1 | -1;
}

/** The spec's formula (spec 000 §3): Available = Amount + AmountFree + AmountCredit - AmountFreeze, as its four terms. */
export function walletParts(b: BalanceAmounts): WalletPart[] {
  return [
    { key: 'amount', value: b.Amount, sign: 1 },
    { key: 'amountFree', value: b.AmountFree, sign: 1 },
    { key: 'amountCredit', value: b.AmountCredit, sign: 1 },
    { key: 'amountFreeze', value: b.AmountFreeze, sign: -1 },
  ];
}

/** The formula's result in integer units (10000 per unit); equals the gateway's Available. */
export function availableOf(b: BalanceAmounts): number {
  return walletParts(b).reduce((sum, p) => sum + p.sign * p.value, 0);
}
