import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  bytes: number;
}

interface StubTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  components: unknown[];
  rejected_reason?: string;
}

/**
 * A local stand-in for the Graph API endpoints the WhatsApp adapter calls, on the pinned version:
 * a WABA's phone numbers (two pages) and message templates (list, create, edit, delete), and the
 * Resumable Upload API. It checks the bearer token and records every request.
 */
export class GraphStub {
  readonly token = 'EAAG-test-system-user-token';
  readonly version = 'v23.0';
  readonly appId = '424242';
  readonly requests: StubRequest[] = [];
  /** While set, template reads answer this HTTP status with a Graph error. */
  failTemplateReads: number | null = null;
  /** While set, phone-number reads answer this HTTP status. */
  failNumberReads: number | null = null;
  readonly templates = new Map<string, StubTemplate[]>();
  /** Messages sent (POST /{phone-number-id}/messages): the number sent from, the body and the wamid answered. */
  readonly sent: Array<{ from: string; body: Record<string, unknown>; wamid: string }> = [];
  private nextId = 1000;
  private server: Server | null = null;
  url = '';

  numbers(waba: string) {
    return [
      { id: `${waba}-pn1`, display_phone_number: '+1 555-0100', verified_name: 'Acme Support', quality_rating: 'GREEN', messaging_limit_tier: 'TIER_10K', status: 'CONNECTED' },
      { id: `${waba}-pn2`, display_phone_number: '+1 555-0101', verified_name: 'Acme Sales', quality_rating: 'YELLOW', messaging_limit_tier: 'TIER_250', status: 'FLAGGED' },
      { id: `${waba}-pn3`, display_phone_number: '+1 555-0102', verified_name: 'Acme New', quality_rating: 'NA', messaging_limit_tier: 'TIER_UNLIMITED', status: 'PENDING' },
    ];
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const u = new URL(req.url ?? '/', this.url);
    let body: unknown = null;
    if (String(req.headers['content-type'] ?? '').includes('json') && raw.length > 0) body = JSON.parse(raw.toString('utf8'));
    const entry: StubRequest = { method: req.method ?? '', path: u.pathname, query: Object.fromEntries(u.searchParams), authorization: String(req.headers.authorization ?? ''), headers: req.headers, body, bytes: raw.length };
    this.requests.push(entry);
    const prefix = `/${this.version}/`;
    if (!u.pathname.startsWith(prefix)) return this.send(res, 400, { error: { message: 'Unknown path version', code: 100 } });
    const parts = u.pathname.slice(prefix.length).split('/');
    const upload = parts[0]!.startsWith('upload:');
    const expected = upload ? `OAuth ${this.token}` : `Bearer ${this.token}`;
    if (entry.authorization !== expected) return this.send(res, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
    if (parts.length === 2 && parts[1] === 'phone_numbers' && req.method === 'GET') {
      if (this.failNumberReads) return this.send(res, this.failNumberReads, { error: { message: 'Service temporarily unavailable', code: 2 } });
      const all = this.numbers(parts[0]!);
      if (u.searchParams.get('after') === 'page2') return this.send(res, 200, { data: all.slice(2), paging: { cursors: { before: 'b', after: 'end' } } });
      return this.send(res, 200, { data: all.slice(0, 2), paging: { cursors: { before: 'a', after: 'page2' }, next: `${this.url}${u.pathname}?after=page2` } });
    }
    if (parts.length === 2 && parts[1] === 'message_templates') {
      const waba = parts[0]!;
      const list = this.templates.get(waba) ?? [];
      if (req.method === 'GET') {
        if (this.failTemplateReads) return this.send(res, this.failTemplateReads, { error: { message: 'An unexpected error has occurred. Please retry your request later.', code: 2 } });
        return this.send(res, 200, { data: list, paging: { cursors: { before: 'x', after: 'y' } } });
      }
      if (req.method === 'POST') {
        const b = body as { name: string; language: string; category: string; components: unknown[] };
        if (list.some((t) => t.name === b.name && t.language === b.language)) {
          return this.send(res, 400, { error: { message: 'Content in this language already exists', code: 100, error_subcode: 2388023 } });
        }
        const t = { id: String(this.nextId++), name: b.name, language: b.language, category: b.category, status: 'PENDING', components: b.components };
        this.templates.set(waba, [...list, t]);
        return this.send(res, 200, { id: t.id, status: t.status, category: t.category });
      }
      if (req.method === 'DELETE') {
        this.templates.set(
          waba,
          list.filter((t) => !(t.name === u.searchParams.get('name') && t.id === u.searchParams.get('hsm_id'))),
        );
        return this.send(res, 200, { success: true });
      }
    }
    if (parts.length === 2 && parts[1] === 'messages' && req.method === 'POST') {
      const b = body as { to: string };
      // A recipient ending in 99 is refused as Meta refuses a number not on WhatsApp.
      if (b.to.endsWith('99')) return this.send(res, 400, { error: { message: '(#131026) Message undeliverable', code: 131026 } });
      const wamid = `wamid.STUB${this.nextId++}`;
      this.sent.push({ from: parts[0]!, body: body as Record<string, unknown>, wamid });
      return this.send(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: b.to, wa_id: b.to }], messages: [{ id: wamid }] });
    }
    if (parts.length === 2 && parts[1] === 'uploads' && parts[0] === this.appId && req.method === 'POST') return this.send(res, 200, { id: 'upload:MTphdHRh' });
    if (upload && req.method === 'POST') return this.send(res, 200, { h: `4::handle-of-${entry.bytes}-bytes` });
    if (parts.length === 1 && req.method === 'POST') {
      for (const list of this.templates.values()) {
        const t = list.find((x) => x.id === parts[0]);
        if (t) {
          const b = body as { category: string; components: unknown[] };
          Object.assign(t, { category: b.category, components: b.components, status: 'PENDING' });
          return this.send(res, 200, { success: true });
        }
      }
      return this.send(res, 404, { error: { message: 'Unsupported post request', code: 100 } });
    }
    return this.send(res, 404, { error: { message: 'Unknown path', code: 100 } });
  }

  /** Sets a template's state as Meta's review would. */
  setStatus(id: string, status: string, reason?: string) {
    for (const list of this.templates.values()) for (const t of list) if (t.id === id) Object.assign(t, { status, rejected_reason: reason ?? 'NONE' });
  }
}
