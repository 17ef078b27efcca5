import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** How a fake card behaves: bound and charged, or its payments declined. */
export type FakeCardBehaviour = 'ok' | 'decline';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Obj = Record<string, unknown> & { id: string };

/**
 * A small fake of the Stripe endpoints the adapter uses (there is no stripe-mock here): customers,
 * SetupIntents, PaymentMethods, PaymentIntents with Idempotency-Key replay, and card errors as
 * Stripe answers them. The real `stripe` SDK talks to it over http (host, port, protocol 'http').
 * `confirmSetupIntent` does what Stripe.js does in the browser; `signedEvent` signs a webhook with
 * the SDK's own test header helper.
 */
export class StripeFake {
  readonly secretKey = 'sk_test_fake_key';
  readonly requests: FakeRequest[] = [];
  private readonly objects = new Map<string, Obj>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()));
    this.server?.closeAllConnections();
  }

  private put(prefix: string, fields: Record<string, unknown>): Obj {
    const o: Obj = { id: `${prefix}_${randomBytes(8).toString('hex')}`, ...fields };
    this.objects.set(o.id, o);
    return o;
  }

  get(id: string): Obj | undefined {
    return this.objects.get(id);
  }

  /** What Stripe.js does when the card form confirms a SetupIntent: a payment method, attached, and the intent succeeded. */
  confirmSetupIntent(setupIntentId: string, card: { brand: string; last4: string; behaviour?: FakeCardBehaviour }): void {
    const si = this.objects.get(setupIntentId)!;
    const pm = this.put('pm', {
      object: 'payment_method',
      type: 'card',
      customer: si.customer,
      behaviour: card.behaviour ?? 'ok',
      card: { brand: card.brand, last4: card.last4, exp_month: 4, exp_year: 2031 },
      billing_details: { name: 'Jane Doe', email: null, phone: null, address: { city: 'Berlin', postal_code: '10115', line1: 'Unter den Linden 1', line2: null, country: 'DE', state: null } },
    });
    Object.assign(si, { status: 'succeeded', payment_method: pm.id });
  }

  /** A webhook event body and its Stripe-Signature header, signed with the SDK's test header helper. */
  signedEvent(type: string, object: Obj, secret: string): { payload: string; header: string } {
    const payload = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
    const header = new Stripe(this.secretKey).webhooks.generateTestHeaderString({ payload, secret });
    return { payload, header };
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const params = Object.fromEntries(new URLSearchParams(chunks.length ? Buffer.concat(chunks).toString() : url.search));
    const idem = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey: idem });
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    const key = idem ? `${req.method} ${url.pathname} ${idem}` : null;
    if (key && this.idempotent.has(key)) return this.idempotent.get(key)!;
    const answer = this.route(req.method ?? '', url.pathname, params);
    if (key) this.idempotent.set(key, answer);
    return answer;
  }

  private route(method: string, path: string, p: Record<string, string>): { status: number; body: unknown } {
    const parts = path.split('/').filter(Boolean); // v1, resource, id?, action?
    const [, resource, id, action] = parts;
    const metadata = Object.fromEntries(Object.entries(p).filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
    const missing = { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } } };
    if (method === 'POST' && resource === 'customers' && !id) return { status: 200, body: this.put('cus', { object: 'customer', email: p.email, name: p.name, metadata }) };
    if (resource === 'setup_intents') {
      if (method === 'POST' && !id) {
        const si = this.put('seti', { object: 'setup_intent', customer: p.customer, usage: p.usage, status: 'requires_payment_method', payment_method: null, last_setup_error: null, metadata });
        si.client_secret = `${si.id}_secret_${randomBytes(8).toString('hex')}`;
        return { status: 200, body: si };
      }
      const si = this.objects.get(id ?? '');
      return si ? { status: 200, body: si } : missing;
    }
    if (resource === 'payment_methods') {
      const pm = this.objects.get(id ?? '');
      if (!pm) return missing;
      if (method === 'POST' && action === 'detach') pm.customer = null;
      return { status: 200, body: pm };
    }
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) {
        const pm = this.objects.get(p.payment_method ?? '');
        if (!pm || pm.customer !== p.customer) return missing;
        const declined = pm.behaviour === 'decline';
        const pi = this.put('pi', {
          object: 'payment_intent',
          amount: Number(p.amount),
          currency: p.currency,
          customer: p.customer,
          payment_method: pm.id,
          capture_method: p.capture_method,
          off_session: p.off_session,
          status: declined ? 'requires_payment_method' : p.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
          last_payment_error: declined ? { message: 'Your card was declined.' } : null,
          metadata,
        });
        if (declined) return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: pi } } };
        return { status: 200, body: pi };
      }
      const pi = this.objects.get(id ?? '');
      if (!pi) return missing;
      if (method === 'POST' && action === 'cancel') {
        if (pi.status !== 'requires_capture') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent cannot be canceled' } } };
        pi.status = 'canceled';
      }
      return { status: 200, body: pi };
    }
    return missing;
  }
}
