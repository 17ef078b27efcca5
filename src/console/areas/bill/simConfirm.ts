/** What the simulated provider's card form sends (the gateway's /api/sim-pay/confirm, standing in for the provider's API). */
export interface SimCardDetails {
  Number: string;
  ExpMonth: number;
  ExpYear: number;
  Cvc: string;
  Name: string;
  City: string;
  PostalCode: string;
  Address: string;
  Country: string;
}

/**
 * Posts the card form to the simulated provider, as Stripe.js posts Stripe Elements to Stripe.
 * Answers null when the card was bound, else the provider's reason (e.g. 'Your card was declined.').
 */
export async function simConfirm(setupIntentId: string, clientSecret: string, card: SimCardDetails): Promise<{ message: string; reason: string } | null> {
  const res = await fetch('/api/sim-pay/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ SetupIntentId: setupIntentId, ClientSecret: clientSecret, ...card }),
  });
  const body = (await res.json()) as { RetCode: number; Message: string; Data?: { Reason?: string } };
  return body.RetCode === 0 ? null : { message: body.Message, reason: body.Data?.Reason ?? '' };
}
