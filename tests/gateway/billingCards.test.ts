import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import { CardHoldStatus, type InpourPayment, PaymentStatus } from '../../src/contract/entities/payment';
import { RetCode } from '../../src/contract/retCodes';
import { cardHolds, paymentCards, simPaymentObjects, users } from '../../src/gateway/db/schema';
import { creditWallet, debitWallet } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { bindSimCard, CARD_FORM, postSimForm, until } from './paymentFixture';
import { newUser } from './userFixture';

const DAY = 86_400_000;
type Balance = { Available: number };

describe('card binding with the simulated provider (CreateSetupIntent, GetCardWalletList)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());
  afterEach(() => vi.useRealTimers());

  it('binds a card: only token, brand, last four, expiry, billing address and the default flag are kept; 10 USD is frozen on it', async () => {
    const u = await newUser(gw.db);
    const { state, cards } = await bindSimCard(gw, u.token);
    expect(state).toMatchObject({ Status: 'succeeded', Error: '', CardId: cards[0]!.CardId });
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toMatchObject({ Brand: 'visa', Last4: '4242', ExpMonth: 12, Name: 'Lin Mei 林梅', Default: true, BillingAddress: { City: 'Shanghai', PostalCode: '200000', Address: '1 Century Ave', Country: 'CN' } });
    expect(card.Hold).toMatchObject({ Amount: 100_000, Status: CardHoldStatus.Frozen, ReleasedTime: null });
    // Released within 2 weeks: scheduled 7 days after binding.
    expect(card.Hold!.ReleaseTime! - card.CreateTime).toBeGreaterThanOrEqual(7 * 86_400 - 5);
    expect(card.Hold!.ReleaseTime! - card.CreateTime).toBeLessThanOrEqual(14 * 86_400);
    // No card number anywhere: not in the gateway's row, not in the simulated provider's records.
    const [row] = await gw.db.select().from(paymentCards).where(eq(paymentCards.cardId, card.CardId));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    const sim = await gw.db.select().from(simPaymentObjects);
    expect(JSON.stringify(sim)).not.toContain('4242424242424242');
    expect(row!.providerToken).toMatch(/^pm_sim_/);
    // Binding a card upgrades the account.
    const [after] = await gw.db.select({ upgrade: users.upgrade }).from(users).where(eq(users.id, u.userId));
    expect(after!.upgrade).toBe(true);
  });

  it('a second card is not the default until chosen; removing the default promotes the other', async () => {
    const u = await newUser(gw.db);
    await bindSimCard(gw, u.token);
    const { cards } = await bindSimCard(gw, u.token, '5555555555554444');
    expect(cards.map((c) => [c.Brand, c.Default])).toEqual([
      ['visa', true],
      ['mastercard', false],
    ]);
    const master = cards[1]!;
    expect(await gw.ok('UpdateCardWallet', { CardId: master.CardId, Default: true }, u.token)).toMatchObject({ CardId: master.CardId, Default: true });
    const now = await gw.ok<{ Cards: Array<{ CardId: string; Default: boolean }> }>('GetCardWalletList', {}, u.token);
    expect(now.Cards.filter((c) => c.Default).map((c) => c.CardId)).toEqual([master.CardId]);
    await gw.ok('DeleteCardWallet', { CardId: master.CardId }, u.token);
    const left = await gw.ok<{ Cards: Array<{ Brand: string; Default: boolean }> }>('GetCardWalletList', {}, u.token);
    expect(left.Cards.map((c) => [c.Brand, c.Default])).toEqual([['visa', true]]);
  });

  it("says 'Failed to process payment details' when the card is declined, or its 10 USD cannot be frozen, and keeps no card", async () => {
    const u = await newUser(gw.db);
    // Declined at the form: the binding stays open for another card (as a Stripe SetupIntent does).
    const si = await gw.ok<{ SetupIntentId: string; ClientSecret: string }>('CreateSetupIntent', {}, u.token);
    const declined = await postSimForm(gw, { SetupIntentId: si.SetupIntentId, ClientSecret: si.ClientSecret, Number: '4000000000000002', ...CARD_FORM });
    expect(declined).toMatchObject({ RetCode: RetCode.PaymentDetailsFailed, Message: 'Failed to process payment details', Data: { Reason: 'Your card was declined.' } });
    expect((await gw.ok<{ Status: string }>('CompleteSetupIntent', { SetupIntentId: si.SetupIntentId }, u.token)).Status).toBe('pending');
    expect((await gw.ok<{ Cards: unknown[]; SetupIntent: { Status: string } }>('GetCardWalletList', { SetupIntentId: si.SetupIntentId }, u.token))).toMatchObject({ Cards: [], SetupIntent: { Status: 'pending' } });
    expect((await postSimForm(gw, { SetupIntentId: si.SetupIntentId, ClientSecret: si.ClientSecret, Number: '4242424242424242', ...CARD_FORM })).RetCode).toBe(0);
    await until('the retried binding', async () => (await gw.ok<{ SetupIntent: { Status: string } }>('GetCardWalletList', { SetupIntentId: si.SetupIntentId }, u.token)).SetupIntent.Status === 'succeeded');
    await gw.ok('DeleteCardWallet', { CardId: (await gw.ok<{ Cards: Array<{ CardId: string }> }>('GetCardWalletList', {}, u.token)).Cards[0]!.CardId }, u.token);
    const poor = await bindSimCard(gw, u.token, '4000000000009995');
    expect(poor.state).toMatchObject({ Status: 'failed', Error: 'Failed to process payment details', Reason: 'Your card has insufficient funds.' });
    expect(poor.cards).toEqual([]);
    const holds = await gw.db.select().from(cardHolds).where(eq(cardHolds.userId, u.userId));
    expect(holds.map((h) => h.status).sort()).toEqual([CardHoldStatus.Frozen, CardHoldStatus.Failed]);
  });

  it('refuses a mistyped number, a past expiry and a bad security code on the form, naming the problem', async () => {
    const u = await newUser(gw.db);
    const si = await gw.ok<{ SetupIntentId: string; ClientSecret: string }>('CreateSetupIntent', {}, u.token);
    const base = { SetupIntentId: si.SetupIntentId, ClientSecret: si.ClientSecret, ExpMonth: 12, ExpYear: 2099, Cvc: '123', Name: 'A' };
    expect((await postSimForm(gw, { ...base, Number: '4242424242424241' })).Data?.Reason).toBe('Your card number is invalid.');
    expect((await postSimForm(gw, { ...base, Number: '4242424242424242', ExpYear: 2020 })).Data?.Reason).toBe('Your card has expired.');
    expect((await postSimForm(gw, { ...base, Number: '4242424242424242', Cvc: '1' })).Data?.Reason).toBe("Your card's security code is invalid.");
    expect((await postSimForm(gw, { ...base, Number: '4242424242424242', ClientSecret: 'seti_x_secret_wrong' })).Data?.Reason).toBe('No such setup intent');
    // Another account cannot follow or complete this binding.
    const other = await newUser(gw.db);
    expect((await gw.api('CompleteSetupIntent', { SetupIntentId: si.SetupIntentId }, other.token)).RetCode).toBe(RetCode.SetupIntentNotFound);
    expect((await gw.api('GetCardWalletList', { SetupIntentId: si.SetupIntentId }, other.token)).RetCode).toBe(RetCode.SetupIntentNotFound);
  });

  it('releases the 10 USD with the scheduled job once its time has come (moved clock), not before', async () => {
    const u = await newUser(gw.db);
    const { cards } = await bindSimCard(gw, u.token);
    const [hold] = await gw.db.select().from(cardHolds).where(eq(cardHolds.userId, u.userId));
    expect(hold!.status).toBe(CardHoldStatus.Frozen);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 6 * DAY });
    await new Promise((r) => setTimeout(r, 1500)); // several polls of the job runner
    expect((await gw.db.select().from(cardHolds).where(eq(cardHolds.id, hold!.id)))[0]!.status).toBe(CardHoldStatus.Frozen);
    vi.setSystemTime(start + 7 * DAY + 60_000);
    const released = await until('the hold to be released', async () => {
      const [h] = await gw.db.select().from(cardHolds).where(eq(cardHolds.id, hold!.id));
      return h!.status === CardHoldStatus.Released ? h : null;
    });
    expect(released!.releasedAt).toBeGreaterThanOrEqual(start + 7 * DAY);
    // The provider's authorisation is cancelled too.
    const [pi] = await gw.db.select().from(simPaymentObjects).where(eq(simPaymentObjects.id, hold!.providerRef!));
    expect(pi!.data.status).toBe('canceled');
    vi.useRealTimers();
    const list = await gw.ok<{ Cards: Array<{ CardId: string; Hold: { Status: number; ReleasedTime: number } }> }>('GetCardWalletList', {}, u.token);
    expect(list.Cards.find((c) => c.CardId === cards[0]!.CardId)!.Hold).toMatchObject({ Status: CardHoldStatus.Released });
  });
});

describe('recharge (CreateInpourPayment)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  const settled = (gwToken: string, paymentId: string) =>
    until('the payment to settle', async () => {
      const p = await gw.ok<InpourPayment>('GetInpourPayment', { PaymentId: paymentId }, gwToken);
      return p.Status === PaymentStatus.Processing ? null : p;
    });

  it("refuses less than 50.00, fractions of a cent and non-numbers with 'Amount verification failure'", async () => {
    const u = await newUser(gw.db);
    await bindSimCard(gw, u.token);
    for (const bad of [499_999, 0, -500_000, 500_001, 500_050, 1.5, '50.00', null, 1e12]) {
      expect(await gw.api('CreateInpourPayment', { Amount: bad }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringMatching(/^(Amount: )?Amount verification failure$/) });
    }
    expect((await gw.ok<Balance>('GetBalance', { ProductType: 0 }, u.token)).Available).toBe(0);
  });

  it("refuses an account without top-up with the spec's text, and one without a card", async () => {
    const trial = await newUser(gw.db);
    expect(await gw.api('CreateInpourPayment', { Amount: 500_000 }, trial.token)).toMatchObject({ RetCode: RetCode.TopUpUnavailable, Message: 'Please contact our operation staff to open the top-up service' });
    const nonUpgradable = await newUser(gw.db);
    await gw.db.update(users).set({ upgrade: true, type: 4 }).where(eq(users.id, nonUpgradable.userId));
    expect((await gw.api('CreateInpourPayment', { Amount: 500_000 }, nonUpgradable.token)).RetCode).toBe(RetCode.TopUpUnavailable);
    const noCard = await newUser(gw.db);
    await gw.db.update(users).set({ upgrade: true }).where(eq(users.id, noCard.userId));
    expect(await gw.api('CreateInpourPayment', { Amount: 500_000 }, noCard.token)).toMatchObject({ RetCode: RetCode.NoPaymentCard });
  });

  it('charges 50.00, credits the chosen wallet once (also when the request is repeated) and lists the recharge', async () => {
    const u = await newUser(gw.db);
    await bindSimCard(gw, u.token);
    const first = await gw.ok<InpourPayment>('CreateInpourPayment', { Amount: 500_000, ProductType: WalletProductType.SMS, IdempotencyKey: 'recharge-key-1' }, u.token);
    expect(first).toMatchObject({ Amount: 500_000, ProductType: 9, Status: PaymentStatus.Processing, Origin: 'manual', Last4: '4242' });
    const again = await gw.ok<InpourPayment>('CreateInpourPayment', { Amount: 500_000, ProductType: WalletProductType.SMS, IdempotencyKey: 'recharge-key-1' }, u.token);
    expect(again.PaymentId).toBe(first.PaymentId);
    const done = await settled(u.token, first.PaymentId);
    expect(done).toMatchObject({ Status: PaymentStatus.Succeeded, Error: '' });
    expect(done.InvoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
    expect((await gw.ok<Balance>('GetBalance', { ProductType: 9 }, u.token)).Available).toBe(500_000);
    const list = await gw.ok<{ Transactions: Array<{ Type: string; Amount: number; Reference: string }> }>('GetTransactionList', { Type: 'Recharge' }, u.token);
    expect(list.Transactions).toEqual([expect.objectContaining({ Type: 'Recharge', Amount: 500_000, Reference: `payment:${first.PaymentId}` })]);
    // Another account sees nothing of it.
    const other = await newUser(gw.db);
    expect((await gw.api('GetInpourPayment', { PaymentId: first.PaymentId }, other.token)).RetCode).toBe(RetCode.PaymentNotFound);
  });

  it("a card that refuses the charge fails the payment with 'Failed to process payment details' and credits nothing", async () => {
    const u = await newUser(gw.db);
    await bindSimCard(gw, u.token, '4000000000000341');
    const p = await gw.ok<InpourPayment>('CreateInpourPayment', { Amount: 750_000 }, u.token);
    expect(await settled(u.token, p.PaymentId)).toMatchObject({ Status: PaymentStatus.Failed, Error: 'Failed to process payment details', Reason: 'Your card was declined.', InvoiceNo: null });
    expect((await gw.ok<Balance>('GetBalance', { ProductType: 0 }, u.token)).Available).toBe(0);
    // Another account's card cannot be named.
    const other = await newUser(gw.db);
    await bindSimCard(gw, other.token);
    const mine = (await gw.ok<{ Cards: Array<{ CardId: string }> }>('GetCardWalletList', {}, u.token)).Cards[0]!.CardId;
    expect((await gw.api('CreateInpourPayment', { Amount: 500_000, CardId: mine }, other.token)).RetCode).toBe(RetCode.CardNotFound);
    expect((await gw.api('UpdateCardWallet', { CardId: mine, Default: true }, other.token)).RetCode).toBe(RetCode.CardNotFound);
    expect((await gw.api('DeleteCardWallet', { CardId: mine }, other.token)).RetCode).toBe(RetCode.CardNotFound);
  });

  it('auto recharge refills a wallet that fell below the threshold to the set amount, from the default card', async () => {
    const u = await newUser(gw.db);
    await bindSimCard(gw, u.token);
    expect(await gw.api('UpdateAutoRecharge', { Target: 2_000_000 }, u.token)).toMatchObject({ RetCode: RetCode.AutoRechargeTooLow });
    await gw.ok('UpdateBalanceAlarmThreshold', { Threshold: 1_000_000 }, u.token);
    expect(await gw.api('UpdateAutoRecharge', { Target: 1_400_000 }, u.token)).toMatchObject({ RetCode: RetCode.AutoRechargeTooLow });
    await gw.ok('UpdateAutoRecharge', { Target: 2_000_000 }, u.token);
    expect((await gw.ok<{ AutoRechargeTarget: number }>('GetBalanceAlarm', {}, u.token)).AutoRechargeTarget).toBe(2_000_000);
    const SMS = WalletProductType.SMS;
    await gw.db.transaction((tx) => creditWallet(tx, u.userId, SMS, { amount: 1_500_000 }, { kind: 'test', reference: 'fixture', now: Date.now() }));
    await gw.db.transaction((tx) => debitWallet(tx, u.userId, SMS, 1_234_500, { kind: 'deduct', reference: 'usage', now: Date.now() }));
    // 150.00 - 123.45 = 26.55, below 100.00: refilled to 200.00 with a charge of 173.45.
    const b = await until('the auto recharge', async () => {
      const bal = await gw.ok<Balance>('GetBalance', { ProductType: SMS }, u.token);
      return bal.Available === 2_000_000 ? bal : null;
    });
    expect(b.Available).toBe(2_000_000);
    const list = await gw.ok<{ Transactions: Array<{ Type: string; Amount: number }> }>('GetTransactionList', { Type: 'Recharge', ProductType: SMS }, u.token);
    expect(list.Transactions.map((t) => t.Amount)).toEqual([1_734_500, 1_500_000]);
    const invoices = await gw.ok<{ Invoices: Array<{ Amount: number; Type: string }> }>('GetInvoiceList', {}, u.token);
    expect(invoices.Invoices).toEqual([expect.objectContaining({ Type: 'Recharge', Amount: 1_734_500 })]);
  });
});
