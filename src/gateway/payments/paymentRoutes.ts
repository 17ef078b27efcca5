import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { RetCode } from '../../contract/retCodes';
import { SpecText } from '../../contract/messages';
import type { GatewayConfig } from '../config';
import type { Db } from '../db/client';
import { BodyTooLargeError, readBody } from '../http/readBody';
import { sendJson } from '../http/sendJson';
import { handleProviderEvent } from './handleProviderEvent';
import { WebhookSignatureError } from './PaymentProvider';
import { providerFor } from './providerFor';
import { type SimulatedProvider } from './simulatedProvider';

/** The provider's webhooks (Stripe: point the endpoint at <PUBLIC_URL>/api/payments/webhook). */
export const WEBHOOK_PATH = '/api/payments/webhook';
/** The simulated provider's card form posts here (only with PAYMENT_PROVIDER=simulated). */
export const SIM_CONFIRM_PATH = '/api/sim-pay/confirm';

const WEBHOOK_LIMIT = 256 * 1024;

const simForm = z.object({
  SetupIntentId: z.string().min(1).max(128),
  ClientSecret: z.string().min(1).max(256),
  Number: z.string().min(1, { error: 'The card number is required' }).max(32),
  ExpMonth: z.number().int().min(1, { error: 'The expiry month must be 1 to 12' }).max(12, { error: 'The expiry month must be 1 to 12' }),
  ExpYear: z.number().int().min(2000).max(2100),
  Cvc: z.string().max(8),
  Name: z.string().trim().min(1, { error: 'Name is required' }).max(100),
  City: z.string().trim().max(100).default(''),
  PostalCode: z.string().trim().max(20).default(''),
  Address: z.string().trim().max(200).default(''),
  Country: z.string().trim().max(2).default(''),
});

/**
 * POST /api/payments/webhook: the raw body is verified against its `Stripe-Signature` header
 * (constructEventAsync for Stripe; the same scheme for the simulated provider) before anything is
 * read from it: a tampered or unsigned event is refused with 400 and changes nothing.
 */
export async function serveWebhook(req: IncomingMessage, res: ServerResponse, db: Db, config: GatewayConfig): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use POST' });
  let raw: Buffer;
  try {
    raw = await readBody(req, WEBHOOK_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return sendJson(res, 413, { error: 'The event is too large' });
    throw err;
  }
  const provider = providerFor(config.payments, db);
  const header = req.headers['stripe-signature'];
  try {
    const event = await provider.parseWebhook(raw, Array.isArray(header) ? header[0] : header);
    await handleProviderEvent(db, provider.name, event);
    sendJson(res, 200, { received: true });
  } catch (err) {
    if (err instanceof WebhookSignatureError || err instanceof SyntaxError) return sendJson(res, 400, { error: 'The webhook signature does not match its body' });
    throw err;
  }
}

/**
 * POST /api/sim-pay/confirm (JSON): the simulated provider's card form, what Stripe.js sends to
 * Stripe. The number is checked and dropped here: only brand, last four and expiry are kept.
 */
export async function serveSimConfirm(req: IncomingMessage, res: ServerResponse, db: Db, config: GatewayConfig): Promise<void> {
  if (config.payments.provider !== 'simulated') return sendJson(res, 404, { RetCode: RetCode.NotFound, Message: 'Not found' });
  if (req.method !== 'POST') return sendJson(res, 405, { RetCode: RetCode.InvalidRequest, Message: 'Use POST' });
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8'));
  } catch {
    return sendJson(res, 400, { RetCode: RetCode.InvalidRequest, Message: 'The request body must be a JSON object' });
  }
  const parsed = simForm.safeParse(body);
  if (!parsed.success) return sendJson(res, 200, { RetCode: RetCode.InvalidParams, Message: parsed.error.issues[0]?.message ?? 'Invalid card details' });
  const f = parsed.data;
  const sim = providerFor(config.payments, db) as SimulatedProvider;
  const result = await sim.confirmSetupIntent(
    f.SetupIntentId,
    f.ClientSecret,
    { number: f.Number, expMonth: f.ExpMonth, expYear: f.ExpYear, cvc: f.Cvc, name: f.Name, city: f.City, postalCode: f.PostalCode, address: f.Address, country: f.Country.toUpperCase() },
    Date.now(),
  );
  if (result.event) await handleProviderEvent(db, sim.name, result.event);
  if (!result.ok) return sendJson(res, 200, { RetCode: RetCode.PaymentDetailsFailed, Message: SpecText.PaymentDetailsFailed, Data: { Reason: result.error } });
  sendJson(res, 200, { RetCode: 0, Message: 'Success', Data: { SetupIntentId: f.SetupIntentId } });
}
