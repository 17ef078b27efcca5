import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/contract/entities/invoice';
import { type InpourPayment, PaymentStatus } from '../../src/contract/entities/payment';
import { RetCode } from '../../src/contract/retCodes';
import { users } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { bindSimCard, until } from './paymentFixture';
import { newUser } from './userFixture';

/** The text of a PDF as poppler's pdftotext reads it (Debian's poppler-utils, installed by .ci/run). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  const file = join(dir, 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('invoices: list, PDF per paid bill (pdfkit, embedded CJK font), isolation', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ taxRateBasisPoints: 1000 });
  });
  afterAll(() => gw.close());

  async function download(token: string, invoiceNo: string): Promise<Response> {
    const file = await gw.ok<{ FileName: string; Url: string }>('GetInvoiceFile', { InvoiceNo: invoiceNo }, token);
    expect(file.FileName).toBe(`${invoiceNo}.pdf`);
    return fetch(`${gw.url}${file.Url}`);
  }

  it('issues a numbered invoice for a recharge whose PDF says who, what and how much, in English and Chinese', async () => {
    const u = await newUser(gw.db);
    // A short address: the fixture's addresses grow with its counter, and a longer one wraps in the "Bill to" column.
    u.email = `lin.mei.${u.userId}@test.example`;
    await gw.db.update(users).set({ displayName: '张伟 Zhang Wei', email: u.email }).where(eq(users.id, u.userId));
    await bindSimCard(gw, u.token);
    const p = await gw.ok<InpourPayment>('CreateInpourPayment', { Amount: 500_000 }, u.token);
    const paid = await until('the payment', async () => {
      const x = await gw.ok<InpourPayment>('GetInpourPayment', { PaymentId: p.PaymentId }, u.token);
      return x.Status === PaymentStatus.Succeeded ? x : null;
    });
    const list = await gw.ok<{ Total: number; Invoices: Invoice[] }>('GetInvoiceList', {}, u.token);
    expect(list.Total).toBe(1);
    const inv = list.Invoices[0]!;
    expect(inv).toMatchObject({ InvoiceNo: paid.InvoiceNo, Type: 'Recharge', Status: 1, Subtotal: 500_000, Taxes: 0, Amount: 500_000, Currency: 'usd', PaidBy: 'visa •••• 4242' });
    const res = await download(u.token, inv.InvoiceNo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${inv.InvoiceNo}.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Invoice 发票');
    expect(text).toContain(inv.InvoiceNo);
    expect(text).toContain('Recharge 充值');
    expect(text).toContain('Paid 已支付');
    expect(text).toContain('Lin Mei 林梅'); // the card holder named in the billing address
    expect(text).toContain('1 Century Ave, 200000 Shanghai, CN');
    expect(text).toContain(u.email);
    expect(text).toMatch(/Total 合计\s+\$50\.00/);
    expect(text).toMatch(/Taxes 税费\s+\$0\.00/);
    expect(text).toContain(new Date(inv.CreateTime * 1000).toISOString().slice(0, 10));
  });

  it('issues an invoice with subtotal and taxes for a package bought from the balance', async () => {
    const u = await newUser(gw.db, { fund: 10_000_000 });
    await gw.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'month', Quantity: 1 }, u.token);
    const list = await gw.ok<{ Invoices: Invoice[] }>('GetInvoiceList', { Type: 'Subscription' }, u.token);
    expect(list.Invoices).toEqual([expect.objectContaining({ Type: 'Subscription', Subtotal: 290_000, Taxes: 29_000, Amount: 319_000, PaidBy: 'Account balance' })]);
    const text = pdfText(Buffer.from(await (await download(u.token, list.Invoices[0]!.InvoiceNo)).arrayBuffer()));
    expect(text).toContain('Subscription 订阅套餐');
    expect(text).toContain('Starter 入门版');
    expect(text).toMatch(/Subtotal 小计\s+\$29\.00/);
    expect(text).toMatch(/Taxes 税费\s+\$2\.90/);
    expect(text).toMatch(/Total 合计\s+\$31\.90/);
  });

  it("keeps each account's invoices to itself: list, download address and a guessed or stale token", async () => {
    const a = await newUser(gw.db, { fund: 10_000_000 });
    await gw.ok('BuySubscriptionPackage', { SubscriptionNo: 'pkg-starter', Period: 1, PeriodUnit: 'month', Quantity: 1 }, a.token);
    const [inv] = (await gw.ok<{ Invoices: Invoice[] }>('GetInvoiceList', {}, a.token)).Invoices;
    const b = await newUser(gw.db);
    expect((await gw.ok<{ Total: number }>('GetInvoiceList', {}, b.token)).Total).toBe(0);
    expect(await gw.api('GetInvoiceFile', { InvoiceNo: inv!.InvoiceNo }, b.token)).toMatchObject({ RetCode: RetCode.InvoiceNotFound, Message: 'The invoice does not exist' });
    const base = `${gw.url}/api/files/invoice/${encodeURIComponent(inv!.InvoiceNo)}`;
    expect((await fetch(base)).status).toBe(404);
    expect((await fetch(`${base}?token=inv_guess`)).status).toBe(404);
    const first = await gw.ok<{ Url: string }>('GetInvoiceFile', { InvoiceNo: inv!.InvoiceNo }, a.token);
    await gw.ok('GetInvoiceFile', { InvoiceNo: inv!.InvoiceNo }, a.token); // a new address replaces the first
    expect((await fetch(`${gw.url}${first.Url}`)).status).toBe(404);
  });
});
