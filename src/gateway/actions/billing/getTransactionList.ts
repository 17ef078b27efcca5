import { count, desc, eq } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/constants';
import { TransactionState } from '../../../contract/entities/transaction';
import { RetCode } from '../../../contract/retCodes';
import { walletJournal, wallets } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';
import { transactionColumns, transactionWhere } from './transactionQuery';

/**
 * A page of the caller's transactions, newest first: every change of money in a wallet, from the
 * wallet journal (so they add up to the balances). Each is a change that happened, so State is 1
 * Success; a Failed one would be an attempt that moved no money (failed payments, once recharge
 * records them), and the State 2 filter answers none today.
 */
export const getTransactionList: Handler<'GetTransactionList'> = async (p, ctx) => {
  if (p.StartTime !== undefined && p.EndTime !== undefined && p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: 'StartAfterEnd' });
  if (p.State === TransactionState.Failed) return { Total: 0, Transactions: [] };
  const where = transactionWhere(ctx.caller.userId, p);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(transactionColumns)
      .from(walletJournal)
      .innerJoin(wallets, eq(wallets.id, walletJournal.walletId))
      .where(where)
      .orderBy(desc(walletJournal.id))
      .limit(p.Limit)
      .offset(p.Offset),
    ctx.db.select({ n: count() }).from(walletJournal).innerJoin(wallets, eq(wallets.id, walletJournal.walletId)).where(where),
  ]);
  return {
    Total: total?.n ?? 0,
    Transactions: rows.map((r) => ({
      TransactionId: String(r.id),
      Type: r.type,
      State: TransactionState.Success,
      ProductType: r.productType,
      Amount: r.amount + r.free + r.credit,
      AmountFree: r.free,
      AmountCredit: r.credit,
      Available: r.availableAfter ?? 0,
      Currency: CURRENCY,
      Reference: r.reference,
      CreateTime: toUnixSeconds(r.createdAt),
    })),
  };
};
