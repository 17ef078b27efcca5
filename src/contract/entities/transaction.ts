import { z } from 'zod';
import { PAGE_SIZE_SETS } from '../constants';

const int = () => z.number().int();

/** The eight transaction types of spec 000 §3 (Bill), in its order. */
export const TransactionTypes = ['Deduct', 'Recharge', 'Withdraw', 'Refund', 'BonusRecharge', 'CancelPromotion', 'BonusDeduction', 'CreditCardDeduction'] as const;
export type TransactionType = (typeof TransactionTypes)[number];

/** Bill status (spec 000 §3, §4): 1 Success, 2 Failed. */
export const TransactionState = { Success: 1, Failed: 2 } as const;
export type TransactionStateValue = (typeof TransactionState)[keyof typeof TransactionState];

/** Page sizes of the transaction list: the spec's set [10, 15, 30] (spec 000 §9). */
export const TRANSACTION_PAGE_SIZES = PAGE_SIZE_SETS[2];

/**
 * One change of money in a wallet (integers at 10000 per unit). Amount is signed: positive into
 * the wallet, negative out of it; AmountFree and AmountCredit are the parts of it that were bonus
 * money and credit line (the rest is paid money). Available is the product type's available
 * balance right after it. A Failed one (State 2: a payment the provider declined) moved nothing:
 * Amount is what it asked for, AmountFree and AmountCredit are 0, Available is unchanged.
 */
export const Transaction = z.object({
  TransactionId: z.string(),
  Type: z.enum(TransactionTypes),
  State: z.union([z.literal(TransactionState.Success), z.literal(TransactionState.Failed)]),
  ProductType: int(),
  Amount: int(),
  AmountFree: int(),
  AmountCredit: int(),
  Available: int(),
  Currency: z.string(),
  /** What it is about, e.g. `purchase:12`, `sms-task:…`. */
  Reference: z.string(),
  /** Unix seconds. */
  CreateTime: int(),
});
export type Transaction = z.infer<typeof Transaction>;
