import { availableBalance, type WalletAmounts } from './availableBalance';

export interface WalletDeltas {
  amount: number;
  free: number;
  credit: number;
  freeze: number;
}

/**
 * How a debit of `total` is taken from a wallet: bonus money (AmountFree) first, then the paid
 * Amount down to what is frozen, then the credit line. Null when the available balance is short.
 * No part ever goes below zero, so the available balance stays at or above zero.
 */
export function splitDebit(w: WalletAmounts, total: number): WalletDeltas | null {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Debit must be a non-negative integer, got ${total}`);
  if (availableBalance(w) < total) return null;
  const fromFree = Math.min(Math.max(w.amountFree, 0), total);
  let rest = total - fromFree;
  const fromAmount = Math.min(Math.max(w.amount - w.amountFreeze, 0), rest);
  rest -= fromAmount;
  const fromCredit = rest;
  if (fromCredit > Math.max(w.amountCredit, 0)) return null;
  return { amount: 0 - fromAmount, free: 0 - fromFree, credit: 0 - fromCredit, freeze: 0 };
}
