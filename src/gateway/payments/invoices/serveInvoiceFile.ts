import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { GatewayConfig } from '../../config';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { safeEqual, sha256 } from '../../lib/random';
import { invoicePdf } from './invoicePdf';

/** Path prefix of invoice downloads: /api/files/invoice/<InvoiceNo>?token=<download token>. */
export const INVOICE_FILE_PATH = '/api/files/invoice/';

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ RetCode: 230051, Message: message }));
}

/** The seller named on invoices: the console's name and address (PUBLIC_URL). */
export function sellerOf(config: GatewayConfig): { name: string; site: string } {
  return { name: 'Messaging Console', site: config.publicUrl };
}

/**
 * Answers an invoice's PDF to whoever holds its current download token (GetInvoiceFile, valid 10
 * minutes): a token is the only key, so an address found in another account's hands after expiry,
 * or a made-up one, opens nothing.
 */
export async function serveInvoiceFile(req: IncomingMessage, res: ServerResponse, db: Db, config: GatewayConfig): Promise<void> {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET');
  const url = new URL(req.url ?? '/', 'http://x');
  let invoiceNo: string;
  try {
    invoiceNo = decodeURIComponent(url.pathname.slice(INVOICE_FILE_PATH.length));
  } catch {
    return refuse(res, 400, 'The invoice address is malformed');
  }
  const token = url.searchParams.get('token') ?? '';
  if (invoiceNo.length > 64) return refuse(res, 404, 'The invoice does not exist');
  const [inv] = await db.select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo));
  if (!inv || !inv.downloadTokenHash || !token || !safeEqual(inv.downloadTokenHash, sha256(token)) || (inv.downloadExpiresAt ?? 0) < Date.now()) {
    return refuse(res, 404, 'The invoice does not exist');
  }
  const pdf = await invoicePdf(inv, sellerOf(config));
  const fileName = `${inv.invoiceNo}.pdf`;
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': pdf.length,
    'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'no-store',
  });
  res.end(pdf);
}
