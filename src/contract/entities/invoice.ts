import { z } from 'zod';
import { PAGE_SIZE_SETS } from '../constants';

const int = () => z.number().int();

/** What an invoice is for: a recharge paid by card, or a package bought from the balance. */
export const InvoiceKinds = ['Recharge', 'Subscription'] as const;
export type InvoiceKind = (typeof InvoiceKinds)[number];

/** Page sizes of the invoice list: the spec's [10, 15, 30]. */
export const INVOICE_PAGE_SIZES = PAGE_SIZE_SETS[2];

/** A paid bill's invoice (spec 000 §3 Bill: invoice number, type, date, status, amount). Amounts at 10000 per unit. */
export const Invoice = z.object({
  InvoiceNo: z.string(),
  Type: z.enum(InvoiceKinds),
  /** 1 Success (paid); invoices are issued only for paid bills. */
  Status: int(),
  Subtotal: int(),
  Taxes: int(),
  Amount: int(),
  Currency: z.string(),
  PaidBy: z.string(),
  Description: z.string(),
  /** Unix seconds. */
  CreateTime: int(),
});
export type Invoice = z.infer<typeof Invoice>;
