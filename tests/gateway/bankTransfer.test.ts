import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import type { BankTransferAccount, BankTransferCredit } from '../../src/contract/entities/bankTransfer';
import type { Transaction } from '../../src/contract/entities/transaction';
import { referenceCode } from '../../src/contract/referenceCode';
import { RetCode } from '../../src/contract/retCodes';
import type { AuthTokens, UserInfo } from '../../src/contract/entities/user';
import { bankTransfers, invoices, users } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { newUser, walletsAgainstJournal } from './userFixture';

type Page = { Total: number; Transactions: Transaction[] };

/** The operator's bank-transfer matching: reference code -> account, credited once per transfer. */
describe('bank transfers (OperatorGetBankTransferAccount, OperatorCreditBankTransfer)', () => {
  let gw: TestGateway;
  let operator: string;
  let operator2: string;
  let bankRefs = 0;
  const bankRef = () => `STMT-${Date.now()}-${++bankRefs}`;
  beforeAll(async () => {
    gw = await startTestGateway();
    // Two sessions of the seeded operator, and a second operator account: two operators at work.
    operator = (await gw.ok<AuthTokens>('LoginByPassword', { Email: 'operator@example.com', Password: 'Operator-2026!' })).AccessToken;
    const second = await newUser(gw.db);
    await gw.db.update(users).set({ role: 'operator' }).where(eq(users.id, second.userId));
    operator2 = second.token;
  });
  afterAll(() => gw.close());

  it('finds the account by its reference code, credits the received amount once as a Recharge with an invoice, upgrades it, and the customer sees it', async () => {
    const u = await newUser(gw.db);
    const code = referenceCode(u.userId);
    const found = await gw.ok<BankTransferAccount>('OperatorGetBankTransferAccount', { ReferenceCode: code.toLowerCase() }, operator);
    expect(found).toMatchObject({ ReferenceCode: code, Email: u.email, Upgrade: false, Transfers: [] });

    const ref = bankRef();
    const credit = await gw.ok<BankTransferCredit>('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: ref, Amount: 1_234_500, Payer: 'ACME Trading 有限公司' }, operator);
    expect(credit).toMatchObject({ ReferenceCode: code, Email: u.email, BankReference: ref, Amount: 1_234_500, ProductType: 0, Payer: 'ACME Trading 有限公司', CreditedBy: 'operator@example.com', AlreadyCredited: false });
    // Sent again (a retry, another operator): the same credit answered, nothing added.
    const again = await gw.ok<BankTransferCredit>('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: ref, Amount: 1_234_500 }, operator2);
    expect(again).toMatchObject({ TransferId: credit.TransferId, AlreadyCredited: true });
    // The same transfer with other details is refused and changes nothing.
    const other = await newUser(gw.db);
    const conflict = await gw.api('OperatorCreditBankTransfer', { ReferenceCode: referenceCode(other.userId), BankReference: ref, Amount: 1_234_500 }, operator);
    expect(conflict).toMatchObject({ RetCode: RetCode.BankTransferAlreadyCredited, Message: 'This bank transfer was already credited with other details', Data: { TransferId: credit.TransferId, ReferenceCode: code } });
    expect((await gw.api('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: ref, Amount: 1_000_000 }, operator)).RetCode).toBe(RetCode.BankTransferAlreadyCredited);

    // The customer: balance, a Recharge transaction, an invoice, and the account upgraded.
    expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: 0 }, u.token)).Available).toBe(1_234_500);
    const list = await gw.ok<Page>('GetTransactionList', {}, u.token);
    expect(list.Transactions).toEqual([expect.objectContaining({ Type: 'Recharge', State: 1, Amount: 1_234_500, Reference: `bank-transfer:${credit.TransferId}` })]);
    const inv = await gw.ok<{ Invoices: Array<{ Amount: number; Type: string }> }>('GetInvoiceList', {}, u.token);
    expect(inv.Invoices).toEqual([expect.objectContaining({ Type: 'Recharge', Amount: 1_234_500 })]);
    expect((await gw.ok<UserInfo>('GetUserInfo', {}, u.token)).Upgrade).toBe(true);
    expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: 0 }, other.token)).Available).toBe(0);
    for (const w of await walletsAgainstJournal(gw.db, u.userId)) expect(w.balances).toEqual(w.journal);

    const after = await gw.ok<BankTransferAccount>('OperatorGetBankTransferAccount', { ReferenceCode: code }, operator);
    expect(after.Upgrade).toBe(true);
    expect(after.Transfers.map((t) => [t.BankReference, t.Amount])).toEqual([[ref, 1_234_500]]);

    // Into a product wallet.
    await gw.ok('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: bankRef(), Amount: 500_000, ProductType: WalletProductType.SMS }, operator);
    expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: WalletProductType.SMS }, u.token)).Available).toBe(500_000);
  });

  it('refuses a mistyped code, an unknown account and bad amounts, naming what is wrong', async () => {
    const u = await newUser(gw.db);
    const code = referenceCode(u.userId);
    const typo = `${code.slice(0, 11)}${(Number(code.at(-1)) + 1) % 10}`;
    for (const ReferenceCode of [typo, 'MC123', '', 'XX0000000100']) {
      const r = await gw.api('OperatorGetBankTransferAccount', { ReferenceCode }, operator);
      expect(r.RetCode, ReferenceCode).toBe(RetCode.InvalidParams);
      expect(r.Message, ReferenceCode).toMatch(/^ReferenceCode: /);
    }
    expect((await gw.api('OperatorGetBankTransferAccount', { ReferenceCode: referenceCode(99_999_998) }, operator)).RetCode).toBe(RetCode.BankTransferAccountNotFound);
    for (const Amount of [0, -10_000, 1.5, 12_345, '100.00', null]) {
      const r = await gw.api('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: bankRef(), Amount }, operator);
      expect(r, String(Amount)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringMatching(/^(Amount: )?Amount verification failure$/) });
    }
    expect((await gw.api('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: ' ', Amount: 10_000 }, operator)).RetCode).toBe(RetCode.InvalidParams);
    expect((await gw.api('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: bankRef(), Amount: 10_000, ProductType: 7 }, operator)).RetCode).toBe(RetCode.InvalidParams);
    expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: 0 }, u.token)).Available).toBe(0);
  });

  it('a customer (own code or another account\'s, session or access key) cannot call either', async () => {
    const u = await newUser(gw.db);
    const victim = await newUser(gw.db);
    expect((await gw.ok<UserInfo>('GetUserInfo', {}, u.token)).Permissions).not.toContain('PaymentOperator');
    expect((await gw.ok<UserInfo>('GetUserInfo', {}, operator)).Permissions).toContain('PaymentOperator');
    const key = await gw.ok<{ AccessKeyId: string; AccessKeySecret: string }>('CreateAccessKey', { Name: 'script' }, u.token);
    for (const code of [referenceCode(u.userId), referenceCode(victim.userId)]) {
      const calls: Array<[string, Record<string, unknown>]> = [
        ['OperatorGetBankTransferAccount', { ReferenceCode: code }],
        ['OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: bankRef(), Amount: 10_000_000 }],
      ];
      for (const [action, params] of calls) {
        const env = await gw.api(action, params, u.token);
        expect(env.RetCode, action).toBe(RetCode.PermissionDenied);
        expect(env.Data, action).toBeUndefined();
        expect((await gw.api(action, params)).RetCode, `${action} signed out`).toBe(RetCode.NotLoggedIn);
        const viaKey = await fetch(`${gw.url}/api`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `AccessKey ${key.AccessKeyId}:${key.AccessKeySecret}` },
          body: JSON.stringify({ Action: action, ...params }),
        });
        expect(((await viaKey.json()) as { RetCode: number }).RetCode, `${action} by access key`).toBe(RetCode.PermissionDenied);
      }
    }
    for (const who of [u, victim]) expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: 0 }, who.token)).Available).toBe(0);
    expect(await gw.db.select().from(bankTransfers).where(eq(bankTransfers.userId, victim.userId))).toEqual([]);
  });

  it('two operators submitting the same transfer at once credit it exactly once; different transfers all add up', async () => {
    const u = await newUser(gw.db);
    const code = referenceCode(u.userId);
    const ref = bankRef();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => gw.ok<BankTransferCredit>('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: ref, Amount: 2_000_000 }, i % 2 ? operator : operator2)),
    );
    expect(answers.filter((a) => !a.AlreadyCredited)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.TransferId)).size).toBe(1);
    expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: 0 }, u.token)).Available).toBe(2_000_000);
    expect((await gw.ok<Page>('GetTransactionList', {}, u.token)).Total).toBe(1);
    expect(await gw.db.select().from(invoices).where(eq(invoices.userId, u.userId))).toHaveLength(1);

    // Ten different transfers to the same account in parallel: every one credited, none lost.
    await Promise.all(Array.from({ length: 10 }, (_, i) => gw.ok('OperatorCreditBankTransfer', { ReferenceCode: code, BankReference: bankRef(), Amount: 100_000 * (i + 1) }, i % 2 ? operator : operator2)));
    expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: 0 }, u.token)).Available).toBe(2_000_000 + 5_500_000);
    expect((await gw.ok<Page>('GetTransactionList', { Limit: 15 }, u.token)).Total).toBe(11);
    for (const w of await walletsAgainstJournal(gw.db, u.userId)) expect(w.balances).toEqual(w.journal);
  });
});
