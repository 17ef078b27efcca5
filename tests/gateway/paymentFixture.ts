import type { PaymentCard, SetupIntentState } from '../../src/contract/entities/payment';
import type { TestGateway } from './harness';

export const CARD_FORM = { ExpMonth: 12, ExpYear: new Date().getUTCFullYear() + 2, Cvc: '123', Name: 'Lin Mei 林梅', City: 'Shanghai', PostalCode: '200000', Address: '1 Century Ave', Country: 'CN' };

/** Polls until `check` answers a value (loaded machines: up to 30 s). */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The simulated provider's card form, as the console posts it. */
export async function postSimForm(gw: TestGateway, form: Record<string, unknown>): Promise<{ RetCode: number; Message: string; Data?: { Reason?: string } }> {
  const res = await fetch(`${gw.url}/api/sim-pay/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) });
  return (await res.json()) as { RetCode: number; Message: string; Data?: { Reason?: string } };
}

/**
 * Binds a card with the simulated provider the way the console does: CreateSetupIntent, the card
 * form, CompleteSetupIntent, then GetCardWalletList until the binding is final.
 */
export async function bindSimCard(gw: TestGateway, token: string, number = '4242424242424242'): Promise<{ state: SetupIntentState; cards: PaymentCard[]; form: Awaited<ReturnType<typeof postSimForm>> }> {
  const si = await gw.ok<{ SetupIntentId: string; ClientSecret: string; Provider: string }>('CreateSetupIntent', {}, token);
  const form = await postSimForm(gw, { SetupIntentId: si.SetupIntentId, ClientSecret: si.ClientSecret, Number: number, ...CARD_FORM });
  await gw.ok('CompleteSetupIntent', { SetupIntentId: si.SetupIntentId }, token);
  const list = await until('the binding to end', async () => {
    const l = await gw.ok<{ Cards: PaymentCard[]; SetupIntent: SetupIntentState }>('GetCardWalletList', { SetupIntentId: si.SetupIntentId }, token);
    return l.SetupIntent.Status === 'pending' ? null : l;
  });
  return { state: list.SetupIntent, cards: list.Cards, form };
}
