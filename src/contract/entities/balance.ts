import { z } from 'zod';

const int = () => z.number().int();

/**
 * The four amounts of a balance and the result of the spec's formula (spec 000 §3), integers at
 * 10000 per unit: Available = Amount + AmountFree + AmountCredit - AmountFreeze.
 */
export const BalanceAmounts = z.object({
  Amount: int(),
  AmountFreeze: int(),
  AmountFree: int(),
  AmountCredit: int(),
  Available: int(),
  Currency: z.string(),
});
export type BalanceAmounts = z.infer<typeof BalanceAmounts>;

/** Balance of one product type: the sums over its wallets (0 main, 9 SMS, 6003 voice, 6011 e-mail, 6026 advertising). */
export const Balance = BalanceAmounts.extend({ ProductType: int() });
export type Balance = z.infer<typeof Balance>;

/**
 * GetBalance's answer. With a ProductType: that type's balance, and ProductTypes holds it alone.
 * Without: the whole account (every wallet summed, ProductType null) and ProductTypes the balance
 * of each product type (the main wallet and the four sub-wallets always, any other type the account has).
 */
export const AccountBalance = BalanceAmounts.extend({ ProductType: int().nullable(), ProductTypes: z.array(Balance) });
export type AccountBalance = z.infer<typeof AccountBalance>;
