import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { invoices } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { randomToken, sha256 } from '../../lib/random';
import { toUnixSeconds } from '../../lib/time';
import { INVOICE_FILE_PATH } from '../../payments/invoices/serveInvoiceFile';

const DOWNLOAD_TTL_MS = 10 * 60_000;

/**
 * A download address of one of the caller's invoices (another account's is 'The invoice does not
 * exist'): a fresh single-purpose token, valid 10 minutes; asking again replaces it.
 */
export const getInvoiceFile: Handler<'GetInvoiceFile'> = async (p, ctx) => {
  const [inv] = await ctx.db.select({ id: invoices.id, no: invoices.invoiceNo }).from(invoices).where(and(eq(invoices.invoiceNo, p.InvoiceNo), eq(invoices.userId, ctx.caller.userId)));
  if (!inv) throw new ActionError(RetCode.InvoiceNotFound);
  const token = randomToken('inv', 24);
  const expiresAt = ctx.now + DOWNLOAD_TTL_MS;
  await ctx.db.update(invoices).set({ downloadTokenHash: sha256(token), downloadExpiresAt: expiresAt }).where(eq(invoices.id, inv.id));
  return { FileName: `${inv.no}.pdf`, Url: `${INVOICE_FILE_PATH}${encodeURIComponent(inv.no)}?token=${encodeURIComponent(token)}`, ExpireTime: toUnixSeconds(expiresAt) };
};
