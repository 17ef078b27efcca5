import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { formatMoney } from '../../../contract/money';
import type { invoices } from '../../db/schema';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Noto Sans Hans (SIL Open Font License 1.1), shipped inside the npm package @embedpdf/fonts-sc:
 * Latin and Simplified Chinese in one font, embedded (subset) in every invoice. Read once.
 */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= { regular: readFileSync(join(fontDir, 'NotoSansHans-Regular.otf')), bold: readFileSync(join(fontDir, 'NotoSansHans-Bold.otf')) };
  return fonts;
}

const KIND_TEXT: Record<string, string> = { Recharge: 'Recharge 充值', Subscription: 'Subscription 订阅套餐' };

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The PDF of an invoice, in English with Chinese labels, from the stored invoice alone (its
 * numbers and party were frozen when it was issued, so the same file comes out every time).
 */
export function invoicePdf(inv: InvoiceRow, seller: { name: string; site: string }): Promise<Buffer> {
  const f = loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${inv.invoiceNo}`, Author: seller.name, CreationDate: new Date(inv.issuedAt) } });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  doc.font('bold').fontSize(20).text('Invoice 发票', left, 50);
  doc.font('regular').fontSize(10).fillColor('#475569').text(`${seller.name} · ${seller.site}`, left, 78);

  doc.fillColor('#0f172a').fontSize(10);
  const meta: Array<[string, string]> = [
    ['Invoice number 发票号码', inv.invoiceNo],
    ['Date of issue 开票日期', day(inv.issuedAt)],
    ['Type 类型', KIND_TEXT[inv.kind] ?? inv.kind],
    ['Status 状态', 'Paid 已支付'],
    ['Paid by 支付方式', inv.paidBy],
    ['Currency 币种', inv.currency.toUpperCase()],
  ];
  let y = 110;
  for (const [label, value] of meta) {
    doc.font('regular').fillColor('#475569').text(label, left, y, { width: 170 });
    doc.font('regular').fillColor('#0f172a').text(value, left + 175, y, { width: 200 });
    y += 16;
  }

  doc.font('bold').fontSize(11).text('Bill to 收票方', 360, 110);
  doc.font('regular').fontSize(10).text([inv.billTo.name, inv.billTo.email, inv.billTo.address].filter(Boolean).join('\n'), 360, 128, { width: right - 360 });

  y = Math.max(y, 200) + 20;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cbd5e1').stroke();
  y += 8;
  doc.font('bold').fontSize(10).text('Description 项目', left, y, { width: 300 });
  doc.text('Qty 数量', 360, y, { width: 60, align: 'right' });
  doc.text('Amount 金额', 430, y, { width: right - 430, align: 'right' });
  y += 20;
  doc.font('regular');
  for (const line of inv.lines) {
    const h = doc.heightOfString(line.description, { width: 300 });
    doc.text(line.description, left, y, { width: 300 });
    doc.text(String(line.quantity), 360, y, { width: 60, align: 'right' });
    doc.text(formatMoney(line.amount), 430, y, { width: right - 430, align: 'right' });
    y += Math.max(h, 14) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cbd5e1').stroke();
  y += 10;
  const totals: Array<[string, number, boolean]> = [
    ['Subtotal 小计', inv.subtotal, false],
    ['Taxes 税费', inv.taxes, false],
    ['Total 合计', inv.total, true],
  ];
  for (const [label, amount, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 12 : 10);
    doc.text(label, 300, y, { width: 120, align: 'right' });
    doc.text(formatMoney(amount), 430, y, { width: right - 430, align: 'right' });
    y += strong ? 20 : 16;
  }
  doc.font('regular').fontSize(8).fillColor('#475569').text(
    inv.kind === 'Recharge'
      ? 'A recharge is a prepayment credited to your account balance. 充值为预付款，已计入账户余额。'
      : 'Paid from the account balance. 已从账户余额支付。',
    left,
    y + 20,
    { width: right - left },
  );
  doc.end();
  return done;
}
