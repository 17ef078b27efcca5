import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InvoiceKind } from '../../../contract/entities/invoice';
import { CURRENCY } from '../../../contract/constants';
import type { Executor } from '../../db/client';
import { type InvoiceLine, invoiceCounters, invoices, paymentCards, users } from '../../db/schema';

/** INV-2026-000042: the year of issue and the year's running number. */
export function invoiceNumber(year: number, n: number): string {
  return `INV-${year}-${String(n).padStart(6, '0')}`;
}

/**
 * Issues the invoice of a paid bill in the caller's transaction (the one that records the
 * payment): the next number of the year (no gaps: the counter row is taken in this transaction),
 * the party it is made out to (the account's name and e-mail, the billing address of the default
 * card) and the amounts frozen as they are. A second issue for the same reference does nothing.
 */
export async function issueInvoice(
  db: Executor,
  bill: { userId: number; kind: InvoiceKind; reference: string; subtotal: number; taxes: number; paidBy: string; lines: InvoiceLine[]; now: number },
): Promise<string> {
  const [existing] = await db.select({ no: invoices.invoiceNo }).from(invoices).where(eq(invoices.reference, bill.reference));
  if (existing) return existing.no;
  const year = new Date(bill.now).getUTCFullYear();
  await db.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing();
  const [counter] = await db
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.year, year))
    .returning({ last: invoiceCounters.last });
  const invoiceNo = invoiceNumber(year, counter!.last);
  const [u] = await db.select({ email: users.email, name: users.displayName }).from(users).where(eq(users.id, bill.userId));
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, bill.userId), isNull(paymentCards.removedAt), eq(paymentCards.isDefault, true)));
  const address = card ? [card.billingAddress, [card.billingPostalCode, card.billingCity].filter(Boolean).join(' '), card.billingCountry].filter(Boolean).join(', ') : '';
  await db.insert(invoices).values({
    invoiceNo,
    userId: bill.userId,
    kind: bill.kind,
    reference: bill.reference,
    subtotal: bill.subtotal,
    taxes: bill.taxes,
    total: bill.subtotal + bill.taxes,
    currency: CURRENCY,
    paidBy: bill.paidBy,
    billTo: { name: card?.holderName || u?.name || '', email: u?.email ?? '', address },
    lines: bill.lines,
    issuedAt: bill.now,
  });
  return invoiceNo;
}
