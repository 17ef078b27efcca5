import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Invoice, InvoiceKind } from '../../../contract/entities/invoice';
import { TransactionState } from '../../../contract/entities/transaction';
import { RetCode } from '../../../contract/retCodes';
import { invoices } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';

export function toInvoice(r: typeof invoices.$inferSelect): Invoice {
  return {
    InvoiceNo: r.invoiceNo,
    Type: r.kind as InvoiceKind,
    Status: TransactionState.Success,
    Subtotal: r.subtotal,
    Taxes: r.taxes,
    Amount: r.total,
    Currency: r.currency,
    PaidBy: r.paidBy,
    Description: r.lines.map((l) => l.description).join('; '),
    CreateTime: toUnixSeconds(r.issuedAt),
  };
}

/** A page of the caller's invoices, newest first (only the caller's: another account's never show). */
export const getInvoiceList: Handler<'GetInvoiceList'> = async (p, ctx) => {
  if (p.StartTime !== undefined && p.EndTime !== undefined && p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: 'StartAfterEnd' });
  const parts: (SQL | undefined)[] = [
    eq(invoices.userId, ctx.caller.userId),
    p.Type === undefined ? undefined : eq(invoices.kind, p.Type),
    p.StartTime === undefined ? undefined : gte(invoices.issuedAt, p.StartTime * 1000),
    p.EndTime === undefined ? undefined : lt(invoices.issuedAt, (p.EndTime + 1) * 1000),
  ];
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(invoices).where(where).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { Total: total?.n ?? 0, Invoices: rows.map(toInvoice) };
};
