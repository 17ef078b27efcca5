import { count, desc, eq } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { walletJournal, wallets } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';
import { transactionColumns, transactionFigures, transactionWhere } from './transactionQuery';

/**
 * A page of the caller's transactions, newest first: every change of money in a wallet, from the
 * wallet journal (so they add up to the balances), State 1 Success; and every payment the provider
 * declined, State 2 Failed, with the amount it asked for (nothing of it moved).
 */
export const getTransactionList: Handler<'GetTransactionList'> = async (p, ctx) => {
  if (p.StartTime !== undefined && p.EndTime !== undefined && p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: 'StartAfterEnd' });
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
      ...transactionFigures(r),
      ProductType: r.productType,
      Available: r.availableAfter ?? 0,
      Currency: CURRENCY,
      Reference: r.reference,
      CreateTime: toUnixSeconds(r.createdAt),
    })),
  };
};
