import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import { ExportStatus } from '../../src/contract/display/exportStatus';
import { type InpourPayment, PaymentStatus } from '../../src/contract/entities/payment';
import type { Transaction } from '../../src/contract/entities/transaction';
import { creditWallet } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { bindSimCard, until } from './paymentFixture';
import { newUser, walletsAgainstJournal } from './userFixture';

type Page = { Total: number; Transactions: Transaction[] };
const SMS = WalletProductType.SMS;

/** A recharge the provider declines is a Failed transaction: listed, filtered and exported, nothing credited. */
describe('failed payments (CreateInpourPayment declined by the provider)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  it('leaves a Failed Recharge transaction of the asked amount, credits nothing, and is filtered and exported as Failed', async () => {
    const u = await newUser(gw.db);
    // 4000 0000 0000 0341 binds, but the provider declines its charges.
    await bindSimCard(gw, u.token, '4000000000000341');
    const p = await gw.ok<InpourPayment>('CreateInpourPayment', { Amount: 750_000, ProductType: SMS }, u.token);
    const done = await until('the payment to settle', async () => {
      const s = await gw.ok<InpourPayment>('GetInpourPayment', { PaymentId: p.PaymentId }, u.token);
      return s.Status === PaymentStatus.Processing ? null : s;
    });
    expect(done).toMatchObject({ Status: PaymentStatus.Failed, Error: 'Failed to process payment details', Reason: 'Your card was declined.', InvoiceNo: null });

    const list = (q: Record<string, unknown>) => gw.ok<Page>('GetTransactionList', q, u.token);
    const all = await list({});
    expect(all.Total).toBe(1);
    expect(all.Transactions[0]).toMatchObject({ Type: 'Recharge', State: 2, ProductType: SMS, Amount: 750_000, AmountFree: 0, AmountCredit: 0, Available: 0, Reference: `payment:${p.PaymentId}` });
    expect((await list({ State: 2 })).Total).toBe(1);
    expect((await list({ State: 2, Type: 'Recharge', ProductType: SMS })).Total).toBe(1);
    expect((await list({ State: 1 })).Total).toBe(0);
    expect((await list({ State: 2, ProductType: 0 })).Total).toBe(0);

    // Nothing credited, and every balance still equals the sum of its journal.
    expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: SMS }, u.token)).Available).toBe(0);
    for (const w of await walletsAgainstJournal(gw.db, u.userId)) expect(w.balances, `wallet ${w.productType}`).toEqual(w.journal);

    // A successful recharge afterwards is a Success beside it; the Failed filter still finds one.
    await gw.db.transaction((tx) => creditWallet(tx, u.userId, SMS, { amount: 100_000 }, { kind: 'recharge', reference: 'bank:1', now: Date.now() }));
    expect((await list({ State: 1 })).Transactions.map((t) => [t.Type, t.Amount])).toEqual([['Recharge', 100_000]]);
    expect((await list({ State: 2 })).Transactions.map((t) => [t.Type, t.Amount, t.Available])).toEqual([['Recharge', 750_000, 0]]);

    // The export of Failed transactions holds that row, marked Failed.
    const exp = await gw.ok<{ ExportId: string }>('AddTransactionExportTask', { State: 2 }, u.token);
    await until('the export', async () => {
      const l = await gw.ok<{ Records: Array<{ ExportId: string; Status: number }> }>('GetExportRecordList', {}, u.token);
      return l.Records.find((r) => r.ExportId === exp.ExportId)?.Status === ExportStatus.Completed;
    });
    const file = await gw.ok<{ Url: string; RowCount: number }>('GetExportRecordFile', { ExportId: exp.ExportId }, u.token);
    expect(file.RowCount).toBe(1);
    const lines = (await (await fetch(`${gw.url}${file.Url}`)).text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(',').slice(2, 6)).toEqual(['Recharge', 'Failed', String(SMS), '75.0000']);
    // Another account sees none of it.
    const other = await newUser(gw.db);
    expect((await gw.ok<Page>('GetTransactionList', { State: 2 }, other.token)).Total).toBe(0);
  });
});
