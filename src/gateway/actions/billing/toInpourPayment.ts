import { eq } from 'drizzle-orm';
import { type InpourPayment, PaymentStatus } from '../../../contract/entities/payment';
import { SpecText } from '../../../contract/messages';
import type { Executor } from '../../db/client';
import { type inpourPayments, invoices, paymentCards } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';

/** A payment as the API shows it: a failure says the spec's text, with the provider's reason beside it. */
export async function toInpourPayment(db: Executor, p: typeof inpourPayments.$inferSelect): Promise<InpourPayment> {
  const [card] = await db.select({ cardId: paymentCards.cardId, brand: paymentCards.brand, last4: paymentCards.last4 }).from(paymentCards).where(eq(paymentCards.id, p.cardPk));
  const [inv] = p.status === PaymentStatus.Succeeded ? await db.select({ no: invoices.invoiceNo }).from(invoices).where(eq(invoices.reference, `payment:${p.paymentId}`)) : [];
  return {
    PaymentId: p.paymentId,
    Amount: p.amount,
    ProductType: p.productType,
    Status: p.status,
    Origin: p.origin === 'auto' ? 'auto' : 'manual',
    CardId: card?.cardId ?? '',
    Brand: card?.brand ?? '',
    Last4: card?.last4 ?? '',
    Error: p.status === PaymentStatus.Failed ? SpecText.PaymentDetailsFailed : '',
    Reason: p.status === PaymentStatus.Failed ? p.error : '',
    CreateTime: toUnixSeconds(p.createdAt),
    FinishTime: p.finishedAt === null ? null : toUnixSeconds(p.finishedAt),
    InvoiceNo: inv?.no ?? null,
  };
}
