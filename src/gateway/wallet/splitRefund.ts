import type { WalletDeltas } from './splitDebit';

/** What a reference took in net from each part of a wallet (positive: taken, not yet given back). */
export interface TakenParts {
  amount: number;
  free: number;
  credit: number;
}

/**
 * How a refund of `total` goes back: to the credit line first (the debt is repaid), then to the
 * paid Amount, then to bonus money (AmountFree), each at most what was taken from it. Null when
 * `total` is more than was taken in all.
 */
export function splitRefund(taken: TakenParts, total: number): WalletDeltas | null {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Refund must be a non-negative integer, got ${total}`);
  const toCredit = Math.min(Math.max(taken.credit, 0), total);
  let rest = total - toCredit;
  const toAmount = Math.min(Math.max(taken.amount, 0), rest);
  rest -= toAmount;
  const toFree = Math.min(Math.max(taken.free, 0), rest);
  rest -= toFree;
  if (rest > 0) return null;
  return { amount: toAmount, free: toFree, credit: toCredit, freeze: 0 };
}
