import { and, eq, gte, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { TransactionState, type TransactionStateValue, type TransactionType } from '../../../contract/entities/transaction';
import { walletJournal, wallets } from '../../db/schema';

const money = sql`(${walletJournal.deltaAmount} + ${walletJournal.deltaFree} + ${walletJournal.deltaCredit})`;

/**
 * The transaction type of a journal row, in SQL so the Type filter and the answer agree: a failed
 * payment (`failed_amount` set) is the Recharge it tried to be; a refund
 * is one; money in is a Recharge, or a BonusRecharge when it is bonus money only; money out is a
 * Deduct, or a BonusDeduction when it came from bonus money only. (Withdraw, CancelPromotion and
 * CreditCardDeduction have no producer yet: no row is classified as them.)
 */
export const transactionType = sql<TransactionType>`case
  when ${walletJournal.failedAmount} is not null then 'Recharge'
  when ${walletJournal.kind} = 'refund' then 'Refund'
  when ${money} > 0 and ${walletJournal.deltaAmount} = 0 and ${walletJournal.deltaCredit} = 0 then 'BonusRecharge'
  when ${money} > 0 then 'Recharge'
  when ${walletJournal.deltaAmount} = 0 and ${walletJournal.deltaCredit} = 0 then 'BonusDeduction'
  else 'Deduct' end`;

/** The columns of a transaction (GetTransactionList and its export read the same), from `wallet_journal` joined to `wallets`. */
export const transactionColumns = {
  id: walletJournal.id,
  type: transactionType,
  productType: wallets.productType,
  amount: walletJournal.deltaAmount,
  free: walletJournal.deltaFree,
  credit: walletJournal.deltaCredit,
  availableAfter: walletJournal.availableAfter,
  failedAmount: walletJournal.failedAmount,
  reference: walletJournal.reference,
  createdAt: walletJournal.createdAt,
};

export interface TransactionFilter {
  Type?: TransactionType;
  State?: TransactionStateValue;
  ProductType?: number;
  StartTime?: number;
  EndTime?: number;
}

/**
 * The caller's journal rows that move money, and failed payments (rows that only freeze or unfreeze
 * are holds, not transactions), filtered. Reads `wallet_journal` joined to `wallets`.
 */
export function transactionWhere(userId: number, f: TransactionFilter): SQL {
  const parts: (SQL | undefined)[] = [
    eq(wallets.userId, userId),
    or(ne(walletJournal.deltaAmount, 0), ne(walletJournal.deltaFree, 0), ne(walletJournal.deltaCredit, 0), isNotNull(walletJournal.failedAmount)),
    f.State === undefined ? undefined : f.State === TransactionState.Failed ? isNotNull(walletJournal.failedAmount) : isNull(walletJournal.failedAmount),
    f.ProductType === undefined ? undefined : eq(wallets.productType, f.ProductType),
    f.StartTime === undefined ? undefined : gte(walletJournal.createdAt, f.StartTime * 1000),
    f.EndTime === undefined ? undefined : lt(walletJournal.createdAt, (f.EndTime + 1) * 1000),
    f.Type === undefined ? undefined : sql`${transactionType} = ${f.Type}`,
  ];
  return and(...parts)!;
}

/** A transaction row's State, Amount, AmountFree and AmountCredit: a failed payment shows the amount it asked for, nothing of it moved. */
export function transactionFigures(r: { amount: number; free: number; credit: number; failedAmount: number | null }) {
  if (r.failedAmount !== null) return { State: TransactionState.Failed, Amount: r.failedAmount, AmountFree: 0, AmountCredit: 0 };
  return { State: TransactionState.Success, Amount: r.amount + r.free + r.credit, AmountFree: r.free, AmountCredit: r.credit };
}
