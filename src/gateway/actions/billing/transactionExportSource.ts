import { and, desc, eq, lt } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/constants';
import { TransactionState } from '../../../contract/entities/transaction';
import { formatAmount } from '../../../contract/money';
import { walletJournal, wallets } from '../../db/schema';
import { csvField } from '../../messaging/exports/csv';
import type { ExportSource } from '../../messaging/exports/exportJob';
import { exportFileName } from '../../messaging/exports/exportFileName';
import { transactionColumns, transactionFigures, type TransactionFilter, transactionWhere } from './transactionQuery';

/**
 * The transactions as an export source of the messaging core's exports (`source` 'transactions'):
 * the rows GetTransactionList lists for the export's filter (Failed payments with the amount they
 * asked for), newest first, amounts with their 4
 * internal decimals (what a reconciliation sums without rounding), times in UTC.
 */
export const transactionExportSource: ExportSource = {
  header: ['TransactionId', 'Time (UTC)', 'Type', 'State', 'ProductType', 'Amount', 'AmountFree', 'AmountCredit', 'AvailableAfter', 'Currency', 'Reference'],
  async page(db, exp, cursor, limit) {
    const where = transactionWhere(exp.userId, exp.filter as TransactionFilter);
    const rows = await db
      .select(transactionColumns)
      .from(walletJournal)
      .innerJoin(wallets, eq(wallets.id, walletJournal.walletId))
      .where(cursor === null ? where : and(where, lt(walletJournal.id, cursor)))
      .orderBy(desc(walletJournal.id))
      .limit(limit);
    const lines = rows.map((r) => {
      const f = transactionFigures(r);
      return [
        r.id,
        new Date(r.createdAt).toISOString().replace('T', ' ').slice(0, 19),
        r.type,
        f.State === TransactionState.Failed ? 'Failed' : 'Success',
        r.productType,
        formatAmount(f.Amount),
        formatAmount(f.AmountFree),
        formatAmount(f.AmountCredit),
        formatAmount(r.availableAfter ?? 0),
        CURRENCY,
        r.reference,
      ]
        .map((v) => csvField(v))
        .join(',');
    });
    return { lines, cursor: rows.at(-1)?.id ?? cursor ?? 0 };
  },
  fileName: exportFileName,
};
