import { CURRENCY, WalletProductType } from '../../contract/constants';
import type { AccountBalance, Balance } from '../../contract/entities/balance';
import { availableBalance, type WalletAmounts } from './availableBalance';
import { MAIN_WALLET } from './mainWallet';

/** The product types every breakdown lists, even without a wallet yet: the main wallet, then the spec's sub-wallets in its order. */
export const LISTED_PRODUCT_TYPES: readonly number[] = [
  MAIN_WALLET,
  WalletProductType.Advertising,
  WalletProductType.Voice,
  WalletProductType.Email,
  WalletProductType.SMS,
];

export interface WalletRow extends WalletAmounts {
  productType: number;
}

function add(a: number, b: number): number {
  const s = a + b;
  if (!Number.isSafeInteger(s)) throw new RangeError(`Balance sum is not a safe integer: ${a} + ${b}`);
  return s;
}

/** The sums over the wallets of one product type, with Available by the spec's formula. */
function balanceOf(rows: readonly WalletRow[], productType: number): Balance {
  const sum: WalletAmounts = { amount: 0, amountFree: 0, amountCredit: 0, amountFreeze: 0 };
  for (const r of rows) {
    if (r.productType !== productType) continue;
    sum.amount = add(sum.amount, r.amount);
    sum.amountFree = add(sum.amountFree, r.amountFree);
    sum.amountCredit = add(sum.amountCredit, r.amountCredit);
    sum.amountFreeze = add(sum.amountFreeze, r.amountFreeze);
  }
  return {
    ProductType: productType,
    Amount: sum.amount,
    AmountFree: sum.amountFree,
    AmountCredit: sum.amountCredit,
    AmountFreeze: sum.amountFreeze,
    Available: availableBalance(sum),
    Currency: CURRENCY,
  };
}

/**
 * GetBalance from an account's wallet rows. With `productType`: only the wallets of that type
 * (spec 000 §3). Without: every wallet summed, and the balance of each product type.
 */
export function accountBalance(rows: readonly WalletRow[], productType?: number): AccountBalance {
  if (productType !== undefined) {
    const one = balanceOf(rows, productType);
    return { ...one, ProductTypes: [one] };
  }
  const extra = [...new Set(rows.map((r) => r.productType))].filter((t) => !LISTED_PRODUCT_TYPES.includes(t)).sort((a, b) => a - b);
  const types = [...LISTED_PRODUCT_TYPES, ...extra].map((t) => balanceOf(rows, t));
  const total = types.reduce(
    (s, b) => ({
      Amount: add(s.Amount, b.Amount),
      AmountFree: add(s.AmountFree, b.AmountFree),
      AmountCredit: add(s.AmountCredit, b.AmountCredit),
      AmountFreeze: add(s.AmountFreeze, b.AmountFreeze),
    }),
    { Amount: 0, AmountFree: 0, AmountCredit: 0, AmountFreeze: 0 },
  );
  return {
    ProductType: null,
    ...total,
    Available: availableBalance({ amount: total.Amount, amountFree: total.AmountFree, amountCredit: total.AmountCredit, amountFreeze: total.AmountFreeze }),
    Currency: CURRENCY,
    ProductTypes: types,
  };
}
