import { and, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TransactionType } from '../../../contract/entities/transaction';
import { walletJournal, wallets } from '../../db/schema';

const money = sql`(${walletJournal.deltaAmount} + ${walletJournal.deltaFree} + ${walletJournal.deltaCredit})`;

/**
 * The transaction type of a journal row, in SQL so the Type filter and the answer agree: a refund
 * is one; money in is a Recharge, or a BonusRecharge when it is bonus money only; money out is a
 * Deduct, or a BonusDeduction when it came from bonus money only. (Withdraw, CancelPromotion and
 * CreditCardDeduction have no producer yet: no row is classified as them.)
 */
export const transactionType = sql<TransactionType>`case
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
  reference: walletJournal.reference,
  createdAt: walletJournal.createdAt,
};

export interface TransactionFilter {
  Type?: TransactionType;
  ProductType?: number;
  StartTime?: number;
  EndTime?: number;
}

/**
 * The caller's journal rows that move money (rows that only freeze or unfreeze are holds, not
 * transactions), filtered. Reads `wallet_journal` joined to `wallets`.
 */
export function transactionWhere(userId: number, f: TransactionFilter): SQL {
  const parts: (SQL | undefined)[] = [
    eq(wallets.userId, userId),
    or(ne(walletJournal.deltaAmount, 0), ne(walletJournal.deltaFree, 0), ne(walletJournal.deltaCredit, 0)),
    f.ProductType === undefined ? undefined : eq(wallets.productType, f.ProductType),
    f.StartTime === undefined ? undefined : gte(walletJournal.createdAt, f.StartTime * 1000),
    f.EndTime === undefined ? undefined : lt(walletJournal.createdAt, (f.EndTime + 1) * 1000),
    f.Type === undefined ? undefined : sql`${transactionType} = ${f.Type}`,
  ];
  return and(...parts)!;
}
