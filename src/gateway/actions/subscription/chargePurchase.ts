import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { debitWallet, MAIN_WALLET } from '../../wallet';
import { invalidateUser } from '../../auth/authCache';
import type { InvoiceLine } from '../../db/schema';
import { issueInvoice } from '../../payments/invoices/issueInvoice';

/** The lines and taxes of a purchase's invoice (the lines add up to its total less the taxes). */
export interface PurchaseInvoice {
  lines: InvoiceLine[];
  taxes: number;
}

/**
 * Takes a paid purchase's total from the main wallet (InsufficientBalance rolls everything back)
 * and marks the user upgraded; with `invoice`, issues the purchase's invoice.
 */
export async function chargePurchase(db: Executor, userId: number, purchaseId: number, total: number, now: number, invoice?: PurchaseInvoice): Promise<void> {
  await debitWallet(db, userId, MAIN_WALLET, total, { kind: 'subscription', reference: `purchase:${purchaseId}`, now });
  // A paid bill gets its invoice in the same transaction (payments/invoices).
  if (invoice && total > 0) {
    await issueInvoice(db, { userId, kind: 'Subscription', reference: `purchase:${purchaseId}`, subtotal: total - invoice.taxes, taxes: invoice.taxes, paidBy: 'Account balance', lines: invoice.lines, now });
  }
  await db.update(users).set({ upgrade: true }).where(eq(users.id, userId));
  await invalidateUser(db, userId);
}
