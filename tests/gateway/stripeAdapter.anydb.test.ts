import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardHoldStatus, type InpourPayment, type PaymentCard, PaymentStatus, type SetupIntentState } from '../../src/contract/entities/payment';
import { configFromEnv } from '../../src/gateway/config';
import { cardHolds, providerEvents } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { until } from './paymentFixture';
import { StripeFake } from './stripeFake';
import { newUser } from './userFixture';

const WEBHOOK_SECRET = 'whsec_test_adapter';
const DAY = 86_400_000;

describe('Stripe adapter against a fake of the Stripe endpoints (stripe v23 SDK)', () => {
  const fake = new StripeFake();
  let gw: TestGateway;
  beforeAll(async () => {
    await fake.start();
    const base = configFromEnv({});
    gw = await startTestGateway({
      payments: {
        ...base.payments,
        provider: 'stripe',
        stripe: { secretKey: fake.secretKey, publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: fake.port, protocol: 'http' },
      },
    });
  });
  afterAll(async () => {
    await gw.close();
    await fake.close();
  });
  afterEach(() => vi.useRealTimers());

  const webhook = (payload: string, header?: string) =>
    fetch(`${gw.url}/api/payments/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(header ? { 'Stripe-Signature': header } : {}) }, body: payload });

  async function bindCard(token: string, card: { brand: string; last4: string; behaviour?: 'ok' | 'decline' }) {
    const si = await gw.ok<{ Provider: string; SetupIntentId: string; ClientSecret: string; PublishableKey: string }>('CreateSetupIntent', {}, token);
    fake.confirmSetupIntent(si.SetupIntentId, card);
    const { payload, header } = fake.signedEvent('setup_intent.succeeded', fake.get(si.SetupIntentId)!, WEBHOOK_SECRET);
    expect((await webhook(payload, header)).status).toBe(200);
    const list = await until('the card to be bound', async () => {
      const l = await gw.ok<{ Cards: PaymentCard[]; SetupIntent: SetupIntentState }>('GetCardWalletList', { SetupIntentId: si.SetupIntentId }, token);
      return l.SetupIntent.Status === 'pending' ? null : l;
    });
    return { si, list };
  }

  it('binds a card through a SetupIntent and a signed webhook, and freezes 10 USD with a manual-capture PaymentIntent', async () => {
    const u = await newUser(gw.db);
    const { si, list } = await bindCard(u.token, { brand: 'mastercard', last4: '4444' });
    expect(si).toMatchObject({ Provider: 'stripe', PublishableKey: 'pk_test_fake' });
    expect(si.ClientSecret).toBe(fake.get(si.SetupIntentId)!.client_secret);
    expect(fake.requests.find((r) => r.path === '/v1/customers')!.params.email).toBe(u.email);
    expect(list.SetupIntent.Status).toBe('succeeded');
    expect(list.Cards[0]).toMatchObject({ Brand: 'mastercard', Last4: '4444', ExpMonth: 4, ExpYear: 2031, Name: 'Jane Doe', Default: true, BillingAddress: { City: 'Berlin', PostalCode: '10115', Address: 'Unter den Linden 1', Country: 'DE' } });
    expect(list.Cards[0]!.Hold).toMatchObject({ Amount: 100_000, Status: CardHoldStatus.Frozen });
    const hold = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.params.capture_method === 'manual')!;
    expect(hold.params).toMatchObject({ amount: '1000', currency: 'usd', confirm: 'true', off_session: 'true' });
    expect(hold.idempotencyKey).toMatch(/^card-hold-\d+$/);
  });

  it('refuses a tampered, unsigned or wrongly signed webhook (400) and acts on none of them', async () => {
    const u = await newUser(gw.db);
    const si = await gw.ok<{ SetupIntentId: string }>('CreateSetupIntent', {}, u.token);
    fake.confirmSetupIntent(si.SetupIntentId, { brand: 'visa', last4: '4242' });
    const { payload, header } = fake.signedEvent('setup_intent.succeeded', fake.get(si.SetupIntentId)!, WEBHOOK_SECRET);
    const tampered = payload.replace('"type":"setup_intent.succeeded"', '"type":"setup_intent.succeeded" ');
    expect(tampered).not.toBe(payload);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    for (const [body, sig] of [
      [tampered, header],
      [payload, undefined],
      [payload, fake.signedEvent('setup_intent.succeeded', fake.get(si.SetupIntentId)!, 'whsec_someone_else').header],
      [payload, header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)],
    ] as const) {
      const res = await webhook(body, sig);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'The webhook signature does not match its body' });
    }
    await new Promise((r) => setTimeout(r, 1000));
    expect(await gw.db.select().from(providerEvents).where(eq(providerEvents.id, eventId))).toEqual([]);
    expect((await gw.ok<{ SetupIntent: SetupIntentState }>('GetCardWalletList', { SetupIntentId: si.SetupIntentId }, u.token)).SetupIntent.Status).toBe('pending');
    // The genuine event is accepted; delivered twice, it is handled once.
    expect((await webhook(payload, header)).status).toBe(200);
    expect((await webhook(payload, header)).status).toBe(200);
    expect(await gw.db.select().from(providerEvents).where(eq(providerEvents.id, eventId))).toHaveLength(1);
    await until('the card', async () => (await gw.ok<{ Cards: PaymentCard[] }>('GetCardWalletList', {}, u.token)).Cards.length === 1);
  });

  it('recharges 50.00 with an off-session PaymentIntent of 5000 cents, once per payment', async () => {
    const u = await newUser(gw.db);
    await bindCard(u.token, { brand: 'visa', last4: '4242' });
    const p = await gw.ok<InpourPayment>('CreateInpourPayment', { Amount: 500_000 }, u.token);
    const done = await until('the payment', async () => {
      const x = await gw.ok<InpourPayment>('GetInpourPayment', { PaymentId: p.PaymentId }, u.token);
      return x.Status === PaymentStatus.Processing ? null : x;
    });
    expect(done.Status).toBe(PaymentStatus.Succeeded);
    const charges = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `inpour-${p.PaymentId}`);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.params).toMatchObject({ amount: '5000', currency: 'usd', capture_method: 'automatic', off_session: 'true', 'metadata[paymentId]': p.PaymentId });
    expect((await gw.ok<{ Available: number }>('GetBalance', { ProductType: 0 }, u.token)).Available).toBe(500_000);
  });

  it("a declined card fails the recharge with 'Failed to process payment details' and the bank's reason", async () => {
    const u = await newUser(gw.db);
    // The card binds, but its payments are declined: the 10 USD authorisation fails the binding.
    const { list } = await bindCard(u.token, { brand: 'visa', last4: '0002', behaviour: 'decline' });
    expect(list.SetupIntent).toMatchObject({ Status: 'failed', Error: 'Failed to process payment details', Reason: 'Your card was declined.' });
    expect(list.Cards).toEqual([]);
  });

  it('releases the 10 USD by cancelling the PaymentIntent when the clock has moved past its release time', async () => {
    const u = await newUser(gw.db);
    await bindCard(u.token, { brand: 'visa', last4: '4242' });
    const [hold] = await gw.db.select().from(cardHolds).where(eq(cardHolds.userId, u.userId));
    expect(fake.get(hold!.providerRef!)!.status).toBe('requires_capture');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * DAY + 60_000 });
    await until('the release', async () => (await gw.db.select().from(cardHolds).where(eq(cardHolds.id, hold!.id)))[0]!.status === CardHoldStatus.Released);
    expect(fake.get(hold!.providerRef!)!.status).toBe('canceled');
  });
});
