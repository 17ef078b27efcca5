/** The four amounts of a wallet (integers at 10000 per unit). */
export interface WalletAmounts {
  amount: number;
  amountFree: number;
  amountCredit: number;
  amountFreeze: number;
}

/** Available balance = Amount + AmountFree + AmountCredit - AmountFreeze (spec 000 §3). */
export function availableBalance(w: WalletAmounts): number {
  return w.amount + w.amountFree + w.amountCredit - w.amountFreeze;
}
